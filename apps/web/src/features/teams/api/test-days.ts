import type {
  OpenTestDayResponse,
  TestDay,
  TestDayBaselines,
  TestDayRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueuedWriteKind } from '@/lib/offline-queue';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';
import type { QueuedForm } from '@/lib/send-or-queue';

/** A test day started or changed (`POST /teams/:id/test-days`): the same id is the same day. */
export const TEST_DAY_WRITE: QueuedWriteKind = { name: 'test-day' };

export const saveTestDay = (teamId: string, body: TestDayRequest) =>
  apiRequest<TestDay>(`/teams/${teamId}/test-days`, { body });

/**
 * The test day as a write of the device's queue. Each change is its own write (the latest one
 * sent wins), queued before the entries that join the test day, so they reach the server after it.
 */
export const testDayForm = (teamId: string, body: TestDayRequest, label: string): QueuedForm => ({
  kind: TEST_DAY_WRITE,
  method: 'POST',
  path: `/teams/${teamId}/test-days`,
  body,
  label,
  details: { teamId },
});

/** The coach's open test day on the team, and the timing of their last one. */
export const openTestDayQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'test-day', teamId],
    queryFn: () => apiRequest<OpenTestDayResponse>(`/teams/${teamId}/test-days/open`),
    retry: false,
    // Read once per visit: what is typed on the device is the screen's, not a refetch's.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useOpenTestDay = (teamId: string) => useQuery(openTestDayQueryOptions(teamId));

/**
 * Each athlete's current best and elite value (`GET /teams/:id/test-day/baselines`): what a typed
 * value is compared with to ask about an unusual one. Read once per visit; without a signal there
 * is nothing to compare with and nothing is asked (as in the athlete's own dialog).
 */
export const testDayBaselinesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'test-day-baselines', teamId],
    queryFn: () => apiRequest<TestDayBaselines>(`/teams/${teamId}/test-day/baselines`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useTestDayBaselines = (teamId: string) =>
  useQuery(testDayBaselinesQueryOptions(teamId));
