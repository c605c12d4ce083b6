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

/**
 * How long after its own write's answer this device still waits for the live event that write
 * causes. The event is sent when the write commits, so it normally arrives before the answer.
 */
export const OWN_ECHO_WAIT_MS = 10_000;

interface OwnWrite {
  /** A live event was taken as this write's own echo. */
  echoed: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

/** Result writes this device has sent whose live echo has not been seen yet, oldest first. */
let ownWrites: OwnWrite[] = [];
/** Live connections open on this page (ready and not failed since). */
let openConnections = 0;

/**
 * The saving device refetches once, not twice: its mutation refetches when the write succeeds,
 * and the `results-changed` event that same write causes on this device's live connection is
 * skipped. Each write waits for one event from the moment it is sent (the event can arrive
 * before the answer). Skipping the wrong event is harmless: events come in commit order, so an
 * event that arrives first belongs to a change committed no later than ours, which our refetch
 * (after our commit) already includes; our own event then refetches. Without an open live
 * connection nothing waits, so a later connection never skips another device's change.
 */
export const ownResultWrites = {
  /** Call when sending a write; hand the result to {@link settled}. */
  started(): OwnWrite {
    const write: OwnWrite = { echoed: false, timer: null };
    if (openConnections > 0) ownWrites.push(write);
    return write;
  },
  /**
   * The write was answered. On success the write keeps waiting for its echo for a while. On
   * failure nothing changed on the server: true when an event was skipped in its name, which
   * then was another change and must still be refetched.
   */
  settled(write: OwnWrite, succeeded: boolean): boolean {
    if (succeeded && !write.echoed) {
      write.timer = setTimeout(() => forget(write), OWN_ECHO_WAIT_MS);
      return false;
    }
    forget(write);
    return !succeeded && write.echoed;
  },
  /** A live results event arrived: true when it is the echo of this device's own write. */
  takeEcho(): boolean {
    const waiting = ownWrites.find((write) => !write.echoed);
    if (!waiting) return false;
    waiting.echoed = true;
    if (waiting.timer !== null) forget(waiting);
    return true;
  },
  /**
   * A live connection is up (ready) or down (failed or closed). Down, events may have been
   * missed, the reconnect refetches anyway, and no write waits any longer.
   */
  liveConnection(up: boolean): void {
    openConnections = Math.max(0, openConnections + (up ? 1 : -1));
    if (up) return;
    for (const write of ownWrites) if (write.timer !== null) clearTimeout(write.timer);
    ownWrites = [];
  },
};

function forget(write: OwnWrite): void {
  if (write.timer !== null) clearTimeout(write.timer);
  ownWrites = ownWrites.filter((other) => other !== write);
}
