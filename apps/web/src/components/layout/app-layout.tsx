import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { OfflineBanner } from './offline-banner';
import { SyncStatus } from './sync-status';

// Toasts render after the first paint (Radix Toast is not part of the first screen's code); a toast
// raised earlier waits in the toast store and shows once it has loaded.
const Toaster = lazy(() =>
  import('@/components/ui/toast/toast').then((m) => ({ default: m.Toaster })),
);

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * Page layout (docs/product/screens.md): a scrolling main area with safe-area padding, an optional bottom
 * navigation of 4rem and the notification area; the offline banner on top while offline, and
 * the changes still waiting to sync.
 */
export function AppLayout({
  children,
  nav,
  userId = null,
}: {
  children: ReactNode;
  nav: NavItem[] | null;
  /** The signed-in user, whose queued changes are shown. */
  userId?: string | null;
}) {
  return (
    <div className="flex h-full flex-col">
      <OfflineBanner />
      <SyncStatus ownerId={userId} />
      <div
        className={cn(
          'flex-1 overflow-y-auto',
          nav ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'pb-[env(safe-area-inset-bottom)]',
        )}
      >
        {children}
      </div>
      {nav ? <BottomNav items={nav} /> : null}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
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
