import type { TeamAthleteAnalysis } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getTeamAthlete = (teamId: string, athleteId: string) =>
  apiRequest<TeamAthleteAnalysis>(`/teams/${teamId}/athletes/${athleteId}`);

export const getTeamAthleteQueryOptions = (teamId: string, athleteId: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'athlete', teamId, athleteId],
    queryFn: () => getTeamAthlete(teamId, athleteId),
    retry: false,
  });

export const useTeamAthlete = (teamId: string, athleteId: string) =>
  useQuery(getTeamAthleteQueryOptions(teamId, athleteId));
