import type { TimingClass } from '@gamespeed/domain';
import type { MovementName } from '@gamespeed/domain/constants';
import type { LeaderboardResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** A team's leaderboard of one test; `timing` unset lets the server pick (electronic first). */
export const getLeaderboard = (teamId: string, test: MovementName, timing?: TimingClass) =>
  apiRequest<LeaderboardResponse>(
    `/teams/${encodeURIComponent(teamId)}/leaderboard?test=${encodeURIComponent(test)}${
      timing ? `&timing=${encodeURIComponent(timing)}` : ''
    }`,
  );

export const getLeaderboardQueryOptions = (
  teamId: string,
  test: MovementName,
  timing?: TimingClass,
) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'leaderboard', teamId, test, timing ?? 'default'],
    queryFn: () => getLeaderboard(teamId, test, timing),
  });

export const useLeaderboard = (teamId: string, test: MovementName, timing?: TimingClass) =>
  useQuery(getLeaderboardQueryOptions(teamId, test, timing));
