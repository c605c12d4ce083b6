/**
 * The live-update connection (ARCHITECTURE.md, API conventions, docs/product/constants.md): an EventSource on GET /api/events that
 * reports `results-changed` (with the client id of the user's own write), and reconnects itself with back-off 1, 2, 5, 10 s (10 s from then
 * on), asking for a fresh stream ticket each time. Each time the stream is listening (the first
 * time too) it reports `onListening`, so the caller refetches whatever changed before: while the
 * connection was down, or between the screen's first load and the first connection.
 *
 * Heartbeats: the server writes a `: ping` comment every 25 s, but EventSource never surfaces
 * comments, so a watchdog on them would trip on a healthy idle stream. Instead every `error`
 * event (connection lost, server closed the stream, token rejected) closes the source and
 * reconnects on OUR schedule — the browser's own retry is not used, because it would reuse the
 * single-use ticket in the address and ignore the back-off. Coming back online skips the wait.
 */
import { LIVE_EVENTS } from '@gamespeed/domain/live-events';

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionOptions {
  /** The stream's address with a fresh ticket, or null when there is none (retried later). */
  url: () => Promise<string | null>;
  /** The user's results changed; `clientId` names the result when it was the user's own write. */
  onResultsChanged: (clientId: string | null) => void;
  /** A coach's stream: the results of an athlete on this team changed (`clientId`: as above). */
  onTeamResultsChanged?: (teamId: string, clientId: string | null) => void;
  /**
   * The stream is listening, for the first time or again after a failure: refetch what may have
   * changed before it was (a change saved elsewhere is only announced to a listening stream).
   */
  onListening: () => void;
  /** The connection is up (ready) or down (failed or closed after being up). */
  onStatus?: (up: boolean) => void;
  backoffMs: readonly number[];
  createEventSource?: (url: string) => EventSourceLike;
}

/** A text field of an event's JSON data (null when absent or unreadable). */
function fieldOf(event: MessageEvent | undefined, name: 'teamId' | 'clientId'): string | null {
  try {
    const data: unknown = JSON.parse(String(event?.data ?? '{}'));
    const value = (data as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Opens the connection; returns the function that closes it for good. */
export function connectLive(options: LiveConnectionOptions): () => void {
  const create = options.createEventSource ?? ((url: string) => new EventSource(url));
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Consecutive failures since the last successful connection. */
  let failures = 0;
  /** The current source sent `ready` and has not failed since. */
  let up = false;
  const setUp = (next: boolean) => {
    if (up === next) return;
    up = next;
    options.onStatus?.(next);
  };

  const scheduleRetry = () => {
    if (stopped) return;
    const { backoffMs } = options;
    const delay = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 0;
    failures += 1;
    timer = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    timer = null;
    const url = await options.url().catch(() => null);
    if (stopped) return;
    if (!url) {
      scheduleRetry();
      return;
    }
    const current = create(url);
    source = current;
    current.addEventListener(LIVE_EVENTS.ready, () => {
      if (source !== current) return;
      failures = 0;
      setUp(true);
      options.onListening();
    });
    current.addEventListener(LIVE_EVENTS.resultsChanged, (event?: MessageEvent) => {
      if (source === current) options.onResultsChanged(fieldOf(event, 'clientId'));
    });
    current.addEventListener(LIVE_EVENTS.teamResultsChanged, (event?: MessageEvent) => {
      if (source !== current || !options.onTeamResultsChanged) return;
      options.onTeamResultsChanged(fieldOf(event, 'teamId') ?? '', fieldOf(event, 'clientId'));
    });
    current.onerror = () => {
      if (source !== current) return;
      current.close();
      source = null;
      setUp(false);
      scheduleRetry();
    };
  };

  const onOnline = () => {
    if (stopped || timer === null) return;
    clearTimeout(timer);
    void open();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  void open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    setUp(false);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}
