import type { RemovedAthletesResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getRemovedAthletes = (teamId: string) =>
  apiRequest<RemovedAthletesResponse>(`/teams/${teamId}/removed-athletes`);

export const useRemovedAthletes = (teamId: string) =>
  useQuery(
    queryOptions({
      queryKey: [TEAMS_QUERY_ROOT, 'removed', teamId],
      queryFn: () => getRemovedAthletes(teamId),
    }),
  );
