import { createStore, get, set } from 'idb-keyval';
import { ApiError, apiRequest } from './api-client';

export { queueOwner, setQueueOwnerProvider } from './queue-owner';

/**
 * Writes made without a connection wait here, on the device (IndexedDB: they survive a reload
 * and an app restart), and are sent in order when the connection is back
 * (docs/product/results.md 'Offline'). Every write carries the id the device generated for it,
 * so a write sent twice (the answer was lost) is the same write on the server.
 */
export interface QueuedWrite {
  /** Generated on the device; for a new result it is also the result's `clientId`. */
  id: string;
  /** Whose write it is: only that user's session sends it. */
  ownerId: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  /** API path, e.g. '/results'. */
  path: string;
  body?: unknown;
  /** What the person sees in lists ('5→10 Fly 1.30s · Nov 24, 2026'). */
  label: string;
  /** The result a PATCH or DELETE is about. */
  resultId?: string;
  /**
   * A coach's test-day entry (`POST /teams/:id/results` with one entry): the server answers 200
   * per entry, so a refusal is read from the answer, not the status. Absent for the athlete's
   * own writes.
   */
  teamEntry?: { teamId: string; athleteId: string; movement: string };
  queuedAt: string;
}

/** A queued write the server refused (e.g. out of range): shown with its reason until dismissed. */
export interface RefusedWrite extends QueuedWrite {
  reason: string;
}

export interface QueueSnapshot {
  pending: readonly QueuedWrite[];
  refused: readonly RefusedWrite[];
}

/** Where the queue is kept; IndexedDB in the app, a map in unit tests. */
export interface QueueStorage {
  read(): Promise<QueueSnapshot | undefined>;
  write(snapshot: QueueSnapshot): Promise<void>;
}

const QUEUE_KEY = 'writes';

export function indexedDbQueueStorage(): QueueStorage {
  const store = createStore('gamespeed-offline', 'queue');
  return {
    read: () => get<QueueSnapshot>(QUEUE_KEY, store),
    write: (snapshot) => set(QUEUE_KEY, snapshot, store),
  };
}

export type SendWrite = (write: QueuedWrite) => Promise<unknown>;

const sendThroughApi: SendWrite = (write) =>
  apiRequest(write.path, { method: write.method, body: write.body });

/**
 * The reason the server refused a write it answered with a success status: a test-day entry
 * answered `{ outcomes: [{ status: 'refused', reason }] }`. Null when it was saved.
 */
export function refusalInAnswer(write: QueuedWrite, answer: unknown): string | null {
  if (!write.teamEntry) return null;
  const outcomes = (answer as { outcomes?: unknown } | null | undefined)?.outcomes;
  if (!Array.isArray(outcomes)) return null;
  const refused = outcomes.find(
    (o): o is { status: 'refused'; reason: string } =>
      typeof o === 'object' && o !== null && (o as { status?: unknown }).status === 'refused',
  );
  return refused ? String(refused.reason).replace(/^\w+: /, '') : null;
}

/** True when the write could not reach the server (no network): keep it and try later. */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/** A server refusal in the person's words (the field path 'body.value: ' dropped). */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError
    ? error.message.replace(/^(?:body|params|query)\.\w+: /, '')
    : 'The server refused this change.';

export interface OfflineQueue {
  snapshot(): QueueSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads what an earlier visit left. Safe to call more than once. */
  load(): Promise<void>;
  enqueue(write: QueuedWrite): Promise<void>;
  /** Drops a pending write (the person cancelled it) or a refused one (dismissed). */
  discard(id: string): Promise<void>;
  /**
   * Sends `ownerId`'s pending writes in order. Stops at the first write that cannot reach the
   * server (it stays first); a refused write moves to `refused` with its reason. Returns how
   * many were accepted. Concurrent calls share one run.
   */
  flush(ownerId: string): Promise<number>;
}

export function createOfflineQueue(
  storage: QueueStorage,
  send: SendWrite = sendThroughApi,
): OfflineQueue {
  let state: QueueSnapshot = { pending: [], refused: [] };
  let loaded: Promise<void> | null = null;
  let running: Promise<number> | null = null;
  const listeners = new Set<() => void>();

  const commit = async (next: QueueSnapshot) => {
    state = next;
    for (const listener of listeners) listener();
    await storage.write(next);
  };

  const load = () => {
    loaded ??= storage.read().then(
      (stored) => {
        if (stored) {
          state = {
            // Writes queued in this visit before the read finished stay.
            pending: [...stored.pending, ...state.pending.filter((w) => !has(stored, w.id))],
            refused: stored.refused,
          };
          for (const listener of listeners) listener();
        }
      },
      () => undefined,
    );
    return loaded;
  };

  async function run(ownerId: string): Promise<number> {
    await load();
    let accepted = 0;
    for (;;) {
      const write = state.pending.find((w) => w.ownerId === ownerId);
      if (!write) return accepted;
      try {
        const refusal = refusalInAnswer(write, await send(write));
        if (refusal !== null) {
          await commit({
            pending: state.pending.filter((w) => w.id !== write.id),
            refused: [...state.refused, { ...write, reason: refusal }],
          });
          continue;
        }
        accepted += 1;
        await commit({ ...state, pending: state.pending.filter((w) => w.id !== write.id) });
      } catch (error) {
        // Deleting what is already gone is done.
        if (write.method === 'DELETE' && error instanceof ApiError && error.status === 404) {
          await commit({ ...state, pending: state.pending.filter((w) => w.id !== write.id) });
          continue;
        }
        if (isUnreachable(error)) return accepted;
        await commit({
          pending: state.pending.filter((w) => w.id !== write.id),
          refused: [...state.refused, { ...write, reason: reasonOf(error) }],
        });
      }
    }
  }

  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async enqueue(write) {
      await load();
      if (has(state, write.id)) return;
      await commit({ ...state, pending: [...state.pending, write] });
    },
    async discard(id) {
      await load();
      await commit({
        pending: state.pending.filter((w) => w.id !== id),
        refused: state.refused.filter((w) => w.id !== id),
      });
    },
    flush(ownerId) {
      running ??= run(ownerId).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

const has = (snapshot: QueueSnapshot, id: string) =>
  snapshot.pending.some((w) => w.id === id) || snapshot.refused.some((w) => w.id === id);

/** The device's queue. */
export const offlineQueue = createOfflineQueue(
  typeof indexedDB === 'undefined'
    ? { read: async () => undefined, write: async () => undefined }
    : indexedDbQueueStorage(),
);
