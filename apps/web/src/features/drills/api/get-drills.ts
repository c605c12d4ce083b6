import type { DrillsResponse, DrillTab } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Drill videos for the signed-in athlete: 'recommended' (force/form or both) or 'all'. */
export const getDrills = (tab: DrillTab) =>
  apiRequest<DrillsResponse>(`/drills?tab=${encodeURIComponent(tab)}`);

export const getDrillsQueryOptions = (tab: DrillTab) =>
  queryOptions({ queryKey: ['drills', tab], queryFn: () => getDrills(tab) });

export const useDrills = (tab: DrillTab) => useQuery(getDrillsQueryOptions(tab));
