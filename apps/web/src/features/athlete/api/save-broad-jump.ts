import type { BroadJumpRequest, BroadJumpResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/**
 * Onboarding step 2 (docs/product/states.md): the server saves the broad jump, assesses it and completes
 * onboarding in one transaction.
 */
export const saveBroadJump = (input: BroadJumpRequest) =>
  apiRequest<BroadJumpResponse>('/onboarding/broad-jump', { method: 'PUT', body: input });

/**
 * Waits until every active query (the signed-in user the guards read, the dashboard) has been
 * refetched, so the dashboard opens with onboarding already marked complete.
 */
export const useSaveBroadJump = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBroadJump,
    onSuccess: () => refreshAfter(queryClient, 'onboardingCompleted'),
  });
};
