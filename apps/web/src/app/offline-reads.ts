import { getResultsSummaryQueryOptions } from '@/features/athlete/api/get-results-summary';
import { getResultsHistoryQueryOptions } from '@/features/athlete/api/results-history';
import { getDrillsQueryOptions } from '@/features/drills/api/get-drills';

/** Reads one query (its options) for offline use: fetched unless fresh and already kept. */
export type ReadForOffline = (options: { queryKey: readonly unknown[] }) => Promise<unknown>;

/**
 * What the screens of the route table read to open offline (their `offlineReads`), in one
 * chunk loaded after sign-in once the page has settled: the screens' own API modules stay inside
 * the screens' chunks (a chunk of their own each would be one more file per screen).
 */
export const athleteDrills = async (read: ReadForOffline) => {
  await read(getDrillsQueryOptions('recommended'));
  await read(getDrillsQueryOptions('all'));
};

export const athleteProgress = (read: ReadForOffline) => read(getResultsSummaryQueryOptions());

export const athleteHistory = (read: ReadForOffline) => read(getResultsHistoryQueryOptions(null));
