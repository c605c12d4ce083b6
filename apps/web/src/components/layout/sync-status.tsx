import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import { offlineQueue } from '@/lib/offline-queue';
import { useOfflineQueue } from '@/lib/use-offline-queue';

/** '1 change waiting to sync' / '3 changes waiting to sync'. */
export const waitingText = (count: number) =>
  `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;

/**
 * What the device still has to send, and what the server refused with its reason
 * (docs/product/results.md 'Offline'). Nothing shows while everything is synced.
 */
export function SyncStatus({ ownerId }: { ownerId: string | null }) {
  const { pending, refused } = useOfflineQueue();
  const mine = pending.filter((w) => w.ownerId === ownerId);
  const myRefused = refused.filter((w) => w.ownerId === ownerId);
  return (
    <div role="status" aria-live="polite">
      {mine.length > 0 ? (
        <p className="flex items-center gap-2 border-b border-line bg-surface-raised px-4 py-2 text-sm text-zinc-200">
          <CloudUpload aria-hidden className="h-4 w-4 shrink-0 text-accent" />
          {waitingText(mine.length)}
        </p>
      ) : null}
      {myRefused.length > 0 ? (
        <ul aria-label="Changes not saved" className="border-b border-red-500/40 bg-red-500/10">
          {myRefused.map((write) => (
            <li key={write.id} className="flex items-start gap-2 px-4 py-2 text-sm text-red-100">
              <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="flex-1">
                Not saved: {write.label} — {write.reason}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void offlineQueue.discard(write.id)}
                aria-label={`Dismiss: ${write.label} not saved`}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
