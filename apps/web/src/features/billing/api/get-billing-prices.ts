import type { BillingPrices } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The plans with their prices as Stripe holds them (cached by the server for 10 minutes). */
export const getBillingPrices = () => apiRequest<BillingPrices>('/billing/prices');

export const getBillingPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['billing-prices'],
    queryFn: getBillingPrices,
    // The server keeps Stripe's answer for 10 minutes; asking more often shows nothing new.
    staleTime: 10 * 60 * 1000,
  });

/** `enabled`: only while something shows the prices (the paywall, the plan dialog). */
export const useBillingPrices = (enabled = true) =>
  useQuery({ ...getBillingPricesQueryOptions(), enabled });
