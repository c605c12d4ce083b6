import type { VideoRole } from '@gamespeed/domain/constants';
import type { ImportResponse } from '@gamespeed/domain/contracts';
import { IMPORT_RUNNING_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { VimeoApiError, type VimeoClient, type VimeoInvalidItem } from '../../integrations/vimeo';
import { AppError, conflict } from '../../lib/errors';
import { type ImportedVideo, upsertImportedVideos } from '../../repositories/videos';

/** Name of the PostgreSQL advisory lock held while an import runs (`hashtext` of it is the key). */
export const VIMEO_IMPORT_LOCK = 'gamespeed.vimeo_import';

/** Databases with an import running in this process. */
const running = new WeakSet<DatabaseHandle>();

/**
 * Runs `task` unless an import is already running for this database → 409. In-process a flag
 * per database handle (PGlite has one process); on a PostgreSQL server also a transaction-level
 * advisory lock, so two server processes cannot import at once. The lock's transaction holds one
 * pooled connection and writes nothing; the import writes through other connections.
 */
export async function withImportLock<T>(
  handle: DatabaseHandle,
  task: () => Promise<T>,
): Promise<T> {
  if (running.has(handle)) throw conflict(ERROR_CODES.importRunning, IMPORT_RUNNING_MESSAGE);
  running.add(handle);
  try {
    if (handle.driver === 'pglite') return await task();
    return await handle.db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${VIMEO_IMPORT_LOCK})) as locked`,
      );
      if (!result.rows[0]?.locked)
        throw conflict(ERROR_CODES.importRunning, IMPORT_RUNNING_MESSAGE);
      return task();
    });
  } finally {
    running.delete(handle);
  }
}

function describeInvalid(item: VimeoInvalidItem): string {
  const raw = (typeof item.raw === 'object' && item.raw !== null ? item.raw : {}) as Record<
    string,
    unknown
  >;
  const label =
    typeof raw.name === 'string' && raw.name.trim() !== ''
      ? `"${raw.name.trim()}"`
      : typeof raw.uri === 'string' && raw.uri !== ''
        ? raw.uri
        : 'an item';
  return `Skipped ${label}: ${item.reason}`;
}

/**
 * Imports every playable video of the Vimeo account (docs/product/api.md import,
 * docs/product/content.md). Each page is saved with ONE multi-row INSERT … ON CONFLICT (vimeo_id)
 * DO UPDATE: new videos are for `forRole`; ids that exist count as `already_existed` and get
 * Vimeo's current title, description, duration and thumbnail, so a rerun adds no duplicate.
 * Unplayable videos (transcoding, failed, private, password) are counted in `skipped`. Items Vimeo returned that cannot be mapped
 * are listed in `errors` and the rest continue. If a page's insert fails, its videos are retried
 * one by one so only the bad ones are lost (each listed in `errors`). Vimeo failing on the first
 * page → 502 `vimeo_error`; failing later → the import stops and returns what was done with the
 * failure as the last entry of `errors`.
 */
export async function importVimeoVideos(
  db: Database,
  vimeo: VimeoClient,
  log: FastifyBaseLogger,
  options: { forRole: VideoRole } = { forRole: 'coach' },
): Promise<ImportResponse> {
  const summary: ImportResponse = {
    total_fetched: 0,
    newly_imported: 0,
    already_existed: 0,
    skipped: 0,
    errors: [],
  };
  let pages = 0;

  async function save(batch: ImportedVideo[]): Promise<void> {
    try {
      const { inserted, refreshed } = await upsertImportedVideos(db, batch, options.forRole);
      summary.newly_imported += inserted;
      summary.already_existed += refreshed;
      return;
    } catch (error) {
      if (batch.length === 1) {
        log.warn({ err: error, vimeoId: batch[0]!.vimeoId }, 'vimeo import: video not saved');
        summary.errors.push(`Could not save video ${batch[0]!.vimeoId} ("${batch[0]!.title}")`);
        return;
      }
      log.warn({ err: error, size: batch.length }, 'vimeo import: batch failed, saving one by one');
    }
    for (const video of batch) await save([video]);
  }

  try {
    for await (const page of vimeo.listMyVideos()) {
      pages++;
      summary.total_fetched += page.videos.length + page.unplayable.length + page.invalid.length;
      summary.skipped += page.unplayable.length + page.invalid.length;
      for (const item of [...page.invalid, ...page.unplayable])
        summary.errors.push(describeInvalid(item));
      // One row per Vimeo id in a statement (ON CONFLICT DO UPDATE may touch a row only once).
      const unique = [...new Map(page.videos.map((v) => [v.vimeoId, v])).values()];
      summary.already_existed += page.videos.length - unique.length;
      if (unique.length > 0) await save(unique);
    }
  } catch (error) {
    if (!(error instanceof VimeoApiError)) throw error;
    log.warn({ err: error, pages }, 'vimeo import: Vimeo failed');
    if (pages === 0) throw new AppError(502, ERROR_CODES.vimeoError, vimeoFailureText(error));
    summary.errors.push(
      `Vimeo failed after ${summary.total_fetched} videos, import stopped. ${vimeoFailureText(error)}`,
    );
  }
  return summary;
}

/**
 * What the admin reads when Vimeo fails (docs/product/content.md, import): what happened and what
 * to do, in plain words. Vimeo's own text goes to the log only.
 */
export function vimeoFailureText(error: VimeoApiError): string {
  if (error.status === 0)
    return 'Vimeo could not be reached. Check the connection and try the import again in a few minutes.';
  if (error.status === 401 || error.status === 403)
    return "Vimeo did not accept the server's Vimeo access token. Ask whoever runs GameSpeed to check it, then try again.";
  if (error.status === 429)
    return 'Vimeo is limiting requests right now. Try the import again in a few minutes.';
  if (error.status >= 500)
    return 'Vimeo is having trouble right now. Try the import again in a few minutes.';
  return 'Vimeo refused the import. Try again later; the details are in the server log.';
}
