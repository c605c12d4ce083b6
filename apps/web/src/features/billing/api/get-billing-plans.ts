import type { BillingPlans } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whether billing is configured on the server, and the plans (tiers) one can subscribe to. */
export const getBillingPlans = () => apiRequest<BillingPlans>('/billing/plans');

export const getBillingPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing-plans'],
    queryFn: getBillingPlans,
    // Server configuration: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBillingPlans = () => useQuery(getBillingPlansQueryOptions());
