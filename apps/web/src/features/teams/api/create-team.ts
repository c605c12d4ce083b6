import type { CreateTeamRequest, Team } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

export const createTeam = (input: CreateTeamRequest) =>
  apiRequest<Team>('/teams', { method: 'POST', body: input });

export const useCreateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => refreshAfter(queryClient, 'teamsChanged'),
  });
};
