import { LIVE_RECONNECT_BACKOFF_MS } from '@gamespeed/domain';
import type { StreamTicket } from '@gamespeed/domain/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, apiUrl, getAccessToken } from './api-client';
import { connectLive, type LiveConnectionOptions } from './live-connection';
import { ownWrites } from './own-writes';
import { refreshAfter } from './refresh-after';
import { whenSettled } from './when-settled';

/**
 * The stream's address with a fresh single-use ticket (asked for with the access token, which
 * never goes into the address), or null when signed out.
 */
async function eventsUrl(): Promise<string | null> {
  if (!(await getAccessToken())) return null;
  const { ticket } = await apiRequest<StreamTicket>('/events/ticket', { method: 'POST' });
  return apiUrl(`/events?ticket=${encodeURIComponent(ticket)}`);
}

/**
 * Opens the live connection once the page has settled ({@link whenSettled}): the screen's own
 * requests go first. Returns the function that cancels or closes it.
 */
function connectLiveWhenSettled(
  queryClient: QueryClient,
  options: Omit<LiveConnectionOptions, 'url' | 'backoffMs'>,
): () => void {
  let close = () => {};
  const cancel = whenSettled(queryClient, () => {
    close = connectLive({ url: eventsUrl, backoffMs: LIVE_RECONNECT_BACKOFF_MS, ...options });
  });
  return () => {
    cancel();
    close();
  };
}

/**
 * Keeps the athlete's screens live (docs/product/states.md 'Best values ... refresh when results change'): a
 * result saved on another device refreshes the dashboard and progress here. Reconnects with
 * back-off 1, 2, 5, 10 s and refetches each time the stream is listening (the first time too), so
 * nothing saved before it listened is missed. The stream opens once the page has settled
 * ({@link whenSettled}): it never holds up the screen's own requests.
 * The event caused by this device's own write (its client id, lib/own-writes.ts) is skipped:
 * that write refetched already. The server ends a stream when its access token expires or the
 * session signs out; the next attempt asks for a new ticket with a refreshed token. Closed on
 * unmount.
 */
export function useLiveResults(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void refreshAfter(queryClient, 'resultsChanged');
    return connectLiveWhenSettled(queryClient, {
      onResultsChanged: (clientId) => {
        if (!ownWrites.isEcho(clientId)) refresh();
      },
      onListening: refresh,
    });
  }, [enabled, queryClient]);
}

/** Team events arriving within this time of the first one cause one refetch. */
export const TEAM_REFRESH_COALESCE_MS = 500;

/**
 * Keeps a coach's team screens live (roster, Team Overview, test day, an athlete's analysis):
 * when an athlete on one of the coach's teams saves, edits or deletes a result on any device,
 * the server sends `team-results-changed` on the coach's own stream and the team queries are
 * refetched, once per burst of events ({@link TEAM_REFRESH_COALESCE_MS}). Reconnects like {@link useLiveResults} and refetches each time the stream is listening. Closed on
 * unmount.
 */
export function useLiveTeamResults(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void refreshAfter(queryClient, 'teamResultsChanged');
    // A test day saves many results in a row: one refetch per burst, not one per result.
    let pending: ReturnType<typeof setTimeout> | null = null;
    const refreshSoon = () => {
      pending ??= setTimeout(() => {
        pending = null;
        refresh();
      }, TEAM_REFRESH_COALESCE_MS);
    };
    const close = connectLiveWhenSettled(queryClient, {
      // The coach's own results are not on these screens.
      onResultsChanged: () => {},
      // The coach's own test-day entries refetch when the save is done.
      onTeamResultsChanged: (_teamId, clientId) => {
        if (!ownWrites.isEcho(clientId)) refreshSoon();
      },
      onListening: refresh,
    });
    return () => {
      if (pending !== null) clearTimeout(pending);
      close();
    };
  }, [enabled, queryClient]);
}
