import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { whenToastRaised } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { type Loadable, type LoadSchedule, loadable, useLoadable } from '@/lib/loadable';
import { afterFirstSettle } from '@/lib/when-settled';
import { OfflineBanner } from './offline-banner';

// Radix Toast is not part of the first screen's code: the toaster loads once the page has settled,
// or at once when a toast is raised before that (it waits in the store meanwhile, milliseconds).
const toaster = loadable(() => import('@/components/ui/toast/toast').then((m) => m.Toaster));

/** Starts `start` at the first settling or at the first toast, whichever comes first. */
export function settledOrToast(queryClient: QueryClient): LoadSchedule {
  return (start) => {
    let started = false;
    // Either may call `once` at once (the page settled before, a toast is already waiting), before
    // the other's cancel exists: both start as no-ops.
    let cancelSettled = () => {};
    let cancelToast = () => {};
    const once = () => {
      if (started) return;
      started = true;
      cancelSettled();
      cancelToast();
      start();
    };
    cancelSettled = afterFirstSettle(queryClient, once);
    if (started) return () => {};
    cancelToast = whenToastRaised(once);
    return () => {
      cancelSettled();
      cancelToast();
    };
  };
}

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * Page layout (docs/product/screens.md): a scrolling main area with safe-area padding, an optional bottom
 * navigation of 4rem and the notification area; the offline banner on top while offline, and
 * the changes still waiting to sync (sent from here too).
 */
export function AppLayout({
  children,
  nav,
  userId = null,
  offlineSync,
}: {
  children: ReactNode;
  nav: NavItem[] | null;
  /** The signed-in user, whose queued changes are sent and shown. */
  userId?: string | null;
  /**
   * What sends the device's queued changes and shows what waits, loaded once the page has first
   * settled like the toaster (the app shell's, which knows every kind of queued change).
   */
  offlineSync: Loadable<{ ownerId: string | null }>;
}) {
  // Not needed for the first paint: they load once the page has first settled. A part that cannot load
  // (offline before the app was cached) stays away: toasts wait in their store, queued changes
  // in the device's queue.
  const queryClient = useQueryClient();
  const afterSettling = (start: () => void) => afterFirstSettle(queryClient, start);
  const toasts = useLoadable(toaster, settledOrToast(queryClient));
  const sync = useLoadable(offlineSync, afterSettling);
  return (
    <div className="flex h-full flex-col">
      <OfflineBanner />
      {sync.status === 'loaded' ? <sync.Component ownerId={userId} /> : null}
      <div
        className={cn(
          'flex-1 overflow-y-auto',
          nav ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'pb-[env(safe-area-inset-bottom)]',
        )}
      >
        {children}
      </div>
      {nav ? <BottomNav items={nav} /> : null}
      {toasts.status === 'loaded' ? <toasts.Component /> : null}
    </div>
  );
}

function BottomNav({ items }: { items: NavItem[] }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-black/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul
        className={cn(
          'mx-auto grid h-16 max-w-lg',
          items.length > 4 ? 'grid-cols-5' : 'grid-cols-4',
        )}
      >
        {items.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  isActive ? 'text-accent' : 'text-zinc-400 hover:text-zinc-100',
                )
              }
            >
              <Icon aria-hidden className="h-5 w-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
