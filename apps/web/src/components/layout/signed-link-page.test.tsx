import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SignedLinkPage } from './signed-link-page';

function renderPage(
  route: string,
  use: (token: string) => Promise<unknown>,
  ask?: { title: string; text: string; action: string },
) {
  return renderWithProviders(
    <SignedLinkPage
      {...(ask ? { ask } : {})}
      documentTitle="Reminders"
      queryKey={['test', 'link']}
      use={use}
      working="Working..."
      done={{ title: 'Done', text: 'It worked.' }}
      failed="Try again."
      next={{ to: '/', label: 'Go to GameSpeed' }}
    />,
    { route },
  );
}

describe('SignedLinkPage', () => {
  it("sends the link's token once and says it worked", async () => {
    const use = vi.fn(async () => ({}));
    renderPage('/r?token=abc.def', use);
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.getByText('It worked.')).toBeInTheDocument();
    expect(use).toHaveBeenCalledTimes(1);
    expect(use).toHaveBeenCalledWith('abc.def');
    expect(document.title).toBe('Reminders · GameSpeed');
  });

  it('says the link did not work when the server refuses it', async () => {
    renderPage('/r?token=bad', async () => {
      throw new Error('refused');
    });
    expect(await screen.findByText('This link did not work')).toBeInTheDocument();
  });

  it('asks nothing of the server for a link without a token', () => {
    const use = vi.fn(async () => ({}));
    renderPage('/r', use);
    expect(screen.getByText('This link did not work')).toBeInTheDocument();
    expect(use).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to GameSpeed' })).toHaveAttribute('href', '/');
  });

  it('with a question, opening the link sends nothing until the button is pressed', async () => {
    const use = vi.fn(async () => ({}));
    renderPage('/r?token=abc.def', use, { title: 'Sure?', text: 'Really.', action: 'Do It' });
    expect(screen.getByRole('heading', { name: 'Sure?' })).toBeInTheDocument();
    expect(use).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Do It' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(use).toHaveBeenCalledTimes(1);
    expect(use).toHaveBeenCalledWith('abc.def');
  });
});
