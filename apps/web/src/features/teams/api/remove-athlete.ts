import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const removeAthlete = ({ teamId, athleteId }: { teamId: string; athleteId: string }) =>
  apiRequest<void>(`/teams/${teamId}/members/${athleteId}`, { method: 'DELETE' });

export const useRemoveAthlete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAthlete,
    onSuccess: () => queryClient.removeQueries({ queryKey: [TEAMS_QUERY_ROOT] }),
  });
};
