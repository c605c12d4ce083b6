import { createStore, get, set } from 'idb-keyval';
import { ApiError, apiRequest } from './api-client';
import { refusalMessage } from './refusal-message';
import { isUnreachable } from './unreachable';

export { queueOwner, setQueueOwnerProvider } from './queue-owner';

/**
 * Writes made without a connection wait here, on the device (IndexedDB: they survive a reload
 * and an app restart), and are sent in order when the connection is back
 * (docs/product/results.md 'Offline'). Every write carries the id the device generated for it,
 * so a write sent twice (the answer was lost) is the same write on the server. The queue knows
 * no write's format: each write names its kind, which the API module that makes it describes
 * (lib/send-or-queue.ts).
 */
export interface QueuedWrite {
  /** Generated on the device; for a new result it is also the result's `clientId`. */
  id: string;
  /** Whose write it is: only that user's session sends it. */
  ownerId: string;
  /** Which kind of write it is ({@link QueuedWriteKind}), e.g. 'result' or 'team-result'. */
  kind: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  /** API path, e.g. '/results'. */
  path: string;
  body?: unknown;
  /** What the person sees in lists ('5→10 Fly 1.30s · Nov 24, 2026'). */
  label: string;
  /** The record a PATCH or DELETE is about (a result's id), for its "waiting to sync" mark. */
  about?: string;
  /** What the screens read about the write without knowing its body (e.g. the test's name). */
  details?: Readonly<Record<string, string>>;
  queuedAt: string;
}

/**
 * What an API module says about its kind of write: a success status whose answer still refuses
 * the write (a list of outcomes, say) is read by `refusalIn` — the reason, or null when saved.
 */
export interface QueuedWriteKind {
  readonly name: string;
  refusalIn?: (answer: unknown) => string | null;
}

const kinds = new Map<string, QueuedWriteKind>();

/** Makes kinds known to the queue; a write of an unknown kind counts as saved when answered 2xx. */
export function registerQueuedWriteKinds(...known: QueuedWriteKind[]): void {
  for (const kind of known) kinds.set(kind.name, kind);
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
 * The server could not take the write now: nothing reached it ({@link isUnreachable}), it is
 * failing (5xx) or busy (429). The write stays first in line and is tried again later.
 */
const isForLater = (error: unknown): boolean =>
  isUnreachable(error) ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 429));

/**
 * Writes stored before writes had kinds (2026-11-27) carried `teamEntry` and `resultId`: read
 * them as the kinds they were.
 */
function upgrade<W extends QueuedWrite>(stored: W): W {
  const write = stored as W & { teamEntry?: Record<string, string>; resultId?: string };
  if (write.kind) return write;
  const { teamEntry, resultId, ...rest } = write;
  return {
    ...(rest as W),
    kind: teamEntry ? 'team-result' : 'result',
    ...(teamEntry ? { details: teamEntry } : {}),
    ...(resultId ? { about: resultId } : {}),
  };
}

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
  kindOf: (name: string) => QueuedWriteKind | undefined = (name) => kinds.get(name),
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
            pending: [
              ...stored.pending.map(upgrade),
              ...state.pending.filter((w) => !has(stored, w.id)),
            ],
            refused: stored.refused.map(upgrade),
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
        const answer = await send(write);
        const refusal = kindOf(write.kind)?.refusalIn?.(answer) ?? null;
        if (refusal !== null) {
          await commit({
            pending: state.pending.filter((w) => w.id !== write.id),
            refused: [...state.refused, { ...write, reason: refusalMessage(refusal) }],
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
        if (isForLater(error)) return accepted;
        await commit({
          pending: state.pending.filter((w) => w.id !== write.id),
          refused: [
            ...state.refused,
            { ...write, reason: refusalMessage(error, 'The server refused this change.') },
          ],
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
