import type { PercentilesQuery, PercentilesResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** Where each athlete of the team stands in one test (docs/product/percentiles.md). */
export const getPercentilesQueryOptions = (teamId: string, query: PercentilesQuery) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'percentiles', teamId, query.test, query.timing],
    queryFn: () =>
      apiRequest<PercentilesResponse>(
        `/teams/${teamId}/percentiles?test=${query.test}&timing=${query.timing}`,
      ),
  });

export const usePercentiles = (teamId: string, query: PercentilesQuery) =>
  useQuery(getPercentilesQueryOptions(teamId, query));
