import type { MyTeamsResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getMyTeams = () => apiRequest<MyTeamsResponse>('/teams/mine');

export const getMyTeamsQueryOptions = () =>
  queryOptions({ queryKey: [TEAMS_QUERY_ROOT, 'mine'], queryFn: getMyTeams });

export const useMyTeams = () => useQuery(getMyTeamsQueryOptions());
