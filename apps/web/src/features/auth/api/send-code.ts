import type { SendCodeRequest, SendCodeResponse } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendCode = (input: SendCodeRequest) =>
  apiRequest<SendCodeResponse>('/auth/otp', { body: input, anonymous: true });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
