import type { SaveTestResultRequest, TestResult } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardQueryOptions } from './get-dashboard';
import { getResultsSummaryQueryOptions } from './get-results-summary';

export { saveTestResultRequestSchema } from '@gamespeed/domain/contracts';

/** Add Test Result (docs/product/screens.md, docs/product/api.md): one result of the signed-in athlete. */
export const saveTestResult = (input: SaveTestResultRequest) =>
  apiRequest<TestResult>('/results', { body: input });

/** Best values and progress change with every result. */
export const useSaveTestResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestResult,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getResultsSummaryQueryOptions().queryKey }),
      ]),
  });
};
