import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const readmitAthlete = ({ teamId, athleteId }: { teamId: string; athleteId: string }) =>
  apiRequest<void>(`/teams/${teamId}/members/${athleteId}/readmit`, { method: 'POST' });

export const useReadmitAthlete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readmitAthlete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT, 'removed'] }),
  });
};
