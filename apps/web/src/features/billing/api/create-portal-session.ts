import type { PortalRequest, PortalResponse } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A Stripe Billing Portal session for the signed-in user; it returns to the settings route. */
export const createPortalSession = (input: PortalRequest) =>
  apiRequest<PortalResponse>('/billing/portal', { method: 'POST', body: input });

export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
