import type { Position } from '@gamespeed/domain';
import type { PositionNormDto } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The NFL norm of one position (the dashboard's position selector). */
export const getPositionNorm = (position: Position) =>
  apiRequest<PositionNormDto>(`/norms/positions/${encodeURIComponent(position)}`);

export const getPositionNormQueryOptions = (position: Position) =>
  queryOptions({
    queryKey: ['norms', 'position', position],
    queryFn: () => getPositionNorm(position),
    // Reference data: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Loads a position's norm only when `enabled` (the dashboard already has its default one). */
export const usePositionNorm = (position: Position, enabled: boolean) =>
  useQuery({ ...getPositionNormQueryOptions(position), enabled });
