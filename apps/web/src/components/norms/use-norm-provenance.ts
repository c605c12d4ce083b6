import { isProvisional } from '@gamespeed/domain';
import type { NormProvenance } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';
import { usePageSettled } from '@/lib/when-settled';

/** Where every benchmark comes from (docs/product/norm-provenance.md). */
export const getNormProvenance = () => apiRequest<NormProvenance>('/norms/provenance');

export const normProvenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['norms', 'provenance'],
    queryFn: getNormProvenance,
    // Reference data: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Never needed for the first paint (the sources sheets, the provisional marks): asked for once
 * the page has settled, so the screen's own requests go first. An answer already cached shows
 * at once.
 */
export const useNormProvenance = () =>
  useQuery({ ...normProvenanceQueryOptions(), enabled: usePageSettled() });

/**
 * Whether a column of the elite game-speed norms holds placeholder values, or undefined until
 * the sources are in. They arrive after the screen is shown: the re-render they cause runs in
 * the background.
 */
export function useGameSpeedProvisional(): ((column: string) => boolean) | undefined {
  const provenance = useDeferredValue(useNormProvenance().data);
  return useMemo(
    () =>
      provenance
        ? (column: string) => isProvisional(provenance, 'bodyweight_game_speed_norms', column)
        : undefined,
    [provenance],
  );
}
