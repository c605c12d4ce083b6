import type {
  AccountCodeSent,
  IdentityChanged,
  IdentityChangeRequest,
} from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearOfflineReads } from '@/lib/pwa';
import { refreshAfter } from '@/lib/refresh-after';
import { sessionStore } from '../session-store';

/** docs/product/accounts.md: delete my account, change the sign-in e-mail or phone. */
export const startDeletion = () =>
  apiRequest<AccountCodeSent>('/account/deletion/start', { method: 'POST' });

export const confirmDeletion = (code: string) =>
  apiRequest<void>('/account/deletion/confirm', { body: { code } });

export const startIdentityChange = (input: IdentityChangeRequest) =>
  apiRequest<AccountCodeSent>('/account/identity/start', { body: input });

export const confirmIdentityChange = (code: string) =>
  apiRequest<IdentityChanged>('/account/identity/confirm', { body: { code } });

export const useStartDeletion = () => useMutation({ mutationFn: startDeletion });

export const useConfirmDeletion = () => useMutation({ mutationFn: confirmDeletion });

/** After the account is gone, nothing of it stays on the device. */
export const useForgetDeletedAccount = () => {
  const queryClient = useQueryClient();
  return async () => {
    sessionStore.clear();
    queryClient.clear();
    await clearOfflineReads();
  };
};

export const useStartIdentityChange = () => useMutation({ mutationFn: startIdentityChange });

export const useConfirmIdentityChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmIdentityChange,
    onSuccess: async (changed) => {
      sessionStore.identityChanged(changed.user, changed.profile);
      await refreshAfter(queryClient, 'profileChanged');
    },
  });
};
