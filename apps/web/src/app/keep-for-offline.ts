import type { Profile } from '@gamespeed/domain/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { controlledFromStart, whenServiceWorkerControls } from '@/lib/pwa';
import { afterFirstSettle } from '@/lib/when-settled';
import type { ReadForOffline } from './offline-reads';
import { profilePasses, ROUTES } from './route-table';

/**
 * After sign-in, reads what each screen the profile may open needs offline (its `offlineReads`
 * in the route table) — once the page has first settled, and once the service worker controls
 * the page, so the answers are kept on the device for this account (ADR 027). A queued result
 * can then be seen and cancelled in the history, and progress and drills open, without a
 * connection, although those screens were never opened online. Failures are ignored: it is a
 * head start, not a requirement. Returns a function that cancels what has not started.
 */
export function keepForOffline(queryClient: QueryClient, profile: Profile): () => void {
  let cancelled = false;
  const cancelSettle = afterFirstSettle(queryClient, () => {
    void whenServiceWorkerControls().then(async () => {
      // Before the worker controlled the page (the first visit), what the screen read did not
      // pass through it: read again even what is fresh, so it is kept.
      const again = !controlledFromStart();
      const read: ReadForOffline = (options) =>
        queryClient.prefetchQuery({
          ...(options as Parameters<QueryClient['prefetchQuery']>[0]),
          ...(again ? { staleTime: 0 } : {}),
        });
      for (const route of ROUTES) {
        if (cancelled) return;
        if (!route.offlineReads || !profilePasses(route, profile, route.path)) continue;
        await route.offlineReads(read).catch(() => undefined);
      }
    });
  });
  return () => {
    cancelled = true;
    cancelSettle();
  };
}
