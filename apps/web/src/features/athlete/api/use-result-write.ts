import { useQueryClient } from '@tanstack/react-query';
import type { QueuedWriteKind } from '@/lib/offline-queue';
import { ownWrites } from '@/lib/own-writes';
import { refreshAfter } from '@/lib/refresh-after';

/**
 * The athlete's own result writes (add, edit, delete) as the device's queue keeps them: the
 * server answers each with a status, so a success is a save.
 */
export const RESULT_WRITE: QueuedWriteKind = { name: 'result' };

/**
 * The callbacks every result write (save, edit, delete, restore, hide) shares: it refetches what
 * results feed once it succeeded, and the live event it causes on this device — which carries
 * the result's client id, `clientIdOf(input)` — is skipped, so the saving device fetches once
 * (lib/own-writes.ts).
 */
export function useResultWriteRefresh<Input>(
  clientIdOf: (input: Input) => string | null | undefined,
) {
  const queryClient = useQueryClient();
  return {
    onMutate: (input: Input) => ownWrites.sent(clientIdOf(input)),
    onSuccess: () => refreshAfter(queryClient, 'resultsChanged'),
  };
}
