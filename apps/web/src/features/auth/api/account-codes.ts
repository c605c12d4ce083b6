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

/** The code sent to the current address; the answer says where the new address's code went. */
export const verifyCurrentAddress = (code: string) =>
  apiRequest<AccountCodeSent>('/account/identity/verify-current', { body: { code } });

/** The undo link sent to the old address: no session needed, the signed token names the change. */
export const undoIdentityChange = (token: string) =>
  apiRequest<{ undone: true }>('/account/identity/undo', {
    method: 'POST',
    body: { token },
    anonymous: true,
  });

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

export const useVerifyCurrentAddress = () => useMutation({ mutationFn: verifyCurrentAddress });

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
