import type { AdminVideo } from '@gamespeed/domain/contracts';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { useDeleteVideo } from '../api/delete-video';
import { messages } from '../messages';

export interface DeleteVideoDialogProps {
  /** The video to delete; null closes the dialog. */
  video: AdminVideo | null;
  onClose: () => void;
}

/** docs/product/screens.md 'Delete Video'. */
export function DeleteVideoDialog({ video, onClose }: DeleteVideoDialogProps) {
  const deletion = useDeleteVideo();
  return (
    <ConfirmDialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Video"
      description={
        video
          ? `Are you sure you want to delete "${video.title}"? This removes it from the library and from every folder. This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={deletion.isPending}
      onConfirm={() => {
        if (!video) return;
        deletion.mutate(video.id, {
          onSuccess: () => {
            toast({ title: messages.videoDeleted, variant: 'success' });
            onClose();
          },
          onError: () => toast({ title: messages.videoDeleteFailed, variant: 'destructive' }),
        });
      }}
    />
  );
}
