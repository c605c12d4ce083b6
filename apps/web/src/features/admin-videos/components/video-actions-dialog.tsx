import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { Copy, FolderInput, FolderMinus, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { useRemoveVideoFromFolder } from '../api/remove-video-from-folder';
import { messages, type TransferMode } from '../messages';

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

  function remove() {
    if (!target?.folder) return;
    removal.mutate(
      { folderId: target.folder.id, videoId: target.video.id },
      {
        onSuccess: () => {
          toast({ title: messages.videoRemoved, variant: 'success' });
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
      <DialogContent>
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
                  onClick={remove}
                  disabled={removal.isPending}
                >
                  {removal.isPending ? 'Removing...' : `Remove from "${target.folder.name}"`}
                </Action>
                <Action
                  icon={<FolderInput aria-hidden className="h-5 w-5 shrink-0" />}
                  onClick={() => onStartTransfer('move', target)}
                  disabled={removal.isPending}
                >
                  Move to another folder
                </Action>
                <Action
                  icon={<Copy aria-hidden className="h-5 w-5 shrink-0" />}
                  onClick={() => onStartTransfer('copy', target)}
                  disabled={removal.isPending}
                >
                  Copy to another folder
                </Action>
              </>
            ) : (
              <Action
                icon={<FolderInput aria-hidden className="h-5 w-5 shrink-0" />}
                onClick={() => onStartTransfer('move', target)}
              >
                Move to Folder
              </Action>
            )}
            <Action
              icon={<Play aria-hidden className="h-5 w-5 shrink-0" />}
              onClick={() => {
                onPlay(target.video);
                onClose();
              }}
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
  onClick: () => void;
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
