import type { Team } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from './get-teams';

export const regenerateInvite = (teamId: string) =>
  apiRequest<Team>(`/teams/${teamId}/invite/regenerate`, { method: 'POST' });

export const useRegenerateInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT] }),
  });
};
