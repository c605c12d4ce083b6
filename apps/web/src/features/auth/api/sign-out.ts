import type { SignOutScope } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { clearOfflineReads } from '@/lib/pwa';
import { sessionStore } from '../session-store';

export const signOut = (scope: SignOutScope = 'local') =>
  apiRequest<void>('/auth/logout', { body: { scope } });

/**
 * Ends the session on the server (best effort) and always on this device, with the data kept
 * offline; then the app starts afresh on the home page. A full load, not an in-app navigation:
 * the guard of the protected page would send the app to sign-in the moment the session is gone.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: SignOutScope = 'local') => {
      await signOut(scope).catch(() => undefined);
      await clearOfflineReads();
      sessionStore.clear();
      queryClient.clear();
      window.location.replace(paths.home.getHref());
    },
  });
};
