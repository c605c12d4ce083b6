import type { Profile } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The athlete's leaderboard setting lives on the profile (PATCH /api/profile). */
export const setLeaderboardOptOut = (leaderboardOptOut: boolean) =>
  apiRequest<Profile>('/profile', { method: 'PATCH', body: { leaderboardOptOut } });

export const useSetLeaderboardOptOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardOptOut,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
