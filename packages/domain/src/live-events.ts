/**
 * Server-Sent Event names of GET /api/events. A module of its own, without zod, so the web app's
 * live connection does not load the contracts' schemas (docs/performance.md §4).
 */
export const LIVE_EVENTS = {
  ready: 'ready',
  resultsChanged: 'results-changed',
  /** A coach's stream: results of an athlete on this team changed (data: {"teamId": …}). */
  teamResultsChanged: 'team-results-changed',
} as const;
