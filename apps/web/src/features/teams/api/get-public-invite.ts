import type { PublicInvite } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** The team and coach of an invite, for someone not signed in yet (the code is checked). */
export const getPublicInvite = (code: string) =>
  apiRequest<PublicInvite>(`/teams/invite?code=${encodeURIComponent(code)}`, { anonymous: true });

export const usePublicInvite = (code: string) =>
  useQuery(
    queryOptions({
      queryKey: [TEAMS_QUERY_ROOT, 'invite', code],
      queryFn: () => getPublicInvite(code),
      retry: false,
    }),
  );
