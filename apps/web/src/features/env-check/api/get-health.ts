import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getHealth = () =>
  apiRequest<{ status: 'ok'; database: 'ok' }>('/health', { anonymous: true });

export const getHealthQueryOptions = () =>
  queryOptions({ queryKey: ['health'], queryFn: getHealth, retry: false });

export const useHealth = () => useQuery(getHealthQueryOptions());
