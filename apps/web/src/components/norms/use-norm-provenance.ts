import type { NormProvenance } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where every benchmark comes from (docs/product/norm-provenance.md). */
export const getNormProvenance = () => apiRequest<NormProvenance>('/norms/provenance');

export const normProvenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['norms', 'provenance'],
    queryFn: getNormProvenance,
    // Reference data: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useNormProvenance = () => useQuery(normProvenanceQueryOptions());
