import { z } from 'zod';
import { DRILL_TYPES, VIDEO_ROLES } from '../constants';
import { ERROR_CODES } from '../error-codes';
import { parseVimeoId } from '../vimeo-id';
import { pageQuerySchema, pageQueryShape } from './paging';

/** Video library contracts (docs/product/screens.md coach education, admin videos; docs/product/states.md; docs/product/validation.md; docs/product/api.md). */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const FOLDER_NAME_REQUIRED_MESSAGE = 'Please enter a folder name';
export const FOLDER_HAS_SUBFOLDERS_MESSAGE =
  'Cannot delete folder with subfolders. Please delete or move subfolders first.';
export const FOLDER_CONFIRM_NAME_MESSAGE =
  'Please type the folder name correctly to confirm deletion.';
export const SELECT_VIDEOS_MESSAGE = 'Please select at least one video';
export const TAG_NAME_REQUIRED_MESSAGE = 'Please enter a tag name';
export const IMPORT_LOGIN_REQUIRED_MESSAGE = 'You must be logged in to import videos';
export const IMPORT_CONFIRM_PROMPT =
  'This will import all videos from Vimeo. This may take a minute. Continue?';
export const IMPORT_NOT_CONFIGURED_MESSAGE =
  'Video import is not configured. Set VIMEO_ACCESS_TOKEN.';
export const IMPORT_RUNNING_MESSAGE = 'An import is already running';
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

/** '' (an empty optional field) → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The Vimeo id field: the bare numeric id or a Vimeo address of the video. */
export const vimeoIdInputSchema = z
  .string({ error: 'Please enter the Vimeo video ID' })
  .trim()
  .min(1, 'Please enter the Vimeo video ID')
  .max(500)
  .transform((value, ctx) => {
    const id = parseVimeoId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: VIMEO_ID_INVALID_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/** 'Add New Video' (docs/product/screens.md, docs/product/validation.md): title and Vimeo id required; description and category optional. */
export const createVideoRequestSchema = z.object({
  title: z
    .string({ error: 'Please enter a video title' })
    .trim()
    .min(1, 'Please enter a video title')
    .max(300),
  description: optionalText(5000),
  vimeoId: vimeoIdInputSchema,
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
});
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  forRole: z.enum(VIDEO_ROLES),
  orderIndex: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Ordered by order_index. */
export const categoryListResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/**
 * `GET /api/education`: the coach videos grouped by category (categories in order_index order,
 * only those holding videos; videos newest first), and coach videos in no coach category.
 */
export const educationResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      videos: z.array(videoSchema),
    }),
  ),
  uncategorized: z.array(videoSchema),
});
export type EducationResponse = z.infer<typeof educationResponseSchema>;

export const tagSchema = z.object({ id: z.uuid(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Ordered by name. */
export const tagListResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** Blank after trimming → 400 {@link TAG_NAME_REQUIRED_MESSAGE}. */
export const createTagRequestSchema = z.object({ name: z.string().trim().max(100) });
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;

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

/** The import's confirm step: who the newly imported videos are for (docs/product/content.md). */
export const importRequestSchema = z
  .object({ forRole: z.enum(VIDEO_ROLES).optional() })
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
  /** One line per skipped item, failed batch, or the Vimeo failure that stopped the import. */
  errors: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Content: editing, categories, featured, playing and watching (docs/product/content.md)

/** The share of a video a user must have watched for it to count in 'Videos Watched'. */
export const WATCHED_FRACTION = 0.5;

export const PAYWALL_CODE = ERROR_CODES.subscriptionRequired;
export const PAYWALL_MESSAGE = 'Subscribe to watch this video.';
export const CATEGORY_NAME_REQUIRED_MESSAGE = 'Please enter a category name';
export const CATEGORY_EXISTS_MESSAGE = 'A category with this name already exists.';
export const categoryInUseMessage = (videos: number) =>
  `This category still holds ${videos} ${videos === 1 ? 'video' : 'videos'}. Move ${videos === 1 ? 'it' : 'them'} to another category first.`;

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
    tags: z.array(z.string().trim().min(1).max(100)).max(50),
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

const categoryNameSchema = z
  .string({ error: CATEGORY_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, CATEGORY_NAME_REQUIRED_MESSAGE)
  .max(100);

/** `POST /api/admin/categories`: a new category goes last. */
export const createCategoryRequestSchema = z.object({
  name: categoryNameSchema,
  description: optionalText(1000),
  forRole: z.enum(VIDEO_ROLES).default('both'),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

/** `PATCH /api/admin/categories/:id`: rename, describe, set the audience. */
export const updateCategoryRequestSchema = z
  .object({
    name: categoryNameSchema,
    description: optionalText(1000),
    forRole: z.enum(VIDEO_ROLES),
  })
  .partial()
  .strict();
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/** `PUT /api/admin/categories/order`: every category id, in the new order. */
export const reorderCategoriesRequestSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
});
export type ReorderCategoriesRequest = z.infer<typeof reorderCategoriesRequestSchema>;

export const adminCategorySchema = categorySchema.extend({ videoCount: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Every category by order_index, with how many videos use each. */
export const adminCategoryListResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
});
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;

/** A Weight Room or Field Work item and the video it links to. */
export const adminPrescriptionSchema = z.object({
  id: z.uuid(),
  deficiencyType: z.string(),
  gearLevel: z.number().int(),
  category: z.string(),
  exerciseName: z.string(),
  videoId: z.uuid().nullable(),
  videoTitle: z.string().nullable(),
});
export type AdminPrescription = z.infer<typeof adminPrescriptionSchema>;

export const adminPrescriptionListResponseSchema = z.object({
  prescriptions: z.array(adminPrescriptionSchema),
});
export type AdminPrescriptionListResponse = z.infer<typeof adminPrescriptionListResponseSchema>;

/** `PUT /api/admin/prescriptions/:id/video`: link a video (null unlinks). */
export const linkPrescriptionVideoRequestSchema = z.object({ videoId: z.uuid().nullable() });
export type LinkPrescriptionVideoRequest = z.infer<typeof linkPrescriptionVideoRequestSchema>;
