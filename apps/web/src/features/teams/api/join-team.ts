import type { MyTeam } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from './get-teams';

export const joinTeam = (code: string) =>
  apiRequest<MyTeam>('/teams/join', { method: 'POST', body: { code } });

export const useJoinTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT] }),
  });
};
