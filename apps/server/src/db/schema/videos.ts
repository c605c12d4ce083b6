import { DRILL_TYPES, VIDEO_ROLES } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';
import { deficiencyPrescriptions } from './training';
import { users } from './users';

export const videoCategories = pgTable(
  'video_categories',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    forRole: text('for_role', { enum: VIDEO_ROLES }).notNull().default('both'),
    orderIndex: integer('order_index').notNull().default(0),
  },
  (t) => [
    // Unique regardless of case (docs/product/content.md): "Speed" and "speed" are one name.
    uniqueIndex('video_categories_name_key').on(sql`lower(${t.name})`),
    check('video_categories_for_role_check', oneOf('for_role', VIDEO_ROLES)),
  ],
);

export const tags = pgTable('tags', { id: uuidPrimaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('tags_name_key').on(t.name),
]);

export const videoFolders = pgTable(
  'video_folders',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    tagIds: uuid('tag_ids').array().notNull().default([]),
    parentFolderId: uuid('parent_folder_id').references((): AnyPgColumn => videoFolders.id, {
      onDelete: 'restrict',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('video_folders_parent_idx').on(t.parentFolderId)],
);

export const videos = pgTable(
  'videos',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** The numeric id of the video on Vimeo, taken from its address. */
    vimeoId: text('vimeo_id').notNull(),
    /** The hash an unlisted video's player address needs (`h=`); null for a public video. */
    vimeoHash: text('vimeo_hash'),
    thumbnailUrl: text('thumbnail_url'),
    duration: integer('duration'),
    tags: text('tags').array().notNull().default([]),
    categoryId: uuid('category_id').references(() => videoCategories.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPreview: boolean('is_preview').notNull().default(false),
    forRole: text('for_role', { enum: VIDEO_ROLES }).notNull().default('coach'),
    drillType: text('drill_type', { enum: DRILL_TYPES }),
    /** Folders holding the video; null when it is in none. */
    folderIds: uuid('folder_ids').array(),
    createdAt: createdAt(),
    /**
     * When an admin last edited the title or description: from then on the Vimeo import keeps
     * them (it still refreshes duration, thumbnail and hash).
     */
    textEditedAt: timestamp('text_edited_at', { withTimezone: true, mode: 'date' }),
    /**
     * Why the video no longer plays in our player, as the last import or re-check read Vimeo
     * (made private, deleted, embedding not public); null while it plays. Such a video is shown
     * to admins only (docs/product/content.md).
     */
    unavailableReason: text('unavailable_reason'),
    /** When the import or a re-check last asked Vimeo about this video. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('videos_vimeo_id_key').on(t.vimeoId),
    index('videos_for_role_created_idx').on(t.forRole, t.createdAt.desc()),
    index('videos_title_idx').on(t.title),
    check('videos_for_role_check', oneOf('for_role', VIDEO_ROLES)),
    check('videos_drill_type_check', oneOf('drill_type', DRILL_TYPES)),
    check('videos_vimeo_id_numeric', sql`${t.vimeoId} ~ '^[0-9]+$'`),
  ],
);

/**
 * How far each user got in each video (docs/product/content.md): one row per user and video,
 * keeping the furthest fraction reported; 'Videos Watched' counts rows at or past the threshold.
 */
export const videoWatches = pgTable(
  'video_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    fraction: doublePrecision('fraction').notNull(),
    /** The device's id of the last event taken (a repeat of it changes nothing). */
    lastClientId: uuid('last_client_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    check('video_watches_fraction_check', sql`${t.fraction} >= 0 and ${t.fraction} <= 1`),
  ],
);

/** The video an admin linked to a Weight Room or Field Work item (at most one per item). */
export const prescriptionVideos = pgTable(
  'prescription_videos',
  {
    prescriptionId: uuid('prescription_id')
      .primaryKey()
      .references(() => deficiencyPrescriptions.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('prescription_videos_video_idx').on(t.videoId)],
);
