import { BETA_GRANT_PREFIX } from '@gamespeed/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { rememberBetaAccess } from '@/lib/beta-access';
import { dashboardFixture, profileFixture, sessionFixture, testId } from '@/testing/fixtures';
import { jsonResponse, stubApi, stubApiRoutes } from '@/testing/http';
import { createTestQueryClient } from '@/testing/render';
import { startDataForAddress } from './start-early';

const signIn = (profile = profileFixture()) =>
  sessionStore.signIn({ ...sessionFixture(), profile });

beforeEach(() => {
  localStorage.clear();
  rememberBetaAccess(`${BETA_GRANT_PREFIX}test`);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('startDataForAddress', () => {
  it('asks for the session check and the dashboard at once when an onboarded athlete opens the app on it', async () => {
    const { calls } = stubApiRoutes({
      'GET /auth/user': { body: { user: sessionFixture().user, profile: profileFixture() } },
      'GET /dashboard': { body: dashboardFixture() },
    });
    signIn();
    const queryClient = createTestQueryClient();

    startDataForAddress(queryClient, '/athlete/dashboard');

    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['athlete', 'dashboard'])?.status).toBe('success'),
    );
    expect(queryClient.getQueryState(['auth-user', testId(1)])?.status).toBe('success');
    expect(calls.map((call) => call.key).sort()).toEqual(['GET /auth/user', 'GET /dashboard']);
  });

  it.each([
    ['another screen', '/athlete/drills', profileFixture()],
    [
      'an athlete still onboarding',
      '/athlete/dashboard',
      profileFixture({ onboardingCompleted: false }),
    ],
    ['a coach', '/athlete/dashboard', profileFixture({ role: 'coach' })],
  ])('asks only for the session check on %s', async (_case, pathname, profile) => {
    const { sent } = stubApi(() => jsonResponse(200, {}));
    signIn(profile);
    const queryClient = createTestQueryClient();

    startDataForAddress(queryClient, pathname);

    expect(queryClient.getQueryState(['athlete', 'dashboard'])).toBeUndefined();
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/auth/user']));
  });

  it('asks for nothing when nobody is signed in or the browser has not passed the beta gate', () => {
    stubApi(() => jsonResponse(200, {}));
    const signedOut = createTestQueryClient();
    startDataForAddress(signedOut, '/athlete/dashboard');
    signIn();
    localStorage.clear();
    const noGrant = createTestQueryClient();
    startDataForAddress(noGrant, '/athlete/dashboard');
    expect(signedOut.getQueryCache().getAll()).toEqual([]);
    expect(noGrant.getQueryCache().getAll()).toEqual([]);
  });
});
