import { z } from 'zod';
import { adminVideoSchema, updateVideoRequestSchema } from './videos';

/** The most videos one bulk edit changes (a page of the Manage Videos screen and more). */
export const BULK_EDIT_MAX_VIDEOS = 500;

/**
 * What a bulk edit may set on a video: the library fields, not a video's own title or
 * description. Absent fields stay as they are.
 */
export const videoBulkChangesSchema = updateVideoRequestSchema
  .pick({
    categoryId: true,
    forRole: true,
    drillType: true,
    isFeatured: true,
    isPreview: true,
    tags: true,
  })
  .strict();
export type VideoBulkChanges = z.infer<typeof videoBulkChangesSchema>;

export const videoBulkEditSchema = z
  .object({ videoId: z.uuid(), changes: videoBulkChangesSchema })
  .strict();
export type VideoBulkEdit = z.infer<typeof videoBulkEditSchema>;

/**
 * `POST /api/admin/videos/bulk-edit`: each video's changes, all or nothing. The same changes for
 * every selected video is a bulk edit; each video's previous values (from the answer) is its Undo.
 */
export const bulkEditVideosRequestSchema = z
  .object({
    edits: z
      .array(videoBulkEditSchema)
      .min(1, 'Select at least one video')
      .max(BULK_EDIT_MAX_VIDEOS)
      .refine(
        (edits) => new Set(edits.map((e) => e.videoId)).size === edits.length,
        'Each video may appear once',
      ),
  })
  .strict();
export type BulkEditVideosRequest = z.infer<typeof bulkEditVideosRequestSchema>;

export const bulkEditVideosResponseSchema = z.object({
  /** The videos as they are now. */
  videos: z.array(adminVideoSchema),
  /** Each video's values before, of exactly the fields changed: sent back as `edits`, it undoes. */
  previous: z.array(videoBulkEditSchema),
});
export type BulkEditVideosResponse = z.infer<typeof bulkEditVideosResponseSchema>;
