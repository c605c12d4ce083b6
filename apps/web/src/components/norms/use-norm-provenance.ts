import type { NormProvenance } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
