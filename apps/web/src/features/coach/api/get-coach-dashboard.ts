import type { CoachDashboard } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** Team Overview numbers of the coach dashboard. */
export const getCoachDashboard = () => apiRequest<CoachDashboard>('/coach/dashboard');

export const getCoachDashboardQueryOptions = () =>
  queryOptions({ queryKey: [TEAMS_QUERY_ROOT, 'coach-dashboard'], queryFn: getCoachDashboard });

export const useCoachDashboard = () => useQuery(getCoachDashboardQueryOptions());
