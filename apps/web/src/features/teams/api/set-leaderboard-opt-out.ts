import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@/lib/api/profile';
import { refreshAfter } from '@/lib/refresh-after';

/** The athlete's leaderboard setting lives on the profile (PATCH /api/profile). */
export const useSetLeaderboardOptOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaderboardOptOut: boolean) => updateProfile({ leaderboardOptOut }),
    onSuccess: () => refreshAfter(queryClient, 'profileChanged'),
  });
};
