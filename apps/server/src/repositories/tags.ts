import type { Tag } from '@gamespeed/domain/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tags } from '../db/schema';

export type TagRow = typeof tags.$inferSelect;

export const toTagDto = (row: TagRow): Tag => ({ id: row.id, name: row.name });

/** Ordered by name, ignoring case. */
export function listTags(db: Db): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(sql`lower(${tags.name})`, asc(tags.name), asc(tags.id));
}

/** Creates the tag, or returns the one with that exact name (`created` false then). */
export async function createOrFindTag(
  db: Db,
  name: string,
): Promise<{ tag: TagRow; created: boolean }> {
  const [created] = await db
    .insert(tags)
    .values({ name })
    .onConflictDoNothing({ target: tags.name })
    .returning();
  if (created) return { tag: created, created: true };
  const [existing] = await db.select().from(tags).where(eq(tags.name, name));
  if (!existing) throw new Error(`tag "${name}" conflicted but cannot be read`);
  return { tag: existing, created: false };
}

/** How many of `ids` (distinct) exist. */
export async function countExistingTags(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  return row?.n ?? 0;
}
