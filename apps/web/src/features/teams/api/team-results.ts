import type { ListResultsResponse, TeamResultEntry } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueuedWrite } from '@/lib/offline-queue';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/**
 * Test day: one entry as a write of the device's queue (`POST /teams/:id/results`), sent when
 * there is a connection; its id is the entry's `clientId`, so a repeat is the same result.
 */
export const teamEntryWrite = (
  teamId: string,
  entry: TeamResultEntry,
  ownerId: string,
  label: string,
): QueuedWrite => ({
  id: entry.clientId,
  ownerId,
  method: 'POST',
  path: `/teams/${teamId}/results`,
  body: { entries: [entry] },
  label,
  teamEntry: { teamId, athleteId: entry.athleteId, movement: entry.movement },
  queuedAt: new Date().toISOString(),
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
