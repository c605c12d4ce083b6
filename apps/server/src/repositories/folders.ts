import type { Folder } from '@gamespeed/domain/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client';
import { videoFolders } from '../db/schema';
import { notFound } from '../lib/errors';

export type FolderRow = typeof videoFolders.$inferSelect;

export const folderNotFound = () => notFound('Folder not found.');

export function toFolderDto(row: FolderRow): Folder {
  return {
    id: row.id,
    name: row.name,
    tagIds: row.tagIds,
    parentFolderId: row.parentFolderId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first. */
export function listFolders(db: Db): Promise<FolderRow[]> {
  return db
    .select()
    .from(videoFolders)
    .orderBy(desc(videoFolders.createdAt), desc(videoFolders.id));
}

export async function folderExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: videoFolders.id })
    .from(videoFolders)
    .where(eq(videoFolders.id, id));
  return row !== undefined;
}

/**
 * The folder, row-locked until the transaction ends: new subfolders (their foreign key check)
 * and membership updates (their `FOR SHARE`) wait for a deletion in progress.
 */
export async function lockFolder(tx: Transaction, id: string): Promise<FolderRow | undefined> {
  const [row] = await tx.select().from(videoFolders).where(eq(videoFolders.id, id)).for('update');
  return row;
}

export async function hasSubfolders(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(videoFolders)
    .where(eq(videoFolders.parentFolderId, id))
    .limit(1);
  return row !== undefined;
}

export async function insertFolder(
  db: Db,
  values: typeof videoFolders.$inferInsert,
): Promise<FolderRow> {
  const [row] = await db.insert(videoFolders).values(values).returning();
  return row!;
}

export async function deleteFolderRow(db: Db, id: string): Promise<void> {
  await db.delete(videoFolders).where(eq(videoFolders.id, id));
}
