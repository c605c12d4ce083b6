import type { MovementName } from '@gamespeed/domain';
import type {
  HideCoachEntriesRequest,
  HideCoachEntriesResponse,
  HideResultRequest,
  ListResultsResponse,
  TestResult,
  UpdateTestResultRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueuedForm } from '@/lib/send-or-queue';
import { RESULT_WRITE, useResultWriteRefresh } from './use-result-write';

export const getResultsHistoryQueryOptions = (test: MovementName | null) =>
  queryOptions({
    queryKey: ['athlete', 'results', 'history', test ?? 'all'],
    queryFn: () =>
      apiRequest<ListResultsResponse>(
        test ? `/results/history?test=${encodeURIComponent(test)}` : '/results/history',
      ),
  });

export const useResultsHistory = (test: MovementName | null) =>
  useQuery(getResultsHistoryQueryOptions(test));

/** Which result a write is about: its id, and the client id its live echo carries. */
export type ResultRef = Pick<TestResult, 'id' | 'clientId'>;
const clientIdOf = ({ clientId }: ResultRef) => clientId;

export const updateResult = ({ id, changes }: ResultRef & { changes: UpdateTestResultRequest }) =>
  apiRequest<TestResult>(`/results/${id}`, { method: 'PATCH', body: changes });
export const deleteResult = ({ id }: ResultRef) =>
  apiRequest<TestResult>(`/results/${id}`, { method: 'DELETE' });
export const restoreResult = ({ id }: ResultRef) =>
  apiRequest<TestResult>(`/results/${id}/restore`, { method: 'POST' });
export const hideResult = ({ id, reason }: ResultRef & HideResultRequest) =>
  apiRequest<TestResult>(`/results/${id}/hide`, { method: 'POST', body: { reason } });
/** Hides every result one coach entered for the athlete (docs/product/teams.md 'Disputes'). */
export const hideCoachEntries = (body: HideCoachEntriesRequest) =>
  apiRequest<HideCoachEntriesResponse>('/results/hide-coach-entries', { method: 'POST', body });
export const unhideResult = ({ id }: ResultRef) =>
  apiRequest<TestResult>(`/results/${id}/unhide`, { method: 'POST' });

/** An edit as a write of the device's queue; `label` is how it reads in lists. */
export const updateResultForm = (
  { id, changes }: { id: string; changes: UpdateTestResultRequest },
  label: string,
): QueuedForm => ({
  kind: RESULT_WRITE,
  method: 'PATCH',
  path: `/results/${id}`,
  body: changes,
  about: id,
  label,
});

/** A deletion as a write of the device's queue. */
export const deleteResultForm = (id: string, label: string): QueuedForm => ({
  kind: RESULT_WRITE,
  method: 'DELETE',
  path: `/results/${id}`,
  about: id,
  label,
});

export const useUpdateResult = () =>
  useMutation({ mutationFn: updateResult, ...useResultWriteRefresh(clientIdOf) });
export const useDeleteResult = () =>
  useMutation({ mutationFn: deleteResult, ...useResultWriteRefresh(clientIdOf) });
export const useRestoreResult = () =>
  useMutation({ mutationFn: restoreResult, ...useResultWriteRefresh(clientIdOf) });
export const useHideResult = () =>
  useMutation({ mutationFn: hideResult, ...useResultWriteRefresh(clientIdOf) });
export const useHideCoachEntries = () =>
  useMutation({ mutationFn: hideCoachEntries, ...useResultWriteRefresh(() => null) });
export const useUnhideResult = () =>
  useMutation({ mutationFn: unhideResult, ...useResultWriteRefresh(clientIdOf) });
