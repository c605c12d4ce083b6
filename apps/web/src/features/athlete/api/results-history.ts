import type { MovementName } from '@gamespeed/domain';
import type {
  HideResultRequest,
  ListResultsResponse,
  TestResult,
  UpdateTestResultRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useResultWriteRefresh } from './use-result-write';

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

export const updateResult = ({ id, changes }: { id: string; changes: UpdateTestResultRequest }) =>
  apiRequest<TestResult>(`/results/${id}`, { method: 'PATCH', body: changes });
export const deleteResult = (id: string) =>
  apiRequest<TestResult>(`/results/${id}`, { method: 'DELETE' });
export const restoreResult = (id: string) =>
  apiRequest<TestResult>(`/results/${id}/restore`, { method: 'POST' });
export const hideResult = ({ id, reason }: { id: string } & HideResultRequest) =>
  apiRequest<TestResult>(`/results/${id}/hide`, { method: 'POST', body: { reason } });
export const unhideResult = (id: string) =>
  apiRequest<TestResult>(`/results/${id}/unhide`, { method: 'POST' });

export const useUpdateResult = () =>
  useMutation({ mutationFn: updateResult, ...useResultWriteRefresh() });
export const useDeleteResult = () =>
  useMutation({ mutationFn: deleteResult, ...useResultWriteRefresh() });
export const useRestoreResult = () =>
  useMutation({ mutationFn: restoreResult, ...useResultWriteRefresh() });
export const useHideResult = () =>
  useMutation({ mutationFn: hideResult, ...useResultWriteRefresh() });
export const useUnhideResult = () =>
  useMutation({ mutationFn: unhideResult, ...useResultWriteRefresh() });
