import type { SprintProfileResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** Whose profile: the signed-in athlete's, or an athlete's on the coach's team. */
export type SprintProfileSource =
  | { kind: 'own' }
  | { kind: 'team'; teamId: string; athleteId: string };

/**
 * The sprint profile (docs/product/sprint-profile.md, "Reading it"). The athlete's key sits under
 * ['athlete', 'results'], the coach's under the team root, so the refreshes of results and team
 * results reach them.
 */
export const getSprintProfileQueryOptions = (source: SprintProfileSource) =>
  source.kind === 'own'
    ? queryOptions({
        queryKey: ['athlete', 'results', 'sprint-profile'],
        queryFn: () => apiRequest<SprintProfileResponse>('/sprint-profile'),
      })
    : queryOptions({
        queryKey: [TEAMS_QUERY_ROOT, source.teamId, 'athletes', source.athleteId, 'sprint-profile'],
        queryFn: () =>
          apiRequest<SprintProfileResponse>(
            `/teams/${source.teamId}/athletes/${source.athleteId}/sprint-profile`,
          ),
      });

export const useSprintProfile = (source: SprintProfileSource) =>
  useQuery(getSprintProfileQueryOptions(source));
