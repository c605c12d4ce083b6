import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The first segment of the signed-in user's query key (the auth feature's
 * `getAuthUserQueryOptions` uses `['auth-user', userId]`). Features do not import each other,
 * so billing refreshes the profile by this prefix.
 */
export const AUTH_USER_QUERY_PREFIX = ['auth-user'] as const;

/** Refetches the signed-in user's profile (subscription status, tier, expiry). */
export function useRefreshSignedInUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_PREFIX }),
    [queryClient],
  );
}
