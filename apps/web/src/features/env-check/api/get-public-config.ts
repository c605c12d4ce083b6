import type { PublicConfig } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getPublicConfig = () => apiRequest<PublicConfig>('/config', { anonymous: true });

export const getPublicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
