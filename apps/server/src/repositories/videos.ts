import { canAccessVideo, type SubscriptionProfile } from '@gamespeed/domain';
import type { DrillType, VideoRole } from '@gamespeed/domain/constants';
import type {
  AdminVideo,
  Category,
  Video,
  VideoCounts,
  VideoView,
} from '@gamespeed/domain/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { videoCategories, videos } from '../db/schema';
import { notFound } from '../lib/errors';
import { playsOnVimeo } from './video-availability';

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
    thumbnailUrl: thumbnailFor(row, accessible),
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

/**
 * The thumbnail address a user is sent: the image host's for a video they may watch, the app's
 * own (`/api/videos/:id/thumbnail`) for a locked one — the host's address names the Vimeo id,
 * which alone plays the video (docs/product/content.md).
 */
export function thumbnailFor(
  row: Pick<VideoRow, 'id' | 'thumbnailUrl'>,
  accessible: boolean,
): string | null {
  if (row.thumbnailUrl === null) return null;
  return accessible ? row.thumbnailUrl : `/api/videos/${row.id}/thumbnail`;
}

export function toAdminVideoDto(row: VideoRow): AdminVideo {
  return {
    ...toVideoDto(row, true),
    vimeoId: row.vimeoId,
    folderIds: row.folderIds?.length ? row.folderIds : null,
    unavailableReason: row.unavailableReason,
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
    .where(and(inArray(videos.forRole, rolesForView(view)), playsOnVimeo()))
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
  checkedAt: Date,
  drillType: DrillType | null = null,
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
        drillType,
        checkedAt,
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
        // Vimeo listed it as playable: it plays again if it had been marked unavailable.
        unavailableReason: null,
        checkedAt: sql`excluded.checked_at`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, refreshed: rows.length - inserted };
}
