import {
  FOLDER_CONFIRM_NAME_MESSAGE,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
  type Folder,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteFolder } from '../api/delete-folder';
import { messages } from '../messages';

export interface DeleteFolderDialogProps {
  /** The folder to delete (one without subfolders); null closes the dialog. */
  folder: Folder | null;
  /** Videos directly in it: with any, the admin must type the folder's exact name. */
  videoCount: number;
  onClose: () => void;
  onDeleted: (folder: Folder) => void;
}

/** docs/product/screens.md 'Delete Folder' and docs/product/validation.md: a folder holding videos needs its exact name typed. */
export function DeleteFolderDialog({
  folder,
  videoCount,
  onClose,
  onDeleted,
}: DeleteFolderDialogProps) {
  const deletion = useDeleteFolder();
  const [typed, setTyped] = useState('');
  const needsName = videoCount > 0;

  function close() {
    setTyped('');
    onClose();
  }

  function confirm() {
    if (!folder) return;
    if (needsName && typed !== folder.name) {
      toast({
        title: messages.confirmationRequired,
        description: FOLDER_CONFIRM_NAME_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    deletion.mutate(
      { folderId: folder.id, confirmName: needsName ? typed : undefined },
      {
        onSuccess: () => {
          toast({ title: messages.folderDeleted, variant: 'success' });
          onDeleted(folder);
          close();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          if (code === ERROR_CODES.folderHasSubfolders)
            toast({
              title: messages.cannotDelete,
              description: FOLDER_HAS_SUBFOLDERS_MESSAGE,
              variant: 'destructive',
            });
          else if (code === ERROR_CODES.folderConfirmationRequired)
            toast({
              title: messages.confirmationRequired,
              description: FOLDER_CONFIRM_NAME_MESSAGE,
              variant: 'destructive',
            });
          else toast({ title: messages.folderDeleteFailed, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={folder !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Delete Folder"
      description={
        folder
          ? needsName
            ? `"${folder.name}" holds ${videoCount} video(s). The videos stay in the library. Type the folder name to confirm deletion.`
            : `Are you sure you want to delete "${folder.name}"? This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete Folder"
      busyLabel="Deleting..."
      destructive
      busy={deletion.isPending}
      onConfirm={confirm}
    >
      {folder && needsName ? (
        <TextField
          label="Folder name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={folder.name}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
        />
      ) : null}
    </ConfirmDialog>
  );
}
