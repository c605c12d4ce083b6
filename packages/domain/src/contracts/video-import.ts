import { z } from 'zod';
import { DRILL_TYPES, VIDEO_ROLES } from '../constants';

/** The Vimeo import (admin, docs/product/content.md). */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const IMPORT_LOGIN_REQUIRED_MESSAGE = 'You must be logged in to import videos';
export const IMPORT_CONFIRM_PROMPT =
  'This will import all videos from Vimeo. This may take a minute. Continue?';
export const IMPORT_NOT_CONFIGURED_MESSAGE =
  'Video import is not configured. Set VIMEO_ACCESS_TOKEN.';
export const IMPORT_RUNNING_MESSAGE = 'An import is already running';

/**
 * The import's confirm step: who the newly imported videos are for and their drill type
 * (docs/product/content.md); videos already in the library keep theirs.
 */
export const importRequestSchema = z
  .object({
    forRole: z.enum(VIDEO_ROLES).optional(),
    drillType: z.enum(DRILL_TYPES).nullable().optional(),
  })
  .strict()
  .nullish();
export type ImportRequest = z.input<typeof importRequestSchema>;

/** The import summary (docs/product/api.md; field names as the spec gives them). */
export const importResponseSchema = z.object({
  /** Items Vimeo returned, valid or not. */
  total_fetched: z.number().int(),
  newly_imported: z.number().int(),
  /** Already in the library: their title, description, duration and thumbnail were refreshed. */
  already_existed: z.number().int(),
  /** Items left out: not playable on Vimeo (transcoding, failed upload, private, password). */
  skipped: z.number().int(),
  /**
   * Library videos that do not play on Vimeo after this run (made private, deleted, embedding not
   * public): admins still see them, marked; nobody else does (docs/product/content.md).
   */
  now_unavailable: z.number().int(),
  /** One line per skipped item, failed batch, or the Vimeo failure that stopped the import. */
  errors: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
