import type { Dashboard } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Everything the athlete dashboard shows, in ONE request (ARCHITECTURE.md, API conventions). The key holds no position:
 * switching the position selector loads only that position's norm (`getPositionNorm`).
 */
export const getDashboard = () => apiRequest<Dashboard>('/dashboard');

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['athlete', 'dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
