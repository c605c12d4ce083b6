import { DRILL_TYPES, type ForceOrForm } from '@gamespeed/domain/constants';
import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { videos } from '../db/schema';
import { playsOnVimeo } from './video-availability';

export type DrillRow = Pick<
  typeof videos.$inferSelect,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnailUrl'
  | 'duration'
  | 'tags'
  | 'drillType'
  | 'isPreview'
  | 'vimeoId'
  | 'vimeoHash'
>;

/**
 * Drill videos for athletes (docs/product/permissions.md): for_role athlete or both, newest first. With
 * `recommendedFor`, only drills whose drill_type is that force_or_form value or 'both' (docs/product/permissions.md
 * taken literally: an 'unassigned' athlete gets the 'both' drills).
 */
export async function listDrills(
  db: Database,
  options: { recommendedFor?: ForceOrForm },
): Promise<DrillRow[]> {
  const { recommendedFor } = options;
  return db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      thumbnailUrl: videos.thumbnailUrl,
      duration: videos.duration,
      tags: videos.tags,
      drillType: videos.drillType,
      isPreview: videos.isPreview,
      vimeoId: videos.vimeoId,
      vimeoHash: videos.vimeoHash,
    })
    .from(videos)
    .where(
      and(
        inArray(videos.forRole, ['athlete', 'both']),
        playsOnVimeo(),
        recommendedFor === undefined
          ? undefined
          : inArray(
              videos.drillType,
              DRILL_TYPES.filter((type) => type === recommendedFor || type === 'both'),
            ),
      ),
    )
    .orderBy(desc(videos.createdAt), desc(videos.id));
}
