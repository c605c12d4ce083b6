/**
 * The PostgreSQL NOTIFY channels of live updates, all in one place. A change NOTIFYs in the
 * transaction that makes it, so PostgreSQL delivers it when (and only if) that commits; every
 * server process LISTENs once per channel (plugins/realtime.ts, plugins/session-ends.ts).
 */
export const CHANNELS = {
  /** An athlete's test results changed; payload: a {@link ResultsChangedNotice} as JSON. */
  testResults: 'test_results',
  /** A session ended (sign-out, a reused refresh token, account deletion); payload: its id. */
  sessionsEnded: 'sessions_ended',
} as const;

/** What a `test_results` notification says: whose results changed, and through which write. */
export interface ResultsChangedNotice {
  athleteId: string;
  /** Who made the write: the athlete, or the coach of a test-day entry. */
  actorId: string | null;
  /**
   * The client id of the result the write was about (the id its device made when it first
   * saved it), or null when it has none: the device that made the write knows its own echo.
   */
  clientId: string | null;
}

export const encodeResultsChanged = (notice: ResultsChangedNotice): string =>
  JSON.stringify(notice);

/**
 * Reads a `test_results` payload: a bare athlete id (what a process of an older version sends
 * during a rolling update) is a notice without an actor or client id; a payload that is neither is null.
 */
export function decodeResultsChanged(payload: string): ResultsChangedNotice | null {
  if (!payload.startsWith('{')) return { athleteId: payload, actorId: null, clientId: null };
  try {
    const { athleteId, actorId, clientId } = JSON.parse(payload) as Partial<ResultsChangedNotice>;
    if (typeof athleteId !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { athleteId, actorId: text(actorId), clientId: text(clientId) };
  } catch {
    return null;
  }
}
