import { type AdminVideo, type Folder, SELECT_VIDEOS_MESSAGE } from '@gamespeed/domain/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { useAddVideosToFolder } from '../api/add-videos-to-folder';
import { messages } from '../messages';
import { VideoPicker } from './video-picker';

export interface AddVideosDialogProps {
  /** The folder to add to; null closes the dialog. */
  folder: Folder | null;
  /** Every video of the library (by title). */
  videos: readonly AdminVideo[];
  onClose: () => void;
}

/**
 * docs/product/screens.md 'Add Videos to Folder': a multi-select list (max 400 px high) where videos already in
 * the folder are greyed out and cannot be selected, and 'N video(s) selected'.
 */
export function AddVideosDialog({ folder, videos, onClose }: AddVideosDialogProps) {
  const adding = useAddVideosToFolder();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function close() {
    setSelected(new Set());
    onClose();
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    if (!folder || adding.isPending) return;
    if (selected.size === 0) {
      toast({
        title: messages.required,
        description: SELECT_VIDEOS_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    adding.mutate(
      { folderId: folder.id, videoIds: [...selected] },
      {
        onSuccess: (result) => {
          toast({ title: messages.videosAdded(result.added), variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: messages.videosAddFailed,
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog
      open={folder !== null}
      onOpenChange={(open) => {
        if (!open && !adding.isPending) close();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Videos to Folder</DialogTitle>
          <DialogDescription>
            {folder ? `Select videos to add to "${folder.name}".` : null}
          </DialogDescription>
        </DialogHeader>
        <VideoPicker
          videos={videos}
          selected={selected}
          onToggle={toggle}
          lockedReason={(video) =>
            folder !== null && (video.folderIds ?? []).includes(folder.id)
              ? messages.alreadyInFolder
              : undefined
          }
        />
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={adding.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={adding.isPending}
            aria-busy={adding.isPending || undefined}
          >
            {adding.isPending ? 'Adding...' : 'Add Videos'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
