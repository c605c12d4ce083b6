import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { teamFixture } from '@/testing/fixtures';
import { errorResponse, jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { InviteCard } from './invite-card';

const team = teamFixture();

let respond: () => Response | Promise<Response>;
let sent: SentRequest[];

beforeEach(() => {
  respond = () => jsonResponse(202, { channel: 'email' });
  sent = stubApi(() => respond()).sent;
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const render = () => renderWithProviders(<InviteCard team={team} />, { toaster: true });

describe('InviteCard: invite by email or phone', () => {
  it('sends the address and says to whom; the field empties', async () => {
    const { user } = render();
    const field = screen.getByLabelText('Invite by email or phone');
    await user.type(field, ' Jo@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite sent to jo@example.com')).toBeInTheDocument();
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/teams/${team.id}/invites`, { to: ' Jo@Example.com ' }],
    ]);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a phone number as ddd-ddd-dddd in the toast', async () => {
    respond = () => jsonResponse(202, { channel: 'phone' });
    const { user } = render();
    await user.type(screen.getByLabelText('Invite by email or phone'), '(415) 555 0142');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite sent to 415-555-0142')).toBeInTheDocument();
  });

  it('says what is wrong under the field and sends nothing', async () => {
    const { user } = render();
    const field = screen.getByLabelText('Invite by email or phone');
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/valid email|phone/i);
    expect(sent).toEqual([]);
  });

  it('disables Send while sending and shows a refusal under the field', async () => {
    let release: (r: Response) => void = () => {};
    respond = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    const { user } = render();
    const field = screen.getByLabelText('Invite by email or phone');
    await user.type(field, 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release(
      errorResponse(429, 'rate_limited', 'Too many requests. Please try again in 60 seconds.'),
    );
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Too many requests. Please try again in 60 seconds.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeEnabled();
    expect(field).toHaveValue('jo@example.com');
  });
});
