import type { Folder } from '@gamespeed/domain/contracts';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import type { Transfer } from '../transfer';

export interface TransferConfirmDialogProps {
  transfer: Transfer | null;
  /** The destination chosen; null closes the dialog. */
  target: Folder | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/product/screens.md 'Move/Copy confirm'. */
export function TransferConfirmDialog({
  transfer,
  target,
  busy,
  onConfirm,
  onClose,
}: TransferConfirmDialogProps) {
  const move = transfer?.mode !== 'copy';
  return (
    <ConfirmDialog
      open={transfer !== null && target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={move ? 'Move Video' : 'Copy Video'}
      description={
        transfer && target
          ? `${move ? 'Move' : 'Copy'} "${transfer.video.title}" to "${target.name}"?`
          : undefined
      }
      confirmLabel={move ? 'Move' : 'Copy'}
      busyLabel={move ? 'Moving...' : 'Copying...'}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
