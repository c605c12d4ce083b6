import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { hasBetaGrant } from '@/features/access/beta-grant';
import { getDashboardQueryOptions } from '@/features/athlete/api/get-dashboard';
import { isAthleteCapable } from '@/features/auth/home-path';
import { sessionStore } from '@/features/auth/session-store';

/**
 * Opening the app on the athlete dashboard: its data is asked for at once, next to the session
 * check, instead of after the guards have passed. The stored profile decides; when the guards
 * then send the user elsewhere (signed out, onboarding not done), the answer is simply unused.
 */
export function startDataForAddress(queryClient: QueryClient, pathname: string): void {
  const profile = sessionStore.get()?.profile;
  if (!hasBetaGrant() || !profile || !isAthleteCapable(profile) || !profile.onboardingCompleted) {
    return;
  }
  if (matchPath(paths.athlete.dashboard.path, pathname)) {
    void queryClient.prefetchQuery(getDashboardQueryOptions());
  }
}
