import type { DrillType, VideoRole } from '@gamespeed/domain/constants';
import type { ImportResponse } from '@gamespeed/domain/contracts';
import { IMPORT_RUNNING_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { VimeoApiError, type VimeoClient, type VimeoInvalidItem } from '../../integrations/vimeo';
import { AppError, conflict } from '../../lib/errors';
import {
  countUnavailable,
  libraryVimeoIds,
  listVideosNotSeen,
  setVimeoAvailability,
} from '../../repositories/video-availability';
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
  options: {
    forRole: VideoRole;
    drillType?: DrillType | null;
    addNew?: boolean;
    now?: Date;
  } = { forRole: 'coach' },
): Promise<ImportResponse> {
  const summary: ImportResponse = {
    total_fetched: 0,
    newly_imported: 0,
    already_existed: 0,
    skipped: 0,
    now_unavailable: 0,
    errors: [],
  };
  let pages = 0;
  const now = options.now ?? new Date();
  // The re-check refreshes what the library holds and adds nothing.
  const known = options.addNew === false ? await libraryVimeoIds(db) : null;
  const seen = new Set<string>();

  async function save(batch: ImportedVideo[]): Promise<void> {
    try {
      const { inserted, refreshed } = await upsertImportedVideos(
        db,
        batch,
        options.forRole,
        now,
        options.drillType ?? null,
      );
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
      // A library video Vimeo now lists as unplayable (made private, no longer embeddable).
      for (const item of page.unplayable) {
        seen.add(item.vimeoId);
        await setVimeoAvailability(db, item.vimeoId, item.reason, now);
      }
      for (const video of page.videos) seen.add(video.vimeoId);
      const listed = known ? page.videos.filter((v) => known.has(v.vimeoId)) : page.videos;
      // One row per Vimeo id in a statement (ON CONFLICT DO UPDATE may touch a row only once).
      const unique = [...new Map(listed.map((v) => [v.vimeoId, v])).values()];
      summary.already_existed += page.videos.length - unique.length;
      if (unique.length > 0) await save(unique);
    }
    await recheckUnlisted(db, vimeo, [...seen], now, summary);
  } catch (error) {
    if (!(error instanceof VimeoApiError)) throw error;
    log.warn({ err: error, pages }, 'vimeo import: Vimeo failed');
    if (pages === 0) throw new AppError(502, ERROR_CODES.vimeoError, vimeoFailureText(error));
    summary.errors.push(
      `Vimeo failed after ${summary.total_fetched} videos, import stopped. ${vimeoFailureText(error)}`,
    );
  }
  summary.now_unavailable = await countUnavailable(db);
  return summary;
}

/**
 * After the account's list was read to its end: asks Vimeo about each library video the list did
 * not hold (added by hand, another account's, or deleted) and records whether it still plays. A
 * Vimeo failure stops the re-check like it stops the import.
 */
async function recheckUnlisted(
  db: Database,
  vimeo: VimeoClient,
  seen: readonly string[],
  now: Date,
  summary: ImportResponse,
): Promise<void> {
  for (const video of await listVideosNotSeen(db, seen)) {
    const check = await vimeo.checkVideo(video.vimeoId, video.vimeoHash);
    const reason = check.found ? check.unplayableReason : check.reason;
    await setVimeoAvailability(db, video.vimeoId, reason, now);
    if (reason) summary.errors.push(`"${video.title}" no longer plays: ${reason}`);
  }
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
