import type { LevelRequest, LevelResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter, TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

/** The athlete's level depends on the teams joined, so it sits under the team queries. */
export const levelQueryOptions = () =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'my-level'],
    queryFn: () => apiRequest<LevelResponse>('/profile/level'),
  });

export const useLevel = () => useQuery(levelQueryOptions());

/** Settings → Your Level (docs/product/levels.md). */
export const useSetLevel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LevelRequest) =>
      apiRequest<LevelResponse>('/profile/level', { method: 'PUT', body: input }),
    onSuccess: async () => refreshAfter(queryClient, 'profileChanged'),
  });
};
