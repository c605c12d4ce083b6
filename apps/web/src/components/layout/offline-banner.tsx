import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/lib/online-status';

/** One line, so the banner never takes room from a screen (the test day's list on a phone). */
export const OFFLINE_BANNER_TEXT = "You're offline · saves wait on this device";

/**
 * A status line at the top of every page while the device has no connection. The status region
 * stays in the page so screen readers announce the change when it goes offline.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? 'sr-only' : undefined}>
      {online ? null : (
        <p className="flex items-center gap-2 truncate whitespace-nowrap border-b border-amber-500/40 bg-amber-500/15 px-4 py-2 pt-[calc(0.5rem+env(safe-area-inset-top))] text-sm text-amber-100">
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{OFFLINE_BANNER_TEXT}</span>
        </p>
      )}
    </div>
  );
}
