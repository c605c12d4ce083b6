import type { MovementName } from '@gamespeed/domain';
import type {
  HideResultRequest,
  ListResultsResponse,
  TestResult,
  UpdateTestResultRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Everything derived from results: dashboard, progress summary and this history. */
export const RESULTS_DERIVED_KEYS = [
  ['athlete', 'dashboard'],
  ['athlete', 'results'],
] as const;

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

function useRefreshResults() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      RESULTS_DERIVED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export const useUpdateResult = () => {
  const refresh = useRefreshResults();
  return useMutation({ mutationFn: updateResult, onSuccess: refresh });
};
export const useDeleteResult = () => {
  const refresh = useRefreshResults();
  return useMutation({ mutationFn: deleteResult, onSuccess: refresh });
};
export const useRestoreResult = () => {
  const refresh = useRefreshResults();
  return useMutation({ mutationFn: restoreResult, onSuccess: refresh });
};
export const useHideResult = () => {
  const refresh = useRefreshResults();
  return useMutation({ mutationFn: hideResult, onSuccess: refresh });
};
export const useUnhideResult = () => {
  const refresh = useRefreshResults();
  return useMutation({ mutationFn: unhideResult, onSuccess: refresh });
};
