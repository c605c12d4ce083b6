import { type DatabaseHandle, type DatabaseTarget, openDatabase, runMigrations } from './client';
import { loadReferenceData } from './reference-data/load';

/** Opens the database, applies migrations and loads the reference data (idempotent). */
export async function prepareDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  try {
    await handle.ping();
    await runMigrations(handle);
    await loadReferenceData(handle.db);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
