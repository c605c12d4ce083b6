import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { externalPlugins } from './plugins/external';
import { type Integrations, integrationsPlugin } from './plugins/integrations';
import { limiterPlugin } from './plugins/limiter';
import { realtimePlugin } from './plugins/realtime';
import { sessionEndsPlugin } from './plugins/session-ends';
import { webAppPlugin } from './plugins/web-app';
import { type ReminderScheduler, startReminderScheduler } from './reminders/scheduler';
import { accessRoutes } from './routes/access';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { categoryRoutes } from './routes/categories';
import { coachRoutes } from './routes/coach';
import { configRoutes } from './routes/config';
import { dashboardRoutes } from './routes/dashboard';
import { drillsRoutes } from './routes/drills';
import { educationRoutes } from './routes/education';
import { eventsRoutes } from './routes/events';
import { folderRoutes } from './routes/folders';
import { healthRoutes } from './routes/health';
import { importRoutes } from './routes/import';
import { normsRoutes } from './routes/norms';
import { onboardingRoutes } from './routes/onboarding';
import { prescriptionRoutes } from './routes/prescriptions';
import { profileRoutes } from './routes/profile';
import { reminderRoutes } from './routes/reminders';
import { resultsRoutes } from './routes/results';
import { sprintProfileRoutes } from './routes/sprint-profile';
import { tagRoutes } from './routes/tags';
import { teamRoutes } from './routes/teams';
import { timingImportRoutes } from './routes/timing-imports';
import { videoRoutes } from './routes/videos';
import { videoBulkEditRoutes } from './routes/videos/bulk-edit';
import { videoThumbnailRoutes } from './routes/videos/thumbnail';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildAppOptions {
  /** Replacements for external clients (tests point real clients at local servers instead). */
  integrations?: Partial<Integrations>;
  config: AppConfig;
  /** An open, migrated database. The caller owns it and closes it after the app. */
  database: DatabaseHandle;
  logger?: boolean | object;
}

export type App = FastifyInstance;

/** Builds the whole server except `listen`: tests call `inject()` on the result. */
export async function buildApp({
  config,
  database,
  integrations,
  logger = false,
}: BuildAppOptions): Promise<App> {
  // false, a hop count or proxy addresses (never `true`: see AppConfig.trustProxy).
  const hops = config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);
  await app.register(externalPlugins);
  await app.register(limiterPlugin);
  await app.register(integrationsPlugin, { overrides: integrations });
  // Live updates: one LISTEN per process on each channel (lib/channels.ts), started by the first
  // stream that needs it.
  await app.register(realtimePlugin);
  await app.register(sessionEndsPlugin);

  // Each route plugin is the folder named after its URL: routes/<first segment after /api>,
  // admin routes under the segment after /api/admin (/api/admin/videos/... → routes/videos).
  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(healthRoutes);
      await api.register(accessRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes);
      await api.register(billingRoutes);
      await api.register(profileRoutes);
      await api.register(accountRoutes);
      await api.register(onboardingRoutes);
      await api.register(resultsRoutes);
      await api.register(dashboardRoutes);
      await api.register(sprintProfileRoutes);
      await api.register(normsRoutes);
      await api.register(drillsRoutes);
      await api.register(eventsRoutes);
      await api.register(videoRoutes);
      await api.register(videoThumbnailRoutes);
      await api.register(videoBulkEditRoutes);
      await api.register(categoryRoutes);
      await api.register(educationRoutes);
      await api.register(tagRoutes);
      await api.register(folderRoutes);
      await api.register(importRoutes);
      await api.register(timingImportRoutes);
      await api.register(teamRoutes);
      await api.register(coachRoutes);
      await api.register(reminderRoutes);
      await api.register(prescriptionRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin);

  // Retest reminders (docs/product/reminders.md): only where a sweep interval is configured.
  const sweepSeconds = config.reminderSweepSeconds ?? 0;
  if (sweepSeconds > 0) {
    let scheduler: ReminderScheduler | null = null;
    app.addHook('onReady', async () => {
      scheduler = await startReminderScheduler(app, sweepSeconds);
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  }
  return app;
}
