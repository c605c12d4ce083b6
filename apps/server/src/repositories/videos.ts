import { canAccessVideo, type SubscriptionProfile } from '@gamespeed/domain';
import type { VideoRole } from '@gamespeed/domain/constants';
import type {
  AdminVideo,
  Category,
  Video,
  VideoCounts,
  VideoView,
} from '@gamespeed/domain/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { videoCategories, videoFolders, videos } from '../db/schema';
import { notFound } from '../lib/errors';

type Db = Database | Transaction;
export type VideoRow = typeof videos.$inferSelect;
export type CategoryRow = typeof videoCategories.$inferSelect;

export const videoNotFound = () => notFound('Video not found.');

/** for_role values a view shows (docs/product/permissions.md): coach → coach|both, athlete → athlete|both. */
export const rolesForView = (view: VideoView): VideoRole[] => [view, 'both'];

/**
 * A video as a user sees it. The Vimeo id and unlisted hash go only to a user who may watch it
 * (docs/product/content.md): `accessible` is the caller's {@link mayWatch} answer.
 */
export function toVideoDto(row: VideoRow, accessible: boolean): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    vimeoId: accessible ? row.vimeoId : null,
    vimeoHash: accessible ? row.vimeoHash : null,
    accessible,
    thumbnailUrl: row.thumbnailUrl,
    duration: row.duration,
    tags: row.tags,
    categoryId: row.categoryId,
    isFeatured: row.isFeatured,
    isPreview: row.isPreview,
    forRole: row.forRole,
    drillType: row.drillType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminVideoDto(row: VideoRow): AdminVideo {
  return {
    ...toVideoDto(row, true),
    vimeoId: row.vimeoId,
    folderIds: row.folderIds?.length ? row.folderIds : null,
  };
}

/** Who is asking: the subscription fields and the admin flag decide what they may watch. */
export type Viewer = SubscriptionProfile & { isAdmin: boolean };

/**
 * Whether the viewer may watch the video (docs/product/content.md): a preview, an active
 * subscription, or an admin (who manages the library).
 */
export function mayWatch(row: { isPreview: boolean }, viewer: Viewer, now: Date): boolean {
  return viewer.isAdmin || canAccessVideo(row, viewer, now);
}

export function toCategoryDto(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    forRole: row.forRole,
    orderIndex: row.orderIndex,
  };
}

/** Videos of a view, newest first. */
export function listVideosForView(
  db: Db,
  view: VideoView,
  page: { limit: number; offset: number },
): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(inArray(videos.forRole, rolesForView(view)))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every video ordered by title, ignoring case (the admin list). */
export function listAllVideos(
  db: Db,
  page: { limit: number; offset: number },
): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .orderBy(sql`lower(${videos.title})`, asc(videos.title), asc(videos.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVideos(db: Db): Promise<VideoCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unfiled: sql<number>`(count(*) filter (where coalesce(cardinality(${videos.folderIds}), 0) = 0))::int`,
      featured: sql<number>`(count(*) filter (where ${videos.isFeatured}))::int`,
    })
    .from(videos);
  return row ?? { total: 0, unfiled: 0, featured: 0 };
}

/** Categories of a view, by order_index. */
export function listCategoriesForView(db: Db, view: VideoView): Promise<CategoryRow[]> {
  return db
    .select()
    .from(videoCategories)
    .where(inArray(videoCategories.forRole, rolesForView(view)))
    .orderBy(asc(videoCategories.orderIndex), asc(videoCategories.name));
}

/** Inserts a video unless its Vimeo id exists; undefined then. */
export async function insertVideo(
  db: Db,
  values: typeof videos.$inferInsert,
): Promise<VideoRow | undefined> {
  const [row] = await db
    .insert(videos)
    .values(values)
    .onConflictDoNothing({ target: videos.vimeoId })
    .returning();
  return row;
}

export async function deleteVideo(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return deleted.length > 0;
}

export async function findVideo(db: Db, id: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

/** How many of `ids` (distinct) exist. */
export async function countExistingVideos(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(inArray(videos.id, [...ids]));
  return row?.n ?? 0;
}

// Folder membership. Each change is ONE UPDATE computing the new folder_ids from the row's current
// value with array operators, so concurrent edits of the same row queue on its row lock and each
// applies to the other's result: nothing is lost, and there is no read-modify-write. The
// `FOR SHARE` sub-select makes the update wait for (and then skip) a folder being deleted, so no
// video can end up pointing at a deleted folder.

const current = sql`coalesce(${videos.folderIds}, '{}'::uuid[])`;
const folderLocked = (folderId: string) =>
  sql`exists (select 1 from ${videoFolders} where ${videoFolders.id} = ${folderId}::uuid for share)`;
/** `list` with `folderId` appended unless already there. */
const withFolder = (list: ReturnType<typeof sql>, folderId: string) =>
  sql`case when ${list} @> array[${folderId}::uuid] then ${list} else array_append(${list}, ${folderId}::uuid) end`;

/**
 * Adds the folder to each listed video not already in it; returns the ids updated. Nothing is
 * updated when the folder does not exist.
 */
export async function addVideosToFolder(
  db: Db,
  folderId: string,
  videoIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .update(videos)
    .set({ folderIds: sql`array_append(${current}, ${folderId}::uuid)` })
    .where(
      and(
        inArray(videos.id, [...videoIds]),
        sql`not (${current} @> array[${folderId}::uuid])`,
        folderLocked(folderId),
      ),
    )
    .returning({ id: videos.id });
  return rows.map((r) => r.id);
}

/** Removes the folder from the video (folder_ids null when it was the last one). */
export async function removeVideoFromFolder(
  db: Db,
  folderId: string,
  videoId: string,
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({
      folderIds: sql`nullif(array_remove(${current}, ${folderId}::uuid), '{}'::uuid[])`,
    })
    .where(eq(videos.id, videoId))
    .returning();
  return row;
}

/**
 * Move: removes `fromFolderId` (if given) and adds `toFolderId` unless present, in one update.
 * Undefined when the video or the target folder does not exist.
 */
export async function moveVideo(
  db: Db,
  videoId: string,
  fromFolderId: string | null,
  toFolderId: string,
): Promise<VideoRow | undefined> {
  const without =
    fromFolderId === null ? current : sql`array_remove(${current}, ${fromFolderId}::uuid)`;
  const [row] = await db
    .update(videos)
    .set({ folderIds: withFolder(without, toFolderId) })
    .where(and(eq(videos.id, videoId), folderLocked(toFolderId)))
    .returning();
  return row;
}

/** Copy: adds `toFolderId` unless present. Undefined when the video or folder does not exist. */
export async function copyVideo(
  db: Db,
  videoId: string,
  toFolderId: string,
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ folderIds: withFolder(current, toFolderId) })
    .where(and(eq(videos.id, videoId), folderLocked(toFolderId)))
    .returning();
  return row;
}

/** Removes a folder from every video holding it (null when empty); returns how many changed. */
export async function clearFolderFromVideos(db: Db, folderId: string): Promise<number> {
  const rows = await db
    .update(videos)
    .set({
      folderIds: sql`nullif(array_remove(${videos.folderIds}, ${folderId}::uuid), '{}'::uuid[])`,
    })
    .where(sql`${videos.folderIds} @> array[${folderId}::uuid]`)
    .returning({ id: videos.id });
  return rows.length;
}

/** How many videos the folder holds. */
export async function countVideosInFolder(db: Db, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(sql`${videos.folderIds} @> array[${folderId}::uuid]`);
  return row?.n ?? 0;
}

/** A video the import inserts (docs/product/api.md import: no drill type; audience chosen at confirm). */
export interface ImportedVideo {
  vimeoId: string;
  /** The unlisted hash, or null. */
  vimeoHash: string | null;
  title: string;
  description: string | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}

/** PostgreSQL text cannot hold NUL characters; a Vimeo description with one must still import. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/**
 * One multi-row INSERT … ON CONFLICT (vimeo_id) DO UPDATE for a batch of imported videos: new
 * ones are inserted for `forRole`; those already in the library get Vimeo's duration, thumbnail,
 * hash, and — unless an admin edited them — title and description again (audience, category,
 * flags and tags are the admin's and stay). Returns how many rows were new and how many refreshed (`xmax = 0` marks an insert).
 */
export async function upsertImportedVideos(
  db: Db,
  batch: readonly ImportedVideo[],
  forRole: VideoRole,
): Promise<{ inserted: number; refreshed: number }> {
  if (batch.length === 0) return { inserted: 0, refreshed: 0 };
  const rows = await db
    .insert(videos)
    .values(
      batch.map((v): typeof videos.$inferInsert => ({
        title: withoutNul(v.title),
        description: v.description === null ? null : withoutNul(v.description),
        vimeoId: v.vimeoId,
        vimeoHash: v.vimeoHash,
        thumbnailUrl: v.thumbnailUrl,
        duration: v.durationSeconds,
        forRole,
        drillType: null,
      })),
    )
    .onConflictDoUpdate({
      target: videos.vimeoId,
      set: {
        // An admin's own title and description win over Vimeo's (docs/product/content.md).
        title: sql`case when ${videos.textEditedAt} is null then excluded.title else ${videos.title} end`,
        description: sql`case when ${videos.textEditedAt} is null then excluded.description else ${videos.description} end`,
        duration: sql`excluded.duration`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        vimeoHash: sql`excluded.vimeo_hash`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, refreshed: rows.length - inserted };
}
