import type { CheckoutRequest, CheckoutResponse } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Starts a subscription: the server creates a Stripe Checkout Session for the plan and answers
 * with the hosted page to open. Nothing changes locally until Stripe's webhook arrives.
 */
export const createCheckoutSession = (input: CheckoutRequest) =>
  apiRequest<CheckoutResponse>('/billing/checkout', { method: 'POST', body: input });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
