import type { VideoRole } from '@gamespeed/domain/constants';
import {
  type AdminCategory,
  type AdminPrescription,
  type UpdateVideoRequest,
  WATCHED_FRACTION,
} from '@gamespeed/domain/contracts';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import {
  deficiencyPrescriptions,
  prescriptionVideos,
  videoCategories,
  videos,
  videoWatches,
} from '../db/schema';
import { playsOnVimeo } from './video-availability';
import { type CategoryRow, rolesForView, toCategoryDto, type VideoRow } from './videos';

/** Content management, featured videos and watch progress (docs/product/content.md). */

// ---- Videos -----------------------------------------------------------------------------------

/** Applies the admin's edit; undefined when there is no such video. */
export async function updateVideo(
  db: Db,
  id: string,
  changes: { [K in keyof UpdateVideoRequest]?: UpdateVideoRequest[K] | null },
): Promise<VideoRow | undefined> {
  const set: Partial<typeof videos.$inferInsert> = {};
  if (changes.title != null) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description ?? null;
  if (changes.categoryId !== undefined) set.categoryId = changes.categoryId;
  if (changes.forRole != null) set.forRole = changes.forRole;
  if (changes.drillType !== undefined) set.drillType = changes.drillType;
  if (changes.isFeatured != null) set.isFeatured = changes.isFeatured;
  if (changes.isPreview != null) set.isPreview = changes.isPreview;
  if (changes.tags != null) set.tags = [...new Set(changes.tags)];
  if (set.title !== undefined || set.description !== undefined) set.textEditedAt = new Date();
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    return row;
  }
  const [row] = await db.update(videos).set(set).where(eq(videos.id, id)).returning();
  return row;
}

/** Featured videos whose audience includes one of `roles`, newest first. */
export function listFeaturedVideos(db: Db, roles: readonly VideoRole[]): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.isFeatured, true), inArray(videos.forRole, [...roles]), playsOnVimeo()))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(50);
}

/** The for_role values a user may see: their views (athlete|coach) and 'both'. */
export function rolesForViews(views: readonly ('coach' | 'athlete')[]): string[] {
  return [...new Set(views.flatMap((v) => rolesForView(v)))];
}

// ---- Categories -------------------------------------------------------------------------------

/** Every category by order_index, with how many videos use each. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      category: videoCategories,
      // Spelled out: inside a selected field Drizzle leaves column names unqualified.
      videoCount: sql<number>`(select count(*)::int from "videos" v where v.category_id = "video_categories"."id")`,
    })
    .from(videoCategories)
    .orderBy(asc(videoCategories.orderIndex), asc(videoCategories.name));
  return rows.map((r) => ({ ...toCategoryDto(r.category), videoCount: r.videoCount }));
}

/** Inserts a category after the last one; undefined when the name is taken. */
export async function insertCategory(
  db: Db,
  values: { name: string; description: string | null; forRole: VideoRole },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(videoCategories)
    .values({
      ...values,
      orderIndex: sql`(select coalesce(max(${videoCategories.orderIndex}), -1) + 1 from ${videoCategories})`,
    })
    // The only unique index besides the id is the name, in any case.
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateCategory(
  db: Db,
  id: string,
  changes: { name?: string; description?: string | null; forRole?: VideoRole },
): Promise<CategoryRow | undefined> {
  const set: Partial<typeof videoCategories.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.forRole !== undefined) set.forRole = changes.forRole;
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(videoCategories).where(eq(videoCategories.id, id));
    return row;
  }
  const [row] = await db
    .update(videoCategories)
    .set(set)
    .where(eq(videoCategories.id, id))
    .returning();
  return row;
}

/**
 * Sets order_index of the listed categories to their position in `ids` (0, 1, …) in one UPDATE;
 * categories not listed keep their place after them. Returns how many were found.
 */
export async function reorderCategories(db: Database, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const idArray = sql`array[${sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videoCategories)
      .set({ orderIndex: sql`array_position(${idArray}, ${videoCategories.id}) - 1` })
      .where(inArray(videoCategories.id, unique))
      .returning({ id: videoCategories.id });
    await tx
      .update(videoCategories)
      .set({ orderIndex: sql`${unique.length} + ${videoCategories.orderIndex}` })
      .where(sql`not (${videoCategories.id} = any(${idArray}))`);
    return rows.length;
  });
}

/**
 * Deletes the category unless a video uses it, in ONE statement (a video moved into it at the
 * same moment either lands first and blocks the delete, or finds it gone). 'in-use' carries how
 * many videos use it.
 */
export async function deleteCategory(
  db: Db,
  id: string,
): Promise<{ kind: 'deleted' } | { kind: 'missing' } | { kind: 'in-use'; videos: number }> {
  const deleted = await db
    .delete(videoCategories)
    .where(
      and(
        eq(videoCategories.id, id),
        sql`not exists (select 1 from ${videos} where ${videos.categoryId} = ${id}::uuid)`,
      ),
    )
    .returning({ id: videoCategories.id });
  if (deleted.length > 0) return { kind: 'deleted' };
  const [row] = await db
    .select({
      videos: sql<number>`(select count(*)::int from "videos" v where v.category_id = ${id}::uuid)`,
    })
    .from(videoCategories)
    .where(eq(videoCategories.id, id));
  return row ? { kind: 'in-use', videos: row.videos } : { kind: 'missing' };
}

// ---- Watching ---------------------------------------------------------------------------------

/**
 * Records how far the user got: one row per user and video keeping the furthest fraction. A
 * repeat of the last event (same clientId) changes nothing. Returns the furthest fraction.
 */
export async function recordWatch(
  db: Db,
  values: { userId: string; videoId: string; fraction: number; clientId: string },
): Promise<number> {
  const [row] = await db
    .insert(videoWatches)
    .values({
      userId: values.userId,
      videoId: values.videoId,
      fraction: values.fraction,
      lastClientId: values.clientId,
    })
    .onConflictDoUpdate({
      target: [videoWatches.userId, videoWatches.videoId],
      set: {
        fraction: sql`greatest(${videoWatches.fraction}, excluded.fraction)`,
        lastClientId: sql`excluded.last_client_id`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${videoWatches.lastClientId} is distinct from excluded.last_client_id`,
    })
    .returning({ fraction: videoWatches.fraction });
  if (row) return row.fraction;
  const [current] = await db
    .select({ fraction: videoWatches.fraction })
    .from(videoWatches)
    .where(and(eq(videoWatches.userId, values.userId), eq(videoWatches.videoId, values.videoId)));
  return current?.fraction ?? values.fraction;
}

/** 'Videos Watched': distinct videos the user watched at least {@link WATCHED_FRACTION} of. */
export async function countVideosWatched(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoWatches)
    .where(and(eq(videoWatches.userId, userId), gte(videoWatches.fraction, WATCHED_FRACTION)));
  return row?.n ?? 0;
}

// ---- Prescription videos ----------------------------------------------------------------------

/** Every prescription item with its linked video. */
export async function listAdminPrescriptions(db: Db): Promise<AdminPrescription[]> {
  return db
    .select({
      id: deficiencyPrescriptions.id,
      deficiencyType: deficiencyPrescriptions.deficiencyType,
      gearLevel: deficiencyPrescriptions.gearLevel,
      category: deficiencyPrescriptions.category,
      exerciseName: deficiencyPrescriptions.exerciseName,
      videoId: prescriptionVideos.videoId,
      videoTitle: videos.title,
    })
    .from(deficiencyPrescriptions)
    .leftJoin(prescriptionVideos, eq(prescriptionVideos.prescriptionId, deficiencyPrescriptions.id))
    .leftJoin(videos, eq(videos.id, prescriptionVideos.videoId))
    .orderBy(
      asc(deficiencyPrescriptions.deficiencyType),
      asc(deficiencyPrescriptions.category),
      asc(deficiencyPrescriptions.orderIndex),
      asc(deficiencyPrescriptions.exerciseName),
    );
}

/**
 * Links the item to the video (replacing a link) or unlinks it (null). 'missing' names what does
 * not exist.
 */
export async function linkPrescriptionVideo(
  db: Database,
  prescriptionId: string,
  videoId: string | null,
): Promise<'ok' | 'no-prescription' | 'no-video'> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: deficiencyPrescriptions.id })
      .from(deficiencyPrescriptions)
      .where(eq(deficiencyPrescriptions.id, prescriptionId));
    if (!item) return 'no-prescription';
    if (videoId === null) {
      await tx
        .delete(prescriptionVideos)
        .where(eq(prescriptionVideos.prescriptionId, prescriptionId));
      return 'ok';
    }
    const [video] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for('share');
    if (!video) return 'no-video';
    await tx
      .insert(prescriptionVideos)
      .values({ prescriptionId, videoId })
      .onConflictDoUpdate({ target: prescriptionVideos.prescriptionId, set: { videoId } });
    return 'ok';
  });
}
