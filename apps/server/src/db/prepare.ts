import { backfillSprintProfiles } from '../repositories/sprint-profile-backfill';
import { type DatabaseHandle, type DatabaseTarget, openDatabase, runMigrations } from './client';
import { loadReferenceData } from './reference-data/load';

/** Which start-up step failed, with the database's own message (not "unavailable"). */
export class DatabaseStartupError extends Error {
  constructor(
    readonly step: 'migration' | 'reference data',
    cause: unknown,
  ) {
    super(
      `${step === 'migration' ? 'a database migration' : 'loading the reference data'} failed: ${databaseMessage(cause)}`,
    );
    this.name = 'DatabaseStartupError';
  }
}

/** The innermost message: drizzle wraps the driver's error ("Failed query: …") as its cause. */
export function databaseMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n')[0] ?? message;
}

/**
 * Opens the database, applies migrations and loads the reference data (idempotent). Processes
 * starting together take turns through the start-up lock, so a rolling deploy never runs two
 * migrations at once.
 */
export async function prepareDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  try {
    await handle.ping();
    await handle.withStartupLock(async () => {
      await runMigrations(handle).catch((error) => {
        throw new DatabaseStartupError('migration', error);
      });
      await loadReferenceData(handle.db).catch((error) => {
        throw new DatabaseStartupError('reference data', error);
      });
      await backfillSprintProfiles(handle.db);
    });
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
