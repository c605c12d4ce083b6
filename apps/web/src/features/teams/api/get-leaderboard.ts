import type { MovementName } from '@gamespeed/domain/constants';
import type { LeaderboardResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getLeaderboard = (teamId: string, test: MovementName) =>
  apiRequest<LeaderboardResponse>(
    `/teams/${encodeURIComponent(teamId)}/leaderboard?test=${encodeURIComponent(test)}`,
  );

export const getLeaderboardQueryOptions = (teamId: string, test: MovementName) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'leaderboard', teamId, test],
    queryFn: () => getLeaderboard(teamId, test),
  });

export const useLeaderboard = (teamId: string, test: MovementName) =>
  useQuery(getLeaderboardQueryOptions(teamId, test));
