import type { MyTeam } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

export const joinTeam = (code: string) =>
  apiRequest<MyTeam>('/teams/join', { method: 'POST', body: { code } });

export const useJoinTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: () => refreshAfter(queryClient, 'teamsChanged'),
  });
};
