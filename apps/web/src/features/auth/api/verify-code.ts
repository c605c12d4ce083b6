import type { Session, VerifyCodeRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '../session-store';
import { getAuthUserQueryOptions } from './get-auth-user';

export const verifyCode = (input: VerifyCodeRequest) =>
  apiRequest<Session>('/auth/verify', { body: input, anonymous: true });

/** Verifies the code, stores the session and primes the signed-in user's profile. */
export const useVerifyCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (session) => {
      queryClient.clear();
      sessionStore.signIn(session);
      queryClient.setQueryData(getAuthUserQueryOptions(session.user.id).queryKey, {
        user: session.user,
        profile: session.profile,
      });
    },
  });
};
