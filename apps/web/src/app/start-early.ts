import type { QueryClient } from '@tanstack/react-query';
import { getAuthUserQueryOptions } from '@/features/auth/api/get-auth-user';
import { sessionStore } from '@/features/auth/session-store';
import { hasBetaAccess } from '@/lib/beta-access';
import { profilePasses, routeFor } from './route-table';

/**
 * Called before the first render: the requests the opened screen will wait for are sent at
 * once, instead of one after the other as the guards pass. The session check always (when
 * someone is signed in); the screen's own data too (its `earlyData` in the route table) when
 * the profile kept on the device passes the screen's guard. When the guards then send the user
 * elsewhere (signed out, onboarding not done), the answer is simply unused.
 */
export function startDataForAddress(queryClient: QueryClient, pathname: string): void {
  const session = sessionStore.get();
  if (!hasBetaAccess() || !session) return;
  void queryClient.prefetchQuery(getAuthUserQueryOptions(session.user.id));
  const route = routeFor(pathname);
  const profile = session.profile;
  if (!route?.earlyData || !profile || !profilePasses(route, profile, pathname)) return;
  route.earlyData(queryClient, profile);
}
