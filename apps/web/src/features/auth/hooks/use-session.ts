import { useSyncExternalStore } from 'react';
import { isUnreachable } from '@/lib/unreachable';
import { useAuthUser } from '../api/get-auth-user';
import { sessionStore } from '../session-store';

export const useSession = () =>
  useSyncExternalStore(sessionStore.subscribeSnapshot, sessionStore.get, sessionStore.get);

/**
 * The signed-in user and profile, freshly loaded from the server (the stored session only
 * says who signed in). `status` drives the guards' 'Loading...'.
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useAuthUser(session?.user.id ?? null);
  if (!session) return { status: 'signed-out' as const, profile: null, user: null };
  if (query.data)
    return { status: 'ready' as const, profile: query.data.profile, user: query.data.user };
  // The check cannot reach the server (offline, nothing kept for this user yet): the session and
  // profile kept on the device let the app open at once instead of waiting for retries.
  if (session.profile && query.failureReason && isUnreachable(query.failureReason))
    return { status: 'ready' as const, profile: session.profile, user: session.user };
  if (query.isError)
    return { status: 'error' as const, profile: null, user: null, error: query.error };
  return { status: 'loading' as const, profile: null, user: null };
}
