/**
 * docs/product/messages.md texts of the admin video screens, verbatim. (Texts the server also returns live in
 * @gamespeed/domain/contracts: FOLDER_HAS_SUBFOLDERS_MESSAGE, FOLDER_CONFIRM_NAME_MESSAGE, ...)
 */
export const messages = {
  videoAdded: 'Video added successfully!',
  videoAddFailed: 'Failed to add video. Please try again.',
  videoDeleted: 'Video deleted successfully!',
  videoDeleteFailed: 'Failed to delete video. Please try again.',
  cannotDelete: 'Cannot Delete',
  confirmationRequired: 'Confirmation Required',
  folderDeleted: 'Folder deleted successfully!',
  folderDeleteFailed: 'Failed to delete folder. Please try again.',
  folderCreated: 'Folder created successfully!',
  folderCreateFailed: 'Failed to create folder',
  tagCreated: 'Tag created successfully!',
  tagCreateFailed: 'Failed to create tag',
  required: 'Required',
  videosAdded: (n: number) => `${n} video(s) added to folder!`,
  videosAddFailed: 'Failed to add videos to folder',
  videoRemoved: 'Video removed from folder',
  videoRemoveFailed: 'Failed to remove video from folder',
  transferDone: (mode: TransferMode) =>
    mode === 'move' ? 'Video moved successfully' : 'Video copied successfully',
  transferFailed: (mode: TransferMode) => `Failed to ${mode} video`,
  undo: 'Undo',
  undoRemoveLabel: (title: string, folder: string) => `Undo removing "${title}" from "${folder}"`,
  undoTransferLabel: (mode: TransferMode, title: string, folder: string) =>
    mode === 'move'
      ? `Undo moving "${title}" to "${folder}"`
      : `Undo copying "${title}" to "${folder}"`,
  removeUndone: (folder: string) => `Video put back in "${folder}"`,
  transferUndone: (mode: TransferMode) => (mode === 'move' ? 'Move undone' : 'Copy undone'),
  undoFailed: 'Could not undo. Please try again.',
  transferHint: (mode: TransferMode) =>
    mode === 'move'
      ? 'Move Mode: Long-press on a folder to move the video there'
      : 'Copy Mode: Long-press on a folder to copy the video there',
  importFailed: (message: string | undefined) =>
    `Failed to import videos: ${message || 'Unknown error'}`,
  recheckFailed: (message: string | undefined) =>
    `Failed to re-check videos: ${message || 'Unknown error'}`,
  noTags: 'No tags yet. Create your first one below.',
  folderEmpty: 'This folder is empty',
  alreadyInFolder: 'Already in folder',
  selectedCount: (n: number) => `${n} video(s) selected`,
  chooseAChange: 'Choose at least one field to change.',
  videosUpdated: (n: number) => `${n} video(s) updated`,
  bulkEditFailed: 'Failed to update the videos',
  undoBulkEditLabel: (n: number) => `Undo the changes to ${n} video(s)`,
  bulkEditUndone: 'Changes undone',
  prescriptionLinked: (exercise: string) => `"${exercise}" now opens its video`,
  prescriptionUnlinked: (exercise: string) => `"${exercise}" no longer opens a video`,
  prescriptionLinkFailed: 'Could not change the video. Please try again.',
} as const;

export type TransferMode = 'move' | 'copy';

/** How long a toast offering Undo stays (longer than the 5 s default, time to read and reach it). */
export const UNDO_TOAST_MS = 8000;
