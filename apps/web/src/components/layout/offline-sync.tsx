import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfter } from '@/lib/refresh-after';
import { useOfflineSync } from '@/lib/use-offline-queue';
import { SyncStatus } from './sync-status';

/**
 * Sends the writes this device queued while offline and shows what is still waiting or was
 * refused (docs/product/results.md 'Offline'). Loaded once the first screen has settled
 * (components/layout/app-layout.tsx): the queue lives in IndexedDB and is not needed to draw it.
 */
export function OfflineSync({ ownerId }: { ownerId: string | null }) {
  const queryClient = useQueryClient();
  // Writes were accepted: refresh what they changed.
  const refresh = useCallback(
    () => void refreshAfter(queryClient, 'queuedChangesSynced'),
    [queryClient],
  );
  useOfflineSync(ownerId, refresh);
  return <SyncStatus ownerId={ownerId} />;
}
