import type { VideoBulkChanges, VideoBulkEdit } from '@gamespeed/domain/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { videos } from '../db/schema';
import { updateVideo } from './content';
import type { VideoRow } from './videos';

/** The values `changes` names, as `row` holds them: what puts the row back. */
function previousValues(row: VideoRow, changes: VideoBulkChanges): VideoBulkChanges {
  const previous: VideoBulkChanges = {};
  if (changes.categoryId !== undefined) previous.categoryId = row.categoryId;
  if (changes.forRole !== undefined) previous.forRole = row.forRole;
  if (changes.drillType !== undefined) previous.drillType = row.drillType;
  if (changes.isFeatured !== undefined) previous.isFeatured = row.isFeatured;
  if (changes.isPreview !== undefined) previous.isPreview = row.isPreview;
  if (changes.tags !== undefined) previous.tags = [...row.tags];
  return previous;
}

export type BulkEditOutcome =
  | { kind: 'done'; videos: VideoRow[]; previous: VideoBulkEdit[] }
  | { kind: 'missing'; videoId: string };

/**
 * Applies each video's changes in one transaction (docs/product/content.md 'Bulk edit'): all or
 * nothing, the rows locked first so two admins' bulk edits do not interleave. The answer's
 * `previous` holds each video's values before, of exactly the fields changed — sent back as a
 * bulk edit it is the Undo. An unknown category throws the foreign-key error (the route's 400).
 */
export async function bulkEditVideos(
  db: Database,
  edits: readonly VideoBulkEdit[],
): Promise<BulkEditOutcome> {
  return db.transaction(async (tx) => {
    const ids = edits.map((e) => e.videoId);
    const before = await tx
      .select()
      .from(videos)
      .where(inArray(videos.id, ids))
      .orderBy(asc(videos.id))
      .for('update');
    const byId = new Map(before.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) return { kind: 'missing', videoId: missing };
    const after: VideoRow[] = [];
    const previous: VideoBulkEdit[] = [];
    for (const edit of edits) {
      const row = byId.get(edit.videoId) as VideoRow;
      previous.push({ videoId: edit.videoId, changes: previousValues(row, edit.changes) });
      after.push((await updateVideo(tx, edit.videoId, edit.changes)) ?? row);
    }
    return { kind: 'done', videos: after, previous };
  });
}
