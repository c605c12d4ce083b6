import { z } from 'zod';

/** Video folders (admin): folders, the videos in them, moving and copying a video. */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const FOLDER_NAME_REQUIRED_MESSAGE = 'Please enter a folder name';
export const FOLDER_HAS_SUBFOLDERS_MESSAGE =
  'Cannot delete folder with subfolders. Please delete or move subfolders first.';
export const FOLDER_CONFIRM_NAME_MESSAGE =
  'Please type the folder name correctly to confirm deletion.';
export const SELECT_VIDEOS_MESSAGE = 'Please select at least one video';

export const folderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tagIds: z.array(z.uuid()),
  /** Null at the top level. */
  parentFolderId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

/** Newest first. */
export const folderListResponseSchema = z.object({ folders: z.array(folderSchema) });
export type FolderListResponse = z.infer<typeof folderListResponseSchema>;

/** Blank name after trimming → 400 {@link FOLDER_NAME_REQUIRED_MESSAGE}. */
export const createFolderRequestSchema = z.object({
  name: z.string().trim().max(200),
  tagIds: z.array(z.uuid()).max(50).default([]),
  parentFolderId: z.uuid().nullable().default(null),
});
export type CreateFolderRequest = z.input<typeof createFolderRequestSchema>;

/**
 * `DELETE /api/admin/folders/:id` (JSON body or query): a folder holding videos needs its
 * exact name as confirmation.
 */
export const deleteFolderRequestSchema = z.object({ confirmName: z.string().max(200).optional() });
export type DeleteFolderRequest = z.infer<typeof deleteFolderRequestSchema>;

/** Empty list → 400 {@link SELECT_VIDEOS_MESSAGE}. */
export const addVideosToFolderRequestSchema = z.object({
  videoIds: z.array(z.uuid()).max(1000),
});
export type AddVideosToFolderRequest = z.infer<typeof addVideosToFolderRequestSchema>;

export const addVideosToFolderResponseSchema = z.object({
  /** Videos now added. */
  added: z.number().int(),
  /** Videos that were in the folder already (left as they were). */
  alreadyInFolder: z.number().int(),
});
export type AddVideosToFolderResponse = z.infer<typeof addVideosToFolderResponseSchema>;

/** Move (docs/product/states.md): remove the source folder (null for an unfiled video), add the target. */
export const moveVideoRequestSchema = z.object({
  fromFolderId: z.uuid().nullable(),
  toFolderId: z.uuid(),
});
export type MoveVideoRequest = z.infer<typeof moveVideoRequestSchema>;

/** Copy (docs/product/states.md): add the target folder if absent. */
export const copyVideoRequestSchema = z.object({ toFolderId: z.uuid() });
export type CopyVideoRequest = z.infer<typeof copyVideoRequestSchema>;
