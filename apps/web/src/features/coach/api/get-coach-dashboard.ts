import type { CoachDashboard } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Team Overview numbers of the coach dashboard. */
export const getCoachDashboard = () => apiRequest<CoachDashboard>('/coach/dashboard');

export const getCoachDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['teams', 'coach-dashboard'], queryFn: getCoachDashboard });

export const useCoachDashboard = () => useQuery(getCoachDashboardQueryOptions());
