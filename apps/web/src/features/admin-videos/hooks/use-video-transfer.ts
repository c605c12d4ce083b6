import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { useCopyVideo } from '../api/copy-video';
import { useMoveVideo } from '../api/move-video';
import { useRemoveVideoFromFolder } from '../api/remove-video-from-folder';
import { messages, type TransferMode, UNDO_TOAST_MS } from '../messages';
import { isTransferTarget, type Transfer } from '../transfer';

/**
 * Move/copy mode of Manage Videos (docs/product/states.md): the video being moved, the folder
 * chosen as its destination, the confirmed change and its Undo.
 */
export function useVideoTransfer(videos: AdminVideo[] | undefined) {
  const move = useMoveVideo();
  const copy = useCopyVideo();
  const takeOut = useRemoveVideoFromFolder();
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [target, setTarget] = useState<Folder | null>(null);

  // The video being moved may have changed (another action, a refetch): follow the fresh copy.
  const active: Transfer | null = transfer
    ? { ...transfer, video: videos?.find((v) => v.id === transfer.video.id) ?? transfer.video }
    : null;

  function start(mode: TransferMode, video: AdminVideo, fromFolder: Folder | null) {
    setTarget(null);
    setTransfer({ mode, video, fromFolderId: fromFolder?.id ?? null });
  }

  function cancel() {
    setTransfer(null);
    setTarget(null);
  }

  function chooseTarget(folder: Folder) {
    if (!active || !isTransferTarget(active, folder.id)) return;
    setTarget(folder);
  }

  function confirm() {
    if (!active || !target) return;
    const { mode, video, fromFolderId } = active;
    const destination = target;
    const undone = {
      onSuccess: () => toast({ title: messages.transferUndone(mode), variant: 'success' as const }),
      onError: () => toast({ title: messages.undoFailed, variant: 'destructive' as const }),
    };
    // The opposite change, safe to send twice: a move goes back to the folder it came from; a
    // copy, or a move of an unfiled video, leaves the target folder again.
    const undo = () => {
      if (mode === 'move' && fromFolderId)
        move.mutate(
          { videoId: video.id, fromFolderId: destination.id, toFolderId: fromFolderId },
          undone,
        );
      else takeOut.mutate({ folderId: destination.id, videoId: video.id }, undone);
    };
    const done = {
      onSuccess: () => {
        toast({
          title: messages.transferDone(mode),
          variant: 'success' as const,
          duration: UNDO_TOAST_MS,
          action: {
            label: messages.undo,
            altText: messages.undoTransferLabel(mode, video.title, destination.name),
            onAction: undo,
          },
        });
        cancel();
      },
      onError: () =>
        toast({ title: messages.transferFailed(mode), variant: 'destructive' as const }),
    };
    if (mode === 'move')
      move.mutate({ videoId: video.id, fromFolderId, toFolderId: destination.id }, done);
    else copy.mutate({ videoId: video.id, toFolderId: destination.id }, done);
  }

  return {
    active,
    target,
    busy: move.isPending || copy.isPending,
    start,
    cancel,
    chooseTarget,
    clearTarget: () => setTarget(null),
    confirm,
  };
}
