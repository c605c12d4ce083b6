import type { AccessRequest, AccessResponse } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyAccessCode = (input: AccessRequest) =>
  apiRequest<AccessResponse>('/access', { body: input, anonymous: true });

export const useVerifyAccessCode = () => useMutation({ mutationFn: verifyAccessCode });
