import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { Copy, FolderInput, FolderMinus, Play } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { useAddVideosToFolder } from '../api/add-videos-to-folder';
import { useRemoveVideoFromFolder } from '../api/remove-video-from-folder';
import { messages, type TransferMode, UNDO_TOAST_MS } from '../messages';

export interface VideoActionsTarget {
  video: AdminVideo;
  /** The folder the video was pressed in; null for an unfiled video. */
  folder: Folder | null;
}

export interface VideoActionsDialogProps {
  target: VideoActionsTarget | null;
  onClose: () => void;
  onPlay: (video: AdminVideo) => void;
  /** Enters move/copy mode for the target (the dialog closes). */
  onStartTransfer: (mode: TransferMode, target: VideoActionsTarget) => void;
}

/**
 * docs/product/screens.md 'Video Actions' and docs/product/states.md: an unfiled video offers 'Move to Folder'; a video in a folder
 * offers Remove from, Move to, or Copy to another folder.
 */
export function VideoActionsDialog({
  target,
  onClose,
  onPlay,
  onStartTransfer,
}: VideoActionsDialogProps) {
  const removal = useRemoveVideoFromFolder();
  const putBack = useAddVideosToFolder();
  // The menu opens under the finger of a long press; lifting that finger must not choose an
  // action. A pointer click counts only after a press that started inside the menu; keyboard
  // activation (a click with detail 0) always counts.
  const armed = useRef(false);
  useEffect(() => {
    if (target) armed.current = false;
  }, [target]);
  const chosen = (action: () => void) => (event: MouseEvent) => {
    if (event.detail > 0 && !armed.current) return;
    action();
  };

  function remove() {
    if (!target?.folder) return;
    const { video, folder } = target;
    // Undo adds the video back to the folder: adding is a no-op when it is already there, so a
    // repeated Undo (a double tap, a retry) changes nothing more.
    const undo = () =>
      putBack.mutate(
        { folderId: folder.id, videoIds: [video.id] },
        {
          onSuccess: () => toast({ title: messages.removeUndone(folder.name), variant: 'success' }),
          onError: () => toast({ title: messages.undoFailed, variant: 'destructive' }),
        },
      );
    removal.mutate(
      { folderId: folder.id, videoId: video.id },
      {
        onSuccess: () => {
          toast({
            title: messages.videoRemoved,
            variant: 'success',
            duration: UNDO_TOAST_MS,
            action: {
              label: messages.undo,
              altText: messages.undoRemoveLabel(video.title, folder.name),
              onAction: undo,
            },
          });
          onClose();
        },
        onError: () => toast({ title: messages.videoRemoveFailed, variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !removal.isPending) onClose();
      }}
    >
      <DialogContent
        onPointerDownCapture={() => {
          armed.current = true;
        }}
      >
        <DialogHeader>
          <DialogTitle>Video Actions</DialogTitle>
          <DialogDescription className="break-words">
            {target
              ? target.folder
                ? `"${target.video.title}" in "${target.folder.name}"`
                : `"${target.video.title}" (not in a folder)`
              : null}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <div className="flex flex-col gap-2">
            {target.folder ? (
              <>
                <Action
                  icon={<FolderMinus aria-hidden className="h-5 w-5 shrink-0" />}
                  onClick={chosen(remove)}
                  disabled={removal.isPending}
                >
                  {removal.isPending ? 'Removing...' : `Remove from "${target.folder.name}"`}
                </Action>
                <Action
                  icon={<FolderInput aria-hidden className="h-5 w-5 shrink-0" />}
                  onClick={chosen(() => onStartTransfer('move', target))}
                  disabled={removal.isPending}
                >
                  Move to another folder
                </Action>
                <Action
                  icon={<Copy aria-hidden className="h-5 w-5 shrink-0" />}
                  onClick={chosen(() => onStartTransfer('copy', target))}
                  disabled={removal.isPending}
                >
                  Copy to another folder
                </Action>
              </>
            ) : (
              <Action
                icon={<FolderInput aria-hidden className="h-5 w-5 shrink-0" />}
                onClick={chosen(() => onStartTransfer('move', target))}
              >
                Move to Folder
              </Action>
            )}
            <Action
              icon={<Play aria-hidden className="h-5 w-5 shrink-0" />}
              onClick={chosen(() => {
                onPlay(target.video);
                onClose();
              })}
              disabled={removal.isPending}
            >
              Play video
            </Action>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Action({
  icon,
  children,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: (event: MouseEvent) => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      className="h-auto min-h-12 justify-start py-2 text-left"
      onClick={onClick}
      disabled={disabled}
    >
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </Button>
  );
}
