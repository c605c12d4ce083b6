import type { DatabaseHandle, NotificationHandler } from '../db/client';

/** Adds a listener under `key`; the answer removes it (and the key once it has none). */
export function addListener<Listener>(
  listeners: Map<string, Set<Listener>>,
  key: string,
  listener: Listener,
): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}

/** Calls each listener; one that throws does not stop the others. */
export function callEach<Args extends unknown[]>(
  listeners: Iterable<(...args: Args) => void> | undefined,
  ...args: Args
): void {
  for (const listener of listeners ?? []) {
    try {
      listener(...args);
    } catch {
      // One broken listener must not stop the others.
    }
  }
}

/**
 * A process's one LISTEN on `channel`: the answer starts it on the first call and resolves once
 * it listens; after a failure the next call tries again.
 */
export function listenOnce(
  database: DatabaseHandle,
  channel: string,
  onNotify: NotificationHandler,
): () => Promise<void> {
  let listening: Promise<void> | null = null;
  return () => {
    listening ??= database
      .listen(channel, onNotify)
      .then(() => undefined)
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  };
}
