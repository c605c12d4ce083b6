import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SyncStatus } from '@/components/layout/sync-status';
import { RESULT_WRITE } from '@/features/athlete/api/use-result-write';
import { TEAM_RESULT_WRITE } from '@/features/teams/api/team-results';
import { registerQueuedWriteKinds } from '@/lib/offline-queue';
import { refreshAfter } from '@/lib/refresh-after';
import { useOfflineSync } from '@/lib/use-offline-queue';

// Every kind of write the device may have queued, in this visit or an earlier one: sending them
// needs each kind's reading of the server's answer, whichever screens have loaded.
registerQueuedWriteKinds(RESULT_WRITE, TEAM_RESULT_WRITE);

/**
 * Sends the writes this device queued while offline and shows what is still waiting or was
 * refused (docs/product/results.md 'Offline'). Loaded once the first screen has settled
 * (app/app-shell.tsx): the queue lives in IndexedDB and is not needed to draw it.
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
