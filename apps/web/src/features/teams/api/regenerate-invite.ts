import type { Team } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

export const regenerateInvite = (teamId: string) =>
  apiRequest<Team>(`/teams/${teamId}/invite/regenerate`, { method: 'POST' });

export const useRegenerateInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateInvite,
    onSuccess: () => refreshAfter(queryClient, 'teamsChanged'),
  });
};
