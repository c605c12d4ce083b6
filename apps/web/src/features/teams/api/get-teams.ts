import type { TeamsResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getTeams = () => apiRequest<TeamsResponse>('/teams');

export const getTeamsQueryOptions = () =>
  queryOptions({ queryKey: [TEAMS_QUERY_ROOT, 'coach'], queryFn: getTeams });

export const useTeams = () => useQuery(getTeamsQueryOptions());
