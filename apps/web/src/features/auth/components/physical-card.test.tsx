import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { profileFixture } from '@/testing/fixtures';
import { jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { PhysicalCard } from './physical-card';

const profile = profileFixture();

let sent: SentRequest[];
const bodies = () => sent.map((request) => request.body);
let answer: () => Response;

beforeEach(() => {
  answer = () => jsonResponse(200, profile);
  sent = stubApi(() => answer()).sent;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

function renderCard() {
  return renderWithProviders(<PhysicalCard profile={profile} />, { toaster: true }).user;
}

describe('PhysicalCard', () => {
  it('edits the height in feet and inches and sends the total in inches', async () => {
    const user = renderCard();
    expect(screen.getByText(`5' 11"`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Physical Information' }));
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5');
    expect(screen.getByLabelText('Height (in)')).toHaveValue('11');
    await user.clear(screen.getByLabelText('Height (ft)'));
    await user.type(screen.getByLabelText('Height (ft)'), '6');
    await user.clear(screen.getByLabelText('Height (in)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ position: 'CB', heightInches: 72, weightLbs: 190 });
  });

  it("shows the server's reason at the field, under the product description toast", async () => {
    answer = () =>
      jsonResponse(400, {
        error: {
          code: 'invalid_input',
          message: 'body.weightLbs: Weight must be at least 80 lbs',
          fields: [{ path: 'weightLbs', in: 'body', message: 'Weight must be at least 80 lbs' }],
        },
      });
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Physical Information' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Weight must be at least 80 lbs');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('body.');
  });

  it('checks the height on the device before sending', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Physical Information' }));
    await user.clear(screen.getByLabelText('Height (ft)'));
    await user.type(screen.getByLabelText('Height (ft)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Height must be at least 48 inches')).toBeInTheDocument();
    expect(bodies()).toEqual([]);
  });
});
