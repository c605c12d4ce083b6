import type { JoinPreview } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';

export const getJoinPreview = (code: string) =>
  apiRequest<JoinPreview>(`/teams/join?code=${encodeURIComponent(code)}`);

export const getJoinPreviewQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [TEAMS_QUERY_ROOT, 'join', code],
    queryFn: () => getJoinPreview(code),
    retry: false,
  });

export const useJoinPreview = (code: string, enabled: boolean) =>
  useQuery({ ...getJoinPreviewQueryOptions(code), enabled });
