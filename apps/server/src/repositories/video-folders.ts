import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { videoFolders, videos } from '../db/schema';
import type { VideoRow } from './videos';

/**
 * Which folders a video is in (videos.folder_ids): adding, removing, moving and copying, and a
 * deleted folder taken out of every video.
 */

// Each change is ONE UPDATE computing the new folder_ids from the row's current
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
