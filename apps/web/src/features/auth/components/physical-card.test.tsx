import type { Profile } from '@gamespeed/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toast';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { PhysicalCard } from './physical-card';

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Casey',
  lastName: 'Rivers',
  email: 'casey@example.com',
  phone: null,
  role: 'athlete',
  isAdmin: false,
  position: 'CB',
  heightInches: 71,
  weightLbs: 190,
  primaryDeficiency: null,
  deficiencyNotes: null,
  confidenceScore: null,
  assessedAt: null,
  onboardingCompleted: true,
  forceOrForm: 'unassigned',
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionExpires: null,
  hasBillingAccount: false,
  leaderboardOptOut: false,
  retestReminderWeeks: 6,
};

let bodies: unknown[];
let answer: () => Response;

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  bodies = [];
  answer = () => new Response(JSON.stringify(profile), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return answer();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhysicalCard profile={profile} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
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
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ position: 'CB', heightInches: 72, weightLbs: 190 });
  });

  it("shows the server's reason at the field, under the product description toast", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: {
            code: 'invalid_input',
            message: 'body.weightLbs: Weight must be at least 80 lbs',
            fields: [{ path: 'weightLbs', in: 'body', message: 'Weight must be at least 80 lbs' }],
          },
        }),
        { status: 400 },
      );
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
    expect(bodies).toEqual([]);
  });
});
