import { useQueryClient } from '@tanstack/react-query';
import { ownResultWrites, refreshAfter } from '@/lib/refresh-after';

type OwnWrite = ReturnType<typeof ownResultWrites.started>;

/**
 * The callbacks every result write (save, edit, delete, restore) shares: it refetches what
 * results feed once it succeeded, and tells the live connection to skip the event it causes, so
 * the saving device fetches once (lib/refresh-after.ts).
 */
export function useResultWriteRefresh() {
  const queryClient = useQueryClient();
  return {
    onMutate: (): { write: OwnWrite } => ({ write: ownResultWrites.started() }),
    onSuccess: async (
      _data: unknown,
      _input: unknown,
      context: { write: OwnWrite } | undefined,
    ) => {
      if (context) ownResultWrites.settled(context.write, true);
      await refreshAfter(queryClient, 'resultsChanged');
    },
    onError: (_error: unknown, _input: unknown, context: { write: OwnWrite } | undefined) => {
      if (context && ownResultWrites.settled(context.write, false)) {
        void refreshAfter(queryClient, 'resultsChanged');
      }
    },
  };
}
