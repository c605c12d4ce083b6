import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database (ADR 029): a gzipped tarball of PGlite's data directory,
 * made by PGlite itself (`dumpDataDir`) between two transactions, and restored by PGlite into an
 * empty data directory. The running server makes one on SIGUSR2 (`npm run db:backup` sends it).
 */

/** Written by a server running on the embedded database, so `db:backup` can ask it. */
export const SERVER_PID_FILE = 'gamespeed-server.pid';

/** A backup that cannot be made or restored, with a message for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** `gamespeed-backup-2026-11-28T01-59-07Z.tar.gz`: the UTC time it was made, sortable. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `gamespeed-backup-${stamp}.tar.gz`;
}

/**
 * A consistent copy of the database: PGlite's own tarball of its data directory, taken while no
 * transaction is open (new ones wait until it is done) and after a checkpoint, so it holds
 * every committed write and nothing half done.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  await client.query('CHECKPOINT');
  // Inside the transaction lock: a query there would wait for that same lock, a dump does not.
  const file = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return new Uint8Array(await file.arrayBuffer());
}

/** Writes `dump` to `directory` under a dated name (`.partial` until complete); returns the path. */
export async function writeBackupFile(
  dump: Uint8Array,
  directory: string,
  at = new Date(),
): Promise<string> {
  mkdirSync(directory, { recursive: true });
  const path = join(directory, backupFileName(at));
  if (existsSync(path)) throw new BackupError(`${path} exists already`);
  await writeFile(`${path}.partial`, dump);
  renameSync(`${path}.partial`, path);
  return path;
}

/** True when `directory` does not exist or holds nothing. */
export function isEmptyDirectory(directory: string): boolean {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/**
 * The entries of a tar archive, checking every header's checksum and that no entry is cut
 * off. Throws a BackupError on anything else.
 */
export function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (from: number, length: number, offset: number) =>
    new TextDecoder()
      .decode(tar.subarray(offset + from, offset + from + length))
      .replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const stored = Number.parseInt(text(148, 8, offset).trim(), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (stored !== sum) throw new BackupError('the archive is damaged (a header checksum differs)');
    const prefix = text(345, 155, offset);
    const name = text(0, 100, offset);
    const size = Number.parseInt(text(124, 12, offset).trim() || '0', 8);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new BackupError('the archive is cut short');
}

/** Checks that `bytes` are a complete GameSpeed backup before anything is written. */
export function checkBackup(bytes: Uint8Array): void {
  let tar: Uint8Array;
  try {
    tar = gunzipSync(bytes);
  } catch (error) {
    throw new BackupError(`not a complete backup: ${(error as Error).message}`);
  }
  const names = tarEntries(tar);
  const has = (file: string) => names.some((name) => name.endsWith(`/${file}`) || name === file);
  if (!has('PG_VERSION') || !has('global/pg_control')) {
    throw new BackupError('not a backup of a database: it holds no PostgreSQL data directory');
  }
}

/**
 * Restores the backup in `file` into `dataDir`, which must be empty or absent. The backup is
 * checked first, loaded by PGlite into a folder beside the target and opened once; only then
 * does that folder become `dataDir`. On any failure `dataDir` is left as it was.
 */
export async function restorePgliteBackup(file: string, dataDir: string): Promise<void> {
  const target = resolve(dataDir);
  if (!isEmptyDirectory(target)) {
    throw new BackupError(`${target} is not empty: restore into an empty data directory`);
  }
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const bytes = new Uint8Array(readFileSync(file));
  checkBackup(bytes);
  const staging = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([bytes]) });
    try {
      const { rows } = await client.query<{ users: string | null }>(
        "SELECT to_regclass('public.users')::text AS users",
      );
      if (!rows[0]?.users) throw new BackupError('the backup holds no GameSpeed database');
    } finally {
      await client.close();
    }
    rmSync(join(staging, SERVER_PID_FILE), { force: true });
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the backup could not be loaded: ${(error as Error).message}`);
  }
}
