import type { RosterResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getRoster = (teamId: string) => apiRequest<RosterResponse>(`/teams/${teamId}/roster`);

export const getRosterQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'roster', teamId],
    queryFn: () => getRoster(teamId),
  });

export const useRoster = (teamId: string | null) =>
  useQuery({ ...getRosterQueryOptions(teamId ?? ''), enabled: teamId !== null });
