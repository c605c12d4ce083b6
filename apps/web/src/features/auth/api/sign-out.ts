import type { SignOutScope } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearOfflineReads } from '@/lib/pwa';
import { sessionStore } from '../session-store';

export const signOut = (scope: SignOutScope = 'local') =>
  apiRequest<void>('/auth/logout', { body: { scope } });

/** Ends the session on the server (best effort) and always locally, with the data kept offline. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: SignOutScope = 'local') => signOut(scope).catch(() => undefined),
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
      void clearOfflineReads();
    },
  });
};
