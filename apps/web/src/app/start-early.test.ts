import { BETA_GRANT_PREFIX } from '@gamespeed/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberBetaGrant } from '@/features/access/beta-grant';
import { sessionStore } from '@/features/auth/session-store';
import { dashboardFixture, profileFixture, sessionFixture } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { createTestQueryClient } from '@/testing/render';
import { startDataForAddress } from './start-early';

const signIn = (profile = profileFixture()) =>
  sessionStore.signIn({ ...sessionFixture(), profile });

beforeEach(() => {
  localStorage.clear();
  rememberBetaGrant(`${BETA_GRANT_PREFIX}test`);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('startDataForAddress', () => {
  it('asks for the dashboard at once when an onboarded athlete opens the app on it', async () => {
    const { sent } = stubApi(() => jsonResponse(200, dashboardFixture()));
    signIn();
    const queryClient = createTestQueryClient();

    startDataForAddress(queryClient, '/athlete/dashboard');

    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['athlete', 'dashboard'])?.status).toBe('success'),
    );
    expect(sent.map((request) => request.path)).toEqual(['/dashboard']);
  });

  it.each([
    ['another screen', '/athlete/drills', profileFixture()],
    [
      'an athlete still onboarding',
      '/athlete/dashboard',
      profileFixture({ onboardingCompleted: false }),
    ],
    ['a coach', '/athlete/dashboard', profileFixture({ role: 'coach' })],
  ])('asks for nothing on %s', (_case, pathname, profile) => {
    const { sent } = stubApi(() => jsonResponse(200, dashboardFixture()));
    signIn(profile);

    startDataForAddress(createTestQueryClient(), pathname);

    expect(sent).toEqual([]);
  });

  it('asks for nothing when nobody is signed in or the browser has not passed the beta gate', () => {
    const { sent } = stubApi(() => jsonResponse(200, dashboardFixture()));
    startDataForAddress(createTestQueryClient(), '/athlete/dashboard');
    signIn();
    localStorage.clear();
    startDataForAddress(createTestQueryClient(), '/athlete/dashboard');
    expect(sent).toEqual([]);
  });
});
