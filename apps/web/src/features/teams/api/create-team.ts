import type { CreateTeamRequest, Team } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from './get-teams';

export const createTeam = (input: CreateTeamRequest) =>
  apiRequest<Team>('/teams', { method: 'POST', body: input });

export const useCreateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT] }),
  });
};
