import type { AdminVideo } from '@gamespeed/domain/contracts';
import type { TransferMode } from './messages';

/**
 * Move/copy mode (docs/product/states.md): the admin picked 'Move to…' or 'Copy to another folder' for a video
 * and now long-presses (or uses 'Move here'/'Copy here' on) a destination folder.
 */
export interface Transfer {
  mode: TransferMode;
  video: AdminVideo;
  /** The folder the action was started from; null for an unfiled video. */
  fromFolderId: string | null;
}

/** A folder already holding the video is no destination (nothing would change but the source). */
export const isTransferTarget = (transfer: Transfer, folderId: string) =>
  !(transfer.video.folderIds ?? []).includes(folderId);
