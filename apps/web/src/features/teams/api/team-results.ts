import type {
  ListResultsResponse,
  TeamResultEntry,
  TeamResultsResponse,
} from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueuedWriteKind } from '@/lib/offline-queue';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';
import type { QueuedForm } from '@/lib/send-or-queue';

/**
 * A coach's test-day entry (`POST /teams/:id/results`): the server answers 200 with an outcome
 * per entry, so a refusal is read from the answer, not the status.
 */
export const TEAM_RESULT_WRITE: QueuedWriteKind = {
  name: 'team-result',
  refusalIn(answer) {
    const outcomes = (answer as Partial<TeamResultsResponse> | null | undefined)?.outcomes;
    if (!Array.isArray(outcomes)) return null;
    const refused = outcomes.find((outcome) => outcome?.status === 'refused');
    return refused && 'reason' in refused ? String(refused.reason) : null;
  },
};

/** Test day: entries of one team, each saved in its own transaction (docs/product/teams.md). */
export const saveTeamResults = (teamId: string, entries: TeamResultEntry[]) =>
  apiRequest<TeamResultsResponse>(`/teams/${teamId}/results`, { body: { entries } });

/**
 * One entry as a write of the device's queue; its id is the entry's `clientId`, so a repeat is
 * the same result.
 */
export const teamEntryForm = (
  teamId: string,
  entry: TeamResultEntry,
  label: string,
): QueuedForm => ({
  kind: TEAM_RESULT_WRITE,
  id: entry.clientId,
  method: 'POST',
  path: `/teams/${teamId}/results`,
  body: { entries: [entry] },
  label,
  details: { teamId, athleteId: entry.athleteId, movement: entry.movement },
});

/** An athlete's results as their coach sees them: who entered each, which were hidden and why. */
export const getAthleteResults = (teamId: string, athleteId: string) =>
  apiRequest<ListResultsResponse>(`/teams/${teamId}/athletes/${athleteId}/results`);

export const getAthleteResultsQueryOptions = (teamId: string, athleteId: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'athlete-results', teamId, athleteId],
    queryFn: () => getAthleteResults(teamId, athleteId),
    retry: false,
  });

export const useAthleteResults = (teamId: string, athleteId: string) =>
  useQuery(getAthleteResultsQueryOptions(teamId, athleteId));
