import type { ResultsSummary } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Progress: how many tests were saved and each test with two or more results. */
export const getResultsSummary = () => apiRequest<ResultsSummary>('/results/summary');

export const getResultsSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['athlete', 'results', 'summary'], queryFn: getResultsSummary });

export const useResultsSummary = () => useQuery(getResultsSummaryQueryOptions());
