import type { Session } from '@gamespeed/domain/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { users, videoCategories, videoFolders, videos } from '../../src/db/schema';
import type { Integrations } from '../../src/plugins/integrations';
import { buildTestApp } from './app';
import { type Delivery, signUp, uniqueEmail } from './auth';
import { getTestDatabase } from './database';

/** An app with one signed-in user of each kind the video rules tell apart. */
export interface VideoCast {
  app: App;
  admin: Session;
  coach: Session;
  athlete: Session;
  /** Role 'both', not an admin. */
  both: Session;
}

export async function videoCast(
  delivery: Delivery,
  options: { config?: Partial<AppConfig>; integrations?: Partial<Integrations> } = {},
): Promise<VideoCast> {
  const adminEmail = uniqueEmail('admin');
  const app = await buildTestApp(
    { adminIdentifiers: [adminEmail], ...options.config },
    { ...delivery.integrations, ...options.integrations },
  );
  const [admin, coach, athlete, both] = await Promise.all([
    signUp(app, delivery, { identifier: adminEmail, role: 'coach' }),
    signUp(app, delivery, { role: 'coach' }),
    signUp(app, delivery, { role: 'athlete' }),
    signUp(app, delivery, { role: 'coach' }),
  ]);
  const { db } = await getTestDatabase();
  await db.update(users).set({ role: 'both' }).where(eq(users.id, both.user.id));
  return { app, admin, coach, athlete, both };
}

let vimeoCounter = 500_000;

/** Inserts a video directly (roles and dates the API does not set). */
export async function seedVideo(
  values: Partial<typeof videos.$inferInsert> = {},
): Promise<typeof videos.$inferSelect> {
  const { db } = await getTestDatabase();
  const id = String(++vimeoCounter);
  const [row] = await db
    .insert(videos)
    .values({ title: `Video ${id}`, vimeoId: id, forRole: 'coach', ...values })
    .returning();
  return row!;
}

export async function seedCategory(
  values: Partial<typeof videoCategories.$inferInsert> & { name: string },
): Promise<typeof videoCategories.$inferSelect> {
  const { db } = await getTestDatabase();
  const [row] = await db.insert(videoCategories).values(values).returning();
  return row!;
}

export async function seedFolder(
  values: Partial<typeof videoFolders.$inferInsert> = {},
): Promise<typeof videoFolders.$inferSelect> {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(videoFolders)
    .values({ name: `Folder ${++vimeoCounter}`, ...values })
    .returning();
  return row!;
}

/** The folder_ids of a video as stored. */
export async function folderIdsOf(videoId: string): Promise<string[] | null> {
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ folderIds: videos.folderIds })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!row) throw new Error(`no video ${videoId}`);
  return row.folderIds;
}
