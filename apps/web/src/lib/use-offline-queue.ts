import { useEffect, useSyncExternalStore } from 'react';
import { offlineQueue, type QueueSnapshot } from './offline-queue';

/** How often a waiting write is retried while the device says it is online. */
const RETRY_EVERY_MS = 15_000;

/** The device's queued and refused writes, re-rendering on every change. */
export function useOfflineQueue(): QueueSnapshot {
  useEffect(() => void offlineQueue.load(), []);
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.snapshot, offlineQueue.snapshot);
}

/**
 * Sends `ownerId`'s queued writes: at once, whenever the connection comes back, and every few
 * seconds while some are waiting. `onSynced` runs after writes were accepted (refresh the data).
 */
export function useOfflineSync(ownerId: string | null, onSynced: () => void): void {
  useEffect(() => {
    if (!ownerId) return;
    let stopped = false;
    const flush = async () => {
      if (stopped || !navigator.onLine) return;
      const accepted = await offlineQueue.flush(ownerId).catch(() => 0);
      if (accepted > 0 && !stopped) onSynced();
    };
    void flush();
    window.addEventListener('online', flush);
    const timer = setInterval(() => {
      if (offlineQueue.snapshot().pending.some((w) => w.ownerId === ownerId)) void flush();
    }, RETRY_EVERY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [ownerId, onSynced]);
}
