import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { hasBetaGrant } from '@/features/access/beta-grant';
import { getDashboardQueryOptions } from '@/features/athlete/api/get-dashboard';
import { getAuthUserQueryOptions } from '@/features/auth/api/get-auth-user';
import { isAthleteCapable } from '@/features/auth/home-path';
import { sessionStore } from '@/features/auth/session-store';

/**
 * Called before the first render: the requests the opened screen will wait for are sent at
 * once, instead of one after the other as the guards pass. The session check always (when
 * someone is signed in); on the athlete dashboard, for an onboarded athlete by the stored
 * profile, its data too. When the guards then send the user elsewhere (signed out, onboarding
 * not done), the answer is simply unused.
 */
export function startDataForAddress(queryClient: QueryClient, pathname: string): void {
  const session = sessionStore.get();
  if (!hasBetaGrant() || !session) return;
  void queryClient.prefetchQuery(getAuthUserQueryOptions(session.user.id));
  const profile = session.profile;
  if (!profile || !isAthleteCapable(profile) || !profile.onboardingCompleted) return;
  if (matchPath(paths.athlete.dashboard.path, pathname)) {
    void queryClient.prefetchQuery(getDashboardQueryOptions());
  }
}
