import type { Profile } from '@gamespeed/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { todayOnDevice } from '@/lib/today-on-device';
import { profileFixture } from '@/testing/fixtures';
import { errorResponse, jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { OnboardingFlow } from './onboarding-flow';

const profile = profileFixture({
  position: null,
  heightInches: null,
  weightLbs: null,
  onboardingCompleted: false,
});

let calls: SentRequest[];
let broadJumpStatus: number;
let physicalRefusal: unknown;

function renderFlow(p: Profile) {
  return renderWithProviders(
    <Routes>
      <Route path="/athlete/onboarding" element={<OnboardingFlow profile={p} />} />
      <Route path="/athlete/dashboard" element={<h1>Dashboard page</h1>} />
    </Routes>,
    { route: '/athlete/onboarding', toaster: true },
  ).user;
}

beforeEach(() => {
  broadJumpStatus = 200;
  physicalRefusal = null;
  calls = stubApi(({ path }) => {
    if (path === '/profile/physical' && physicalRefusal) return jsonResponse(400, physicalRefusal);
    if (path === '/onboarding/broad-jump' && broadJumpStatus !== 200) {
      return errorResponse(broadJumpStatus, 'norms_unavailable', 'Unable to load bodyweight norms');
    }
    return jsonResponse(200, { profile, assessment: {} });
  }).sent;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('OnboardingFlow', () => {
  it("keeps 'Next' disabled until position, height and weight are filled, then saves step 1", async () => {
    const user = renderFlow(profile);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Skip to Broad Jump' })).toBeNull();
    await user.click(screen.getByLabelText('Position'));
    await user.click(await screen.findByRole('option', { name: 'CB' }));
    await user.type(screen.getByLabelText('Height (ft)'), '5');
    await user.type(screen.getByLabelText('Height (in)'), '11');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Weight (lbs)'), '19x0');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('190');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/profile/physical',
      method: 'PUT',
      body: { position: 'CB', heightInches: 71, weightLbs: 190 },
    });
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
  });

  it("offers 'Skip to Broad Jump' and 'Save & Continue' once onboarded, then opens the dashboard", async () => {
    const user = renderFlow({ ...profile, onboardingCompleted: true, position: 'CB' });
    await user.click(screen.getByRole('button', { name: 'Skip to Broad Jump' }));
    await user.click(screen.getByLabelText('Feet'));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(screen.getByLabelText('Inches'));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    // (Redoing onboarding also reads the dashboard, for the latest broad jump.)
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      path: '/onboarding/broad-jump',
      method: 'PUT',
      body: { feet: 9, inches: 10 },
    });
  });

  it("dates the jump with the Test date field, offers How to test, and keeps Add Test Result's limits", async () => {
    const user = renderFlow({ ...profile, onboardingCompleted: true, position: 'CB' });
    await user.click(screen.getByRole('button', { name: 'Skip to Broad Jump' }));
    expect(screen.getByRole('button', { name: 'How to test' })).toBeInTheDocument();
    const date = screen.getByLabelText('Test date');
    expect(date).toHaveValue(todayOnDevice());
    await user.click(screen.getByLabelText('Feet'));
    await user.click(await screen.findByRole('option', { name: '12' }));
    await user.click(screen.getByLabelText('Inches'));
    await user.click(await screen.findByRole('option', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(
      await screen.findByText(/more than anyone has ever recorded for the Broad Jump/),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByLabelText('Inches'));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      path: '/onboarding/broad-jump',
      body: { feet: 12, inches: 3, testDate: '2026-01-15' },
    });
  });

  it('shows the norms message when the norms are missing, and stays on step 2', async () => {
    broadJumpStatus = 503;
    const user = renderFlow({ ...profile, onboardingCompleted: true });
    await user.click(screen.getByRole('button', { name: 'Skip to Broad Jump' }));
    await user.click(screen.getByLabelText('Feet'));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(screen.getByLabelText('Inches'));
    await user.click(await screen.findByRole('option', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Unable to load bodyweight norms')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  async function fillStepOne(user: ReturnType<typeof renderFlow>, height: [string, string]) {
    await user.click(screen.getByLabelText('Position'));
    await user.click(await screen.findByRole('option', { name: 'CB' }));
    await user.type(screen.getByLabelText('Height (ft)'), height[0]);
    if (height[1] !== '') await user.type(screen.getByLabelText('Height (in)'), height[1]);
    await user.type(screen.getByLabelText('Weight (lbs)'), '190');
  }

  it('takes the height as feet and inches: "5ft11" is 71 inches, never 511', async () => {
    const user = renderFlow(profile);
    await user.click(screen.getByLabelText('Position'));
    await user.click(await screen.findByRole('option', { name: 'CB' }));
    await user.type(screen.getByLabelText('Height (ft)'), '5ft11');
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5');
    await user.type(screen.getByLabelText('Height (in)'), '11');
    await user.type(screen.getByLabelText('Weight (lbs)'), '190');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ position: 'CB', heightInches: 71, weightLbs: 190 });
  });

  it('shows an out-of-range height at the field, on the device, and sends nothing', async () => {
    const user = renderFlow(profile);
    await fillStepOne(user, ['9', '']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = await screen.findByText('Height must be at most 96 inches');
    for (const label of ['Height (ft)', 'Height (in)']) {
      const box = screen.getByLabelText(label);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAttribute('aria-describedby', message.id);
    }
    expect(screen.getByLabelText('Weight (lbs)')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Height (ft)'), '{Backspace}6');
    expect(screen.queryByText('Height must be at most 96 inches')).toBeNull();
  });

  it('refuses inches above 11 at the field', async () => {
    const user = renderFlow(profile);
    await fillStepOne(user, ['5', '13']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Inches must be from 0 to 11')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal at the field in words, never as a field path", async () => {
    physicalRefusal = {
      error: {
        code: 'invalid_input',
        message: 'body.weightLbs: Weight must be at most 500 lbs',
        fields: [{ path: 'weightLbs', in: 'body', message: 'Weight must be at most 500 lbs' }],
      },
    };
    const user = renderFlow(profile);
    await fillStepOne(user, ['5', '11']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = await screen.findByText('Weight must be at most 500 lbs');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('body.');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });
});
