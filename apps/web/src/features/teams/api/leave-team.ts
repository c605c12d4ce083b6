import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from './get-teams';

export const leaveTeam = (teamId: string) =>
  apiRequest<void>(`/teams/${teamId}/leave`, { method: 'POST' });

export const useLeaveTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT] }),
  });
};
