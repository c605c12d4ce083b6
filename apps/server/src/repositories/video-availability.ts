import { eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { videos } from '../db/schema';

/**
 * Whether each library video still plays on Vimeo (docs/product/content.md 'Vimeo import'): the
 * import and the admin's re-check write what Vimeo says; a video with a reason is shown to
 * admins only. The SQL of the import's own upsert is in repositories/videos.
 */

/** Users see only videos that play: add to every query of a list users read. */
export const playsOnVimeo = () => isNull(videos.unavailableReason);

/** Records what Vimeo said about one library video (reason null: it plays); false when it is not in the library. */
export async function setVimeoAvailability(
  db: Db,
  vimeoId: string,
  reason: string | null,
  checkedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ unavailableReason: reason, checkedAt })
    .where(eq(videos.vimeoId, vimeoId))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Library videos whose Vimeo id is not among `seen` (added by hand, deleted, or another account's). */
export function listVideosNotSeen(
  db: Db,
  seen: readonly string[],
): Promise<{ vimeoId: string; vimeoHash: string | null; title: string }[]> {
  return db
    .select({ vimeoId: videos.vimeoId, vimeoHash: videos.vimeoHash, title: videos.title })
    .from(videos)
    .where(seen.length > 0 ? notInArray(videos.vimeoId, [...seen]) : undefined)
    .orderBy(videos.vimeoId);
}

/** The Vimeo ids the library holds (the re-check refreshes these and adds none). */
export async function libraryVimeoIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ vimeoId: videos.vimeoId }).from(videos);
  return new Set(rows.map((r) => r.vimeoId));
}

/** How many library videos are marked as not playing. */
export async function countUnavailable(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(sql`${videos.unavailableReason} is not null`);
  return row?.n ?? 0;
}
