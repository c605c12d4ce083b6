import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { VIDEO_LIBRARY_QUERY_ROOT } from './video-library';

/** The first segment of every team query key (coach teams, rosters, my teams, coach dashboard). */
export const TEAMS_QUERY_ROOT = 'teams';

/** Results, progress and the dashboard built from them. */
const RESULTS_KEYS: readonly QueryKey[] = [
  ['athlete', 'dashboard'],
  ['athlete', 'results'],
];

/**
 * The one list of what to refetch after each change, whether this device made it (a mutation's
 * success) or heard of it (the live `results-changed` event, changes synced from the offline
 * queue). `'everything'` is for changes to the signed-in user, from which most screens derive.
 */
export const REFRESH_AFTER = {
  /** A result was saved, edited, deleted or restored. */
  resultsChanged: RESULTS_KEYS,
  /** The profile changed (names, physical information, reminder, leaderboard setting, role). */
  profileChanged: 'everything',
  /** Onboarding's broad jump completed the profile and produced the first assessment. */
  onboardingCompleted: 'everything',
  /** Changes made offline reached the server: anything may have moved. */
  queuedChangesSynced: 'everything',
  /** A team was created, joined, left or its invite renewed. */
  teamsChanged: [[TEAMS_QUERY_ROOT]],
  /**
   * A coach heard (live `team-results-changed`) that an athlete on a team changed results:
   * rosters, Team Overview, test day, leaderboards and the athlete views are all team queries.
   */
  teamResultsChanged: [[TEAMS_QUERY_ROOT]],
  /** An admin changed the video library; every list built on it (coach, education, admin). */
  videoLibraryChanged: [[VIDEO_LIBRARY_QUERY_ROOT]],
} as const satisfies Record<string, readonly QueryKey[] | 'everything'>;

export type Change = keyof typeof REFRESH_AFTER;

/** Refetches (active) or marks stale (inactive) the queries {@link REFRESH_AFTER} names. */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const keys: readonly QueryKey[] | 'everything' = REFRESH_AFTER[change];
  if (keys === 'everything') {
    await queryClient.invalidateQueries();
    return;
  }
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
