import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

export const leaveTeam = (teamId: string) =>
  apiRequest<void>(`/teams/${teamId}/leave`, { method: 'POST' });

export const useLeaveTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: () => refreshAfter(queryClient, 'teamsChanged'),
  });
};
