import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storagePaths } from '../config';
import {
  BackupError,
  isEmptyDirectory,
  restorePgliteBackup,
  SERVER_PID_FILE,
  writeBackupFile,
} from '../db/backup';
import { openDatabase } from '../db/client';
import { moveToPostgres } from '../db/move-to-postgres';
import { prepareDatabase } from '../db/prepare';

/**
 * Operating the embedded database (README "Deploying"; ADR 029):
 *   npm run db:backup                 a dated backup of DATA_DIR into BACKUP_DIR
 *   npm run db:restore FILE           that backup into an empty DATA_DIR
 *   npm run db:move-to-postgres       everything in DATA_DIR into the empty DATABASE_URL
 */

const BACKUP_WAIT_MS = 10 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process id of a server running on `dataDir`, if one is. */
function runningServer(dataDir: string): number | null {
  const file = join(dataDir, SERVER_PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // left by a server that did not shut down
  }
}

function requireEmbedded(databaseUrl: string | null, what: string): void {
  if (databaseUrl) {
    throw new BackupError(
      `DATABASE_URL is set, so the database is PostgreSQL: ${what} with PostgreSQL's own tools (pg_dump, pg_restore)`,
    );
  }
}

async function backup(): Promise<void> {
  const { dataDir, backupDir, databaseUrl } = storagePaths();
  requireEmbedded(databaseUrl, 'back it up');
  const pid = runningServer(dataDir);
  if (pid) {
    // The server makes it: the database stays open in one process only.
    const before = new Set(existsSync(backupDir) ? readdirSync(backupDir) : []);
    process.kill(pid, 'SIGUSR2');
    console.log(`Asked the running server (process ${pid}) for a backup…`);
    const deadline = Date.now() + BACKUP_WAIT_MS;
    while (Date.now() < deadline) {
      await sleep(250);
      const made = (existsSync(backupDir) ? readdirSync(backupDir) : []).find(
        (name) => !before.has(name) && name.endsWith('.tar.gz'),
      );
      if (made) return console.log(`Backup written: ${join(backupDir, made)}`);
    }
    throw new BackupError('the server wrote no backup in 10 minutes: see its log');
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no database in ${dataDir} (DATA_DIR)`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const path = await writeBackupFile(await database.dump!(), backupDir);
    console.log(`Backup written: ${path}`);
  } finally {
    await database.close();
  }
}

async function restore(file: string | undefined): Promise<void> {
  const { dataDir, databaseUrl } = storagePaths();
  requireEmbedded(databaseUrl, 'restore it');
  if (!file) throw new BackupError('name the backup file: npm run db:restore FILE');
  await restorePgliteBackup(file, dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server as usual.`);
}

async function moveToPostgresCommand(): Promise<void> {
  const { dataDir, databaseUrl } = storagePaths();
  if (!databaseUrl) throw new BackupError('set DATABASE_URL to the (empty) PostgreSQL database');
  if (runningServer(dataDir)) {
    throw new BackupError(
      'a server is running on DATA_DIR: stop it first, so no write is left out',
    );
  }
  if (isEmptyDirectory(dataDir) || !existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no database in ${dataDir} (DATA_DIR)`);
  }
  // Migrated to this version first, like a server start would.
  const source = await prepareDatabase({ kind: 'pglite', dataDir });
  try {
    const moved = await moveToPostgres(source, databaseUrl, (line) => console.log(line));
    const rows = moved.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Moved ${rows} rows in ${moved.length} tables; every table holds as many rows as in ${dataDir}.`,
    );
    console.log('Start the server with DATABASE_URL set. Keep DATA_DIR until you are satisfied.');
  } finally {
    await source.close();
  }
}

const [command, argument] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  backup,
  restore: () => restore(argument),
  'move-to-postgres': moveToPostgresCommand,
};

const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: database.ts ${Object.keys(commands).join(' | ')}`);
  process.exitCode = 2;
} else {
  try {
    await run();
  } catch (error) {
    console.error(error instanceof BackupError ? `Refused: ${error.message}` : error);
    process.exitCode = 1;
  }
}
