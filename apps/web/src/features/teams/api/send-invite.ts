import type { TeamInviteRequest, TeamInviteResponse } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendTeamInvite = ({ teamId, to }: { teamId: string } & TeamInviteRequest) =>
  apiRequest<TeamInviteResponse>(`/teams/${teamId}/invites`, {
    method: 'POST',
    body: { to },
  });

export const useSendTeamInvite = () => useMutation({ mutationFn: sendTeamInvite });
