import { buildApp } from './app';
import { adminIdentifierSet } from './auth/admin';
import { ConfigError, loadConfig } from './config';
import { backupOnSignal } from './db/backup-on-signal';
import { DatabaseStartupError, databaseMessage, prepareDatabase } from './db/prepare';
import { RedisUnavailableError } from './plugins/external';
import { syncAdminFlags } from './repositories/profiles';

/** Starts the server: config, database (migrated and seeded), listen, graceful shutdown. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`GameSpeed cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const where =
    config.database.kind === 'pg'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${config.dataDir}`;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    database = await prepareDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseStartupError)
      console.error(`GameSpeed cannot start: ${error.message} (database: ${where})`);
    else
      console.error(
        `GameSpeed cannot start: the database (${where}) is unavailable: ${databaseMessage(error)}`,
      );
    process.exit(1);
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      config,
      database,
      logger: {
        level: config.log.level,
        ...(config.log.format === 'pretty'
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
              },
            }
          : {}),
        redact: ['req.headers.authorization', 'req.headers.cookie'],
      },
    });
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      console.error(`GameSpeed cannot start: ${error.message}`);
      await database.close().catch(() => {});
      process.exit(1);
    }
    throw error;
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      stopBackups();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // On the embedded database: a backup on SIGUSR2, as `npm run db:backup` asks (ADR 029).
  const stopBackups = backupOnSignal(database, config.dataDir, app.log);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The admin flag follows ADMIN_IDENTIFIERS both ways from the start (docs/product/permissions.md).
  const adminList = adminIdentifierSet(config.adminIdentifiers);
  for (const entry of adminList.unreadable) {
    app.log.warn({ entry }, 'ADMIN_IDENTIFIERS entry is not an e-mail or US phone number: ignored');
  }
  const admins = await syncAdminFlags(app.db, adminList);
  if (admins.granted.length > 0 || admins.revoked.length > 0) {
    app.log.info(
      { granted: admins.granted.length, revoked: admins.revoked.length },
      'admin flags now follow ADMIN_IDENTIFIERS',
    );
  }

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  app.log.info(
    `GameSpeed is listening on ${config.appUrl} (database: ${where}; ready in ${seconds}s)`,
  );
  if (!config.webDistDir) app.log.warn('No web app build found: serving the API only');
  if (config.env !== 'production' && config.betaAccessCodeIsDefault) {
    app.log.info(`Development beta access code: ${config.betaAccessCode}`);
  }
}

main().catch((error) => {
  console.error('GameSpeed failed to start:', error);
  process.exit(1);
});
