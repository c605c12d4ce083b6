import { z } from 'zod';
import { DRILL_TYPES, VIDEO_ROLES } from '../constants';
import { ERROR_CODES } from '../error-codes';
import { parseVimeoId, parseVimeoInput } from '../vimeo-id';
import { pageQuerySchema, pageQueryShape } from './paging';
import { optionalText } from './text';

/**
 * Videos (docs/product/content.md, docs/product/screens.md): the library lists, adding and editing
 * a video (admin), playing and watching. Folders, tags, categories, the Vimeo import and the
 * prescriptions' video links have their own files beside this one.
 */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const VIMEO_ID_INVALID_MESSAGE =
  'Enter the numeric Vimeo video ID or the video’s Vimeo address';
export const VIDEO_EXISTS_MESSAGE = 'A video with this Vimeo ID already exists.';

/** A video as coaches and athletes see it (docs/product/data-model.md videos). */
export const videoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  /**
   * The numeric id of the video on Vimeo — only for a video the caller may watch (a preview or an
   * active subscription, docs/product/content.md); null on a locked one.
   */
  vimeoId: z.string().nullable(),
  /** The unlisted hash the player needs, under the same rule as `vimeoId`. */
  vimeoHash: z.string().nullable(),
  /** Whether the caller may watch it (a preview or an active subscription). */
  accessible: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  tags: z.array(z.string()),
  categoryId: z.uuid().nullable(),
  isFeatured: z.boolean(),
  isPreview: z.boolean(),
  forRole: z.enum(VIDEO_ROLES),
  drillType: z.enum(DRILL_TYPES).nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** A video as the admin sees it: with the folders holding it (null when none). */
export const adminVideoSchema = videoSchema.extend({
  vimeoId: z.string(),
  folderIds: z.array(z.uuid()).nullable(),
  /**
   * Why the video no longer plays on Vimeo (made private, deleted, no longer embeddable), as the
   * last import or re-check found; null while it plays. Nobody but admins sees such a video.
   */
  unavailableReason: z.string().nullable(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/** Which list to read: the coach view (for_role coach|both) or the athlete view (athlete|both). */
export const VIDEO_VIEWS = ['coach', 'athlete'] as const;
export type VideoView = (typeof VIDEO_VIEWS)[number];

/**
 * `GET /api/videos` and `GET /api/categories`. `view` defaults to the caller's role (coach for
 * 'both'); a 'both' user may ask for either view, others only for their own.
 */
export const videoListQuerySchema = z.object({
  view: z.enum(VIDEO_VIEWS).optional(),
  ...pageQueryShape,
});
/** The admin's list of every video: a page of at most 1000 (`limit`, `offset`). */
export const adminVideoListQuerySchema = pageQuerySchema;
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

/** Newest first. */
export const videoListResponseSchema = z.object({ videos: z.array(videoSchema) });
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;

export const videoCountsSchema = z.object({
  total: z.number().int(),
  /** Videos in no folder. */
  unfiled: z.number().int(),
  featured: z.number().int(),
});
export type VideoCounts = z.infer<typeof videoCountsSchema>;

/** `GET /api/admin/videos`: every video ordered by title, and the dashboard counts. */
export const adminVideoListResponseSchema = z.object({
  videos: z.array(adminVideoSchema),
  counts: videoCountsSchema,
});
export type AdminVideoListResponse = z.infer<typeof adminVideoListResponseSchema>;

/** What an admin types as the Vimeo video: the bare numeric id or a Vimeo address of it. */
const vimeoTextSchema = z
  .string({ error: 'Please enter the Vimeo video ID' })
  .trim()
  .min(1, 'Please enter the Vimeo video ID')
  .max(500);

/** The Vimeo id field: the bare numeric id or a Vimeo address of the video. */
export const vimeoIdInputSchema = vimeoTextSchema.transform((value, ctx) => {
  const id = parseVimeoId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: VIMEO_ID_INVALID_MESSAGE });
    return z.NEVER;
  }
  return id;
});

/**
 * The Vimeo id field of 'Add New Video': like {@link vimeoIdInputSchema}, also keeping the hash
 * of an unlisted address (`vimeo.com/<id>/<hash>`, `?h=<hash>`, `<id>:<hash>`).
 */
export const vimeoVideoInputSchema = vimeoTextSchema.transform((value, ctx) => {
  const parsed = parseVimeoInput(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: VIMEO_ID_INVALID_MESSAGE });
    return z.NEVER;
  }
  return parsed;
});

/** 'Add New Video' (docs/product/screens.md, docs/product/validation.md): title and Vimeo id required; description and category optional. */
/** A video's tags: at most 50, each 1–100 characters. */
const videoTagsSchema = z.array(z.string().trim().min(1).max(100)).max(50);

export const createVideoRequestSchema = z.object({
  title: z
    .string({ error: 'Please enter a video title' })
    .trim()
    .min(1, 'Please enter a video title')
    .max(300),
  description: optionalText(5000),
  vimeoId: vimeoVideoInputSchema,
  /** A category id typed as text; blank means none. */
  categoryId: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.uuid('Category must be a category ID').nullable())
    .nullable()
    .optional(),
  isFeatured: z.boolean().default(false),
  /**
   * Beyond the documented form (which always adds coach videos): who the video is for, its drill type
   * and whether it is a free preview, so admins can publish athlete drills. Defaults keep the
   * documented behaviour.
   */
  forRole: z.enum(VIDEO_ROLES).default('coach'),
  drillType: z.enum(DRILL_TYPES).nullable().default(null),
  isPreview: z.boolean().default(false),
  /** The same tags Edit Video sets, so a video is complete in one form. */
  tags: videoTagsSchema.default([]),
});
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;

/** The share of a video a user must have watched for it to count in 'Videos Watched'. */
export const WATCHED_FRACTION = 0.5;

export const PAYWALL_CODE = ERROR_CODES.subscriptionRequired;
export const PAYWALL_MESSAGE = 'Subscribe to watch this video.';

const videoTitleSchema = z
  .string({ error: 'Please enter a video title' })
  .trim()
  .min(1, 'Please enter a video title')
  .max(300);

/** `PATCH /api/admin/videos/:id`: any of these; absent fields stay as they are. */
export const updateVideoRequestSchema = z
  .object({
    title: videoTitleSchema,
    description: optionalText(5000),
    categoryId: z.uuid('Category must be a category ID').nullable(),
    forRole: z.enum(VIDEO_ROLES),
    drillType: z.enum(DRILL_TYPES).nullable(),
    isFeatured: z.boolean(),
    isPreview: z.boolean(),
    tags: videoTagsSchema,
  })
  .partial()
  .strict();
export type UpdateVideoRequest = z.input<typeof updateVideoRequestSchema>;

/** `POST /api/videos/:id/play`: what the in-app player needs, after the server's access check. */
export const playVideoResponseSchema = z.object({
  videoId: z.uuid(),
  title: z.string(),
  vimeoId: z.string(),
  vimeoHash: z.string().nullable(),
  /** `https://player.vimeo.com/video/<id>` with `h=<hash>` for an unlisted video. */
  embedUrl: z.string(),
});
export type PlayVideoResponse = z.infer<typeof playVideoResponseSchema>;

/** `POST /api/videos/:id/watch`: how far the player got (0–1); a repeated clientId is the same event. */
export const watchVideoRequestSchema = z.object({
  fraction: z
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0')
    .max(1, 'must be at most 1'),
  clientId: z.uuid('must be an id made by the device'),
});
export type WatchVideoRequest = z.infer<typeof watchVideoRequestSchema>;

export const watchVideoResponseSchema = z.object({
  videoId: z.uuid(),
  /** The furthest share watched so far. */
  fraction: z.number(),
  /** Whether it counts in 'Videos Watched' (fraction ≥ {@link WATCHED_FRACTION}). */
  watched: z.boolean(),
});
export type WatchVideoResponse = z.infer<typeof watchVideoResponseSchema>;
