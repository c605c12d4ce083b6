import type { TeamsResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Everything about teams is cached under this root, so one change refreshes it all. */
export const TEAMS_QUERY_ROOT = 'teams';

export const getTeams = () => apiRequest<TeamsResponse>('/teams');

export const getTeamsQueryOptions = () =>
  queryOptions({ queryKey: [TEAMS_QUERY_ROOT, 'coach'], queryFn: getTeams });

export const useTeams = () => useQuery(getTeamsQueryOptions());
