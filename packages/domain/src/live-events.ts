/**
 * Server-Sent Event names of GET /api/events. A module of its own, without zod, so the web app's
 * live connection does not load the contracts' schemas (docs/performance.md §4).
 */
export const LIVE_EVENTS = {
  ready: 'ready',
  /**
   * The user's results changed (data: {}, or {"clientId": …} when the change was the user's own
   * write: the client id of its result, so the device that made it can skip its echo).
   */
  resultsChanged: 'results-changed',
  /**
   * A coach's stream: results of an athlete on this team changed (data: {"teamId": …}, plus the
   * "clientId" when the change was the coach's own test-day entry).
   */
  teamResultsChanged: 'team-results-changed',
} as const;
