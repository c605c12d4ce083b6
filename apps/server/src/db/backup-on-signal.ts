import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { storagePaths } from '../config';
import { SERVER_PID_FILE, writeBackupFile } from './backup';
import type { DatabaseHandle } from './client';

/**
 * A server on the embedded database takes a backup when it receives SIGUSR2, without stopping:
 * the dump waits for open transactions and holds new ones back while PGlite copies its data
 * directory (about 3 s for a small database). It writes its process id to DATA_DIR so that
 * `npm run db:backup` knows to ask it rather than open the database a second time. Returns the
 * function that undoes both at shutdown. On PostgreSQL it does nothing.
 */
export function backupOnSignal(
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): () => void {
  const dump = database.dump;
  if (!dump) return () => {};
  const pidFile = join(dataDir, SERVER_PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`);
  let running = false;
  const backup = async () => {
    if (running) return log.warn('a backup is already being written');
    running = true;
    try {
      const started = performance.now();
      const path = await writeBackupFile(await dump(), storagePaths().backupDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log.info({ path, seconds }, 'database backup written');
    } catch (error) {
      log.error({ err: error }, 'database backup failed');
    } finally {
      running = false;
    }
  };
  const onSignal = () => void backup();
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(pidFile, { force: true });
  };
}
