import { useSyncExternalStore } from 'react';
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
  // Offline with nothing kept for this user yet: the profile stored at sign-in lets the app open.
  if (query.isError && session.profile && !navigator.onLine)
    return { status: 'ready' as const, profile: session.profile, user: session.user };
  if (query.isError)
    return { status: 'error' as const, profile: null, user: null, error: query.error };
  return { status: 'loading' as const, profile: null, user: null };
}
