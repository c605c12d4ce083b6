import { isAthleteRole, isCoachRole } from '@gamespeed/domain';
import {
  importBatchesQuerySchema,
  importBatchesResponseSchema,
  importBatchParamsSchema,
  importBatchSchema,
  timingConfirmRequestSchema,
  timingConfirmResponseSchema,
  timingPreviewRequestSchema,
  timingPreviewSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { PRESET_IDS, TIMING_PRESETS } from '@gamespeed/domain/timing-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { planImport, previewOfPlan } from '../../lib/timing-import';
import { profileOf, requireProfile } from '../../plugins/auth';
import { findCoachTeam } from '../../repositories/teams';
import {
  activeBatchOfFile,
  findImportBatch,
  type ImportOwner,
  importRoster,
  listImportBatches,
  saveImportBatch,
  undoImportBatch,
} from '../../repositories/timing-imports';
import { teamNotFound } from '../teams/shared';

/** The file travels as base64 in JSON: 5 MB of bytes and the rest of the body. */
const TIMING_IMPORT_BODY_LIMIT = 7_300_000;

const batchNotFound = () =>
  new AppError(404, ERROR_CODES.importBatchNotFound, 'That import was not found.');
const unreadable = (message: string) => badRequest(ERROR_CODES.timingFileUnreadable, message);

/**
 * Timing-file imports (docs/product/timing-import.md): a coach for their team (`teamId`), an
 * athlete for themselves (no `teamId`). Preview reads the file and answers what would be saved;
 * confirm reads it again with the mapping and athletes a person confirmed and saves one batch;
 * a batch is listed and undone whole. Every preview and import counts against the user's
 * `timingImportsPerUser` budget.
 */
export const timingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes('timing-imports');

  app.post(
    '/timing-imports/preview',
    {
      bodyLimit: TIMING_IMPORT_BODY_LIMIT,
      ...route(requireProfile, {
        summary:
          'Reads a timing file (CSV or TSV, base64) for your team (coach, teamId) or yourself (athlete): the first rows as read, the mapping guessed from the headers (or the one sent), the athletes matched, and per run what would be saved or why it is skipped. Saves nothing',
        body: timingPreviewRequestSchema,
        response: { 200: timingPreviewSchema, ...errorsFor(400, 403, 404, 429) },
      }),
    },
    async (request) => {
      const owner = await importOwner(app, request, request.body.teamId);
      const roster = await importRoster(app.db, owner);
      const bytes = Buffer.from(request.body.content, 'base64');
      const planned = planImport(bytes, roster, {
        mapping: request.body.mapping,
        today: todayOf(app),
      });
      if (!planned.ok) throw unreadable(planned.message);
      const { plan } = planned;
      return {
        fileName: request.body.fileName,
        ...previewOfPlan(plan, roster),
        presets: PRESET_IDS.map((id) => ({ id, name: TIMING_PRESETS[id].name })),
        roster: roster.map(({ id, name }) => ({ id, name })),
        alreadyImported: (await activeBatchOfFile(app.db, owner, plan.fileHash)) ?? null,
      };
    },
  );

  app.post(
    '/timing-imports',
    {
      bodyLimit: TIMING_IMPORT_BODY_LIMIT,
      ...route(requireProfile, {
        summary:
          'Saves a timing file as one import batch with the mapping and the athletes a person confirmed: trials of the tests (the 40, the flies) and sprints over other distances, each with its splits, device and start. The same file again, not undone, adds nothing and says so',
        body: timingConfirmRequestSchema,
        response: { 200: timingConfirmResponseSchema, ...errorsFor(400, 403, 404, 429) },
      }),
    },
    async (request) => {
      const { body } = request;
      const owner = await importOwner(app, request, body.teamId);
      const roster = await importRoster(app.db, owner);
      const bytes = Buffer.from(body.content, 'base64');
      const choices = new Map(body.athletes.map((a) => [a.name, a.athleteId]));
      const planned = planImport(bytes, roster, {
        mapping: body.mapping,
        choices,
        today: todayOf(app),
      });
      if (!planned.ok) throw unreadable(planned.message);
      const { plan } = planned;
      const earlier = await activeBatchOfFile(app.db, owner, plan.fileHash);
      if (earlier) {
        return {
          batch: earlier,
          created: false,
          message: `This file was already imported on ${earlier.createdAt.slice(0, 10)}: nothing was added.`,
        };
      }
      const batch = await saveImportBatch(app.db, {
        owner,
        importedBy: profileOf(request).profile.id,
        fileName: body.fileName,
        fileHash: plan.fileHash,
        preset: body.mapping.preset,
        device: body.mapping.device,
        deviceName: body.mapping.deviceName,
        start: body.mapping.start,
        runs: plan.runs,
      });
      return { batch, created: true, message: savedMessage(batch) };
    },
  );

  app.get(
    '/timing-imports',
    route(requireProfile, {
      summary:
        'The imports of your team (coach, teamId) or your own (athlete), newest first, undone ones included, with who imported each and its counts',
      querystring: importBatchesQuerySchema,
      response: { 200: importBatchesResponseSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const owner = await importOwner(app, request, request.query.teamId, false);
      return { batches: await listImportBatches(app.db, owner) };
    },
  );

  app.post(
    '/timing-imports/:id/undo',
    route(requireProfile, {
      summary:
        'Undoes an import whole: its results are deleted (kept in the history of deletions) and its sprints removed; the batch stays listed as undone. Undoing it again changes nothing',
      params: importBatchParamsSchema,
      response: { 200: importBatchSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) => {
      const batch = await findImportBatch(app.db, request.params.id);
      if (!batch) throw batchNotFound();
      const owner: ImportOwner = batch.team_id
        ? { teamId: batch.team_id, coachId: '' }
        : { athleteId: batch.athlete_id! };
      const { profile } = profileOf(request);
      const mayUndo = batch.team_id
        ? Boolean(await findCoachTeam(app.db, batch.team_id, profile.id))
        : batch.athlete_id === profile.id;
      if (!mayUndo) throw batchNotFound();
      await spendImport(app, request);
      await undoImportBatch(app.db, batch.id, profile.id);
      const batches = await listImportBatches(app.db, owner);
      return batches.find((b) => b.id === batch.id)!;
    },
  );
};

function savedMessage(batch: {
  runsSaved: number;
  runsAlreadyImported: number;
  rowsSkipped: number;
}) {
  const runs = (n: number) => `${n} ${n === 1 ? 'run' : 'runs'}`;
  const parts = [`${runs(batch.runsSaved)} saved`];
  if (batch.runsAlreadyImported > 0)
    parts.push(`${runs(batch.runsAlreadyImported)} already imported`);
  if (batch.rowsSkipped > 0) parts.push(`${runs(batch.rowsSkipped)} skipped`);
  return `${parts.join(', ')}.`;
}

/** Today (UTC) by the server's clock. */
const todayOf = (app: FastifyInstance) => app.config.now().toISOString().slice(0, 10);

async function spendImport(app: FastifyInstance, request: FastifyRequest) {
  await app.limiter.consume([
    {
      key: `timing-imports:${profileOf(request).profile.id}`,
      ...app.config.limits.timingImportsPerUser,
      message: 'You imported too many files: wait an hour and try again.',
    },
  ]);
}

/**
 * Whose import this is: the coach's team when `teamId` is given (another coach's team is a 404),
 * else the athlete themselves. A write (`spend`) counts against the user's import budget.
 */
async function importOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  teamId: string | undefined,
  spend = true,
): Promise<ImportOwner> {
  const { profile } = profileOf(request);
  let owner: ImportOwner;
  if (teamId) {
    if (!isCoachRole(profile.role)) throw forbidden('This is for coaches.');
    if (!(await findCoachTeam(app.db, teamId, profile.id))) throw teamNotFound();
    owner = { teamId, coachId: profile.id };
  } else {
    if (!isAthleteRole(profile.role)) throw forbidden('Choose the team to import for.');
    owner = { athleteId: profile.id };
  }
  if (spend) await spendImport(app, request);
  return owner;
}
