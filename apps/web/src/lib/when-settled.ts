import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest the page is waited for: after this, `run` is called anyway. */
export const SETTLE_MAX_WAIT_MS = 5_000;

/**
 * After the screen's data has been rendered, this much longer before the page counts as
 * settled: the frame with it reaches the screen some frames after it was drawn.
 */
export const SETTLE_GRACE_MS = 200;

/** Work the page waits for besides queries: the opened screen's code. */
const holds = new Set<Promise<unknown>>();

/** The page is not settled while `work` runs (e.g. the screen's code loading). Returns `work`. */
export function holdSettle<T>(work: Promise<T>): Promise<T> {
  holds.add(work);
  const release = () => holds.delete(work);
  work.then(release, release);
  return work;
}

/**
 * Calls `run` once the page has settled: the window has loaded, the opened screen's code is in
 * ({@link holdSettle}), no query is fetching (the screen's data is in), the result has been
 * painted and the browser is idle — or after {@link SETTLE_MAX_WAIT_MS} at the latest. For work
 * the screen does not wait for (the live-update stream, the toaster's code, the service worker,
 * reference data): on a slow connection it would otherwise share the browser's few connections
 * with the requests the screen does wait for. Returns a function that cancels it.
 */
export function whenSettled(
  queryClient: QueryClient,
  run: () => void,
  maxWaitMs = SETTLE_MAX_WAIT_MS,
): () => void {
  let done = false;
  let cleanups: (() => void)[] = [];
  const stop = () => {
    done = true;
    clearTimeout(deadline);
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
  };
  const finish = () => {
    if (done) return;
    stop();
    run();
  };
  const deadline = setTimeout(finish, maxWaitMs);
  const later = (cleanup: () => void) => cleanups.push(cleanup);

  const check = () => {
    if (done) return;
    if (holds.size > 0) {
      void Promise.allSettled([...holds]).then(check);
      return;
    }
    if (queryClient.isFetching() > 0) {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        check();
      });
      later(unsubscribe);
      return;
    }
    // What just arrived renders now: wait for the next frame, the grace time and an idle
    // moment, then make sure nothing new started meanwhile (the screen's own queries, once it
    // mounted).
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(() => {
        const idle = window.requestIdleCallback?.(settledNow, { timeout: 1_000 });
        if (idle === undefined) settledNow();
        else later(() => window.cancelIdleCallback(idle));
      }, SETTLE_GRACE_MS);
      later(() => clearTimeout(timer));
    });
    later(() => cancelAnimationFrame(frame));
  };
  const settledNow = () => {
    if (holds.size > 0 || queryClient.isFetching() > 0) check();
    else finish();
  };

  if (document.readyState === 'complete') check();
  else {
    window.addEventListener('load', check, { once: true });
    later(() => window.removeEventListener('load', check));
  }

  return () => {
    if (!done) stop();
  };
}

/**
 * Whether the page has first settled in this app session, and who waits for it: one watcher
 * for all of them. From the first settling on nothing waits. One per app session (the page);
 * tests start a fresh one with `reset`.
 */
export function createFirstSettle() {
  let settled = false;
  let watching: (() => void) | null = null;
  const waiting = new Set<() => void>();
  return {
    /** True once the page has first settled. */
    hasSettled: () => settled,
    /**
     * Calls `run` once the page has first settled ({@link whenSettled}), at once if it already
     * has. Returns a function that cancels it.
     */
    after(queryClient: QueryClient, run: () => void): () => void {
      if (settled) {
        run();
        return () => {};
      }
      watching ??= whenSettled(queryClient, () => {
        settled = true;
        watching = null;
        const due = [...waiting];
        waiting.clear();
        for (const waiter of due) waiter();
      });
      waiting.add(run);
      return () => waiting.delete(run);
    },
    /** Back to "not settled yet", nothing waiting (a test's fresh start). */
    reset(): void {
      watching?.();
      watching = null;
      settled = false;
      waiting.clear();
    },
  };
}

/** This app session's first settling. */
export const firstSettle = createFirstSettle();

/**
 * Calls `run` once the page has first settled in this app session ({@link whenSettled}), at
 * once if it already has. For what the app needs once, after the first screen: the toaster, the
 * offline queue, the service worker, reference data. Returns a function that cancels it.
 */
export const afterFirstSettle = (queryClient: QueryClient, run: () => void): (() => void) =>
  firstSettle.after(queryClient, run);

/**
 * False until the page has first settled, true from then on. Queries for what is below the
 * fold or only needed later use it as `enabled`, so the first screen's own requests go first;
 * data already cached still shows while it is false.
 */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(firstSettle.hasSettled);
  useEffect(() => {
    if (settled) return;
    return afterFirstSettle(queryClient, () => setSettled(true));
  }, [queryClient, settled]);
  return settled;
}
