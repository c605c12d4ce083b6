import { BETA_GRANT_REQUIRED_MESSAGE } from '@gamespeed/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { hasBetaAccess, signedBetaGrant } from '@/lib/beta-access';
import { apiError, stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { AccessGateRoute } from './routes/access-gate';
import { SignupRoute } from './routes/auth';

/** The private-beta gate as docs/product/screens.md describes it: the flag, the grant beside it. */
const screens = (
  <Routes>
    <Route path="/" element={<p>Landing</p>} />
    <Route path="/access-gate" element={<AccessGateRoute />} />
    <Route path="/signup" element={<SignupRoute />} />
  </Routes>
);

beforeEach(() => localStorage.clear());
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the beta access kept on the device', () => {
  it("keeps the specification's flag 'granted', and the server's signed grant beside it", async () => {
    stubApiRoutes({ 'POST /access': { body: { granted: true, grant: 'bg1.123.sig' } } });
    const { user } = renderWithProviders(screens, { route: '/access-gate' });
    await user.type(screen.getByLabelText('Access Code'), 'speed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Landing');
    expect(localStorage.getItem('gamespeed.beta-access')).toBe('granted');
    expect(localStorage.getItem('gamespeed.beta-grant')).toBe('bg1.123.sig');
    expect(hasBetaAccess()).toBe(true);
  });

  it('a grant kept by an earlier version in the flag still counts and is sent', () => {
    localStorage.setItem('gamespeed.beta-access', 'bg1.123.sig');
    expect(hasBetaAccess()).toBe(true);
    expect(signedBetaGrant()).toBe('bg1.123.sig');
  });

  it('a grant the server refuses at sign-up leads back to the access step, which says why', async () => {
    localStorage.setItem('gamespeed.beta-access', 'granted');
    localStorage.setItem('gamespeed.beta-grant', 'bg1.1.expired');
    const { calls } = stubApiRoutes({
      'POST /auth/otp': { body: { channel: 'email', resendAfterSeconds: 60 } },
      'POST /auth/verify': apiError(403, 'beta_grant_required', BETA_GRANT_REQUIRED_MESSAGE),
    });
    const { user } = renderWithProviders(screens, { route: '/signup' });
    await user.type(screen.getByLabelText('First Name'), 'Casey');
    await user.type(screen.getByLabelText('Last Name'), 'Jones');
    await user.type(screen.getByLabelText('Email or Phone Number'), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Athlete' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('6-Digit Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BETA_GRANT_REQUIRED_MESSAGE);
    expect(screen.getByLabelText('Access Code')).toBeVisible();
    expect(calls.find((c) => c.key === 'POST /auth/verify')?.body).toMatchObject({
      betaGrant: 'bg1.1.expired',
    });
    await waitFor(() => expect(hasBetaAccess()).toBe(false));
    expect(localStorage.getItem('gamespeed.beta-grant')).toBeNull();
  });
});
