import {
  hideResultRequestSchema,
  listResultsQuerySchema,
  listResultsResponseSchema,
  resultHistoryQuerySchema,
  resultParamsSchema,
  resultsSummarySchema,
  resultValueProblems,
  saveTestResultRequestSchema,
  testResultSchema,
  updateTestResultRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import {
  lockAthlete,
  movementUnavailable,
  recomputeAssessment,
} from '../../repositories/assessments';
import { countVideosWatched } from '../../repositories/content';
import {
  athleteMayChange,
  canWriteResult,
  findResultForUpdate,
  insertResult,
  listResults,
  resultHistory,
  resultsSummary,
  type StoredResult,
  setResultDeleted,
  setResultHidden,
  updateResult,
} from '../../repositories/test-results';

const resultNotFound = () => notFound('Result not found.');

/**
 * The signed-in athlete's own test results. Reads never take an athlete id: the athlete is the
 * signed-in user. Writes to one result go through `canWriteResult`; anyone else's result (or
 * one that does not exist) is a 404, so nobody learns which ids exist.
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const resultRoute = signedInRoutes('results');
  const { resultWritesPerUser } = app.config.limits;

  /**
   * Athletes only, and at most `resultWritesPerUser` writes (add, edit, delete, restore) per
   * athlete: 429 with Retry-After beyond it (docs/product/limits.md). An offline device's queue
   * keeps a refused write first in line and sends it again later.
   */
  const athleteWrite = [
    requireAthlete,
    async (request: FastifyRequest) => {
      await app.limiter.consume([
        { key: `result-writes:${profileOf(request).profile.id}`, ...resultWritesPerUser },
      ]);
    },
  ];

  /**
   * Runs `change` in one transaction on result `id`, loaded and locked, when the signed-in
   * athlete may write it; otherwise 404, and also when it is deleted unless `deleted` is
   * 'allowed'.
   */
  function changeResult<T>(
    request: FastifyRequest,
    id: string,
    deleted: 'allowed' | 'not found',
    change: (tx: Transaction, stored: StoredResult, actorId: string) => Promise<T>,
  ): Promise<T> {
    const { profile } = profileOf(request);
    return app.db.transaction(async (tx) => {
      const stored = await findResultForUpdate(tx, id);
      if (!stored || !canWriteResult(profile, stored)) throw resultNotFound();
      if (deleted === 'not found' && stored.dto.deletedAt !== null) throw resultNotFound();
      return change(tx, stored, profile.id);
    });
  }

  /** A coach's entry cannot be edited or deleted by the athlete, only hidden with a reason. */
  function refuseCoachEntry(stored: StoredResult) {
    if (!athleteMayChange(stored.dto))
      throw conflict(
        ERROR_CODES.enteredByCoach,
        'Your coach entered this result. Hide it with a reason instead.',
      );
  }

  app.post(
    '/results',
    resultRoute(athleteWrite, {
      summary:
        'Saves one of your test results and notifies your other devices. With a clientId, a repeat of the same write returns the saved result (200) instead of a second one',
      body: saveTestResultRequestSchema,
      response: { 200: testResultSchema, 201: testResultSchema, ...errorsFor(403, 429) },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const saved = await app.db.transaction(async (tx) => {
        await lockAthlete(tx, profile.id);
        const outcome = await insertResult(tx, {
          ...request.body,
          athleteId: profile.id,
          enteredBy: profile.id,
        });
        // A better jump or fly can change the diagnosis: recomputed in the same transaction.
        if (outcome?.created) await recomputeAssessment(tx, profile.id);
        return outcome;
      });
      if (!saved) throw movementUnavailable();
      return reply.status(saved.created ? 201 : 200).send(saved.result);
    },
  );

  app.get(
    '/results',
    resultRoute(requireAthlete, {
      summary: 'Your test results, newest first, with the movement names',
      querystring: listResultsQuerySchema,
      response: { 200: listResultsResponseSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      return { results: await listResults(app.db, profile.id, request.query) };
    },
  );

  app.get(
    '/results/history',
    resultRoute(requireAthlete, {
      summary:
        'Every current result of yours, newest test date first, optionally for one test (pages of at most 1000: limit, offset)',
      querystring: resultHistoryQuerySchema,
      response: { 200: listResultsResponseSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      return {
        results: await resultHistory(app.db, profile.id, {
          movement: request.query.test,
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      };
    },
  );

  app.get(
    '/results/summary',
    resultRoute(requireAthlete, {
      summary:
        'Progress: how many tests you completed and videos you watched, each test with its latest and best value, and each test with two or more results as a series',
      response: { 200: resultsSummarySchema, ...errorsFor(403) },
    }),
    async (request) => {
      const athleteId = profileOf(request).profile.id;
      const [summary, videosWatched] = await Promise.all([
        resultsSummary(app.db, athleteId),
        countVideosWatched(app.db, athleteId),
      ]);
      return { ...summary, videosWatched };
    },
  );

  app.patch(
    '/results/:id',
    resultRoute(athleteWrite, {
      summary:
        'Edits one of your results (value, time to top speed, date, timing, note); a result your coach entered can only be hidden (409)',
      params: resultParamsSchema,
      body: updateTestResultRequestSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 409, 429) },
    }),
    async (request) => {
      const changes = request.body;
      return changeResult(request, request.params.id, 'not found', async (tx, stored, actorId) => {
        refuseCoachEntry(stored);
        const [problem] = resultValueProblems(stored.dto.movement, {
          value: changes.value,
          timeToTopSpeed: changes.timeToTopSpeed ?? undefined,
          timingMethod:
            changes.timingMethod === undefined ? stored.dto.timingMethod : changes.timingMethod,
        });
        if (problem)
          throw badRequest(ERROR_CODES.invalidInput, `body.${problem.path}: ${problem.message}`);
        if (
          changes.value === undefined &&
          changes.timingMethod !== undefined &&
          stored.dto.movement === 'forty'
        ) {
          // The forty's human limit depends on the timing method: recheck the kept value.
          const [again] = resultValueProblems('forty', {
            value: stored.dto.value,
            timingMethod: changes.timingMethod,
          });
          if (again)
            throw badRequest(ERROR_CODES.invalidInput, `body.timingMethod: ${again.message}`);
        }
        return updateResult(tx, stored, changes, actorId);
      });
    },
  );

  app.delete(
    '/results/:id',
    resultRoute(athleteWrite, {
      summary:
        'Deletes one of your results (it can be restored: Undo); a result your coach entered can only be hidden (409)',
      params: resultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 409, 429) },
    }),
    async (request) =>
      changeResult(request, request.params.id, 'allowed', async (tx, stored, actorId) => {
        if (stored.dto.deletedAt === null) refuseCoachEntry(stored);
        return setResultDeleted(tx, stored, true, actorId);
      }),
  );

  app.post(
    '/results/:id/restore',
    resultRoute(athleteWrite, {
      summary: 'Restores one of your deleted results (Undo)',
      params: resultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) =>
      changeResult(request, request.params.id, 'allowed', (tx, stored, actorId) =>
        setResultDeleted(tx, stored, false, actorId),
      ),
  );

  app.post(
    '/results/:id/hide',
    resultRoute(requireAthlete, {
      summary:
        'Hides one of your results with a reason (a dispute): it stays in your history, marked, but counts for no best value, diagnosis or progress until shown again',
      params: resultParamsSchema,
      body: hideResultRequestSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404) },
    }),
    async (request) =>
      changeResult(request, request.params.id, 'not found', (tx, stored, actorId) =>
        setResultHidden(tx, stored, request.body.reason, actorId),
      ),
  );

  app.post(
    '/results/:id/unhide',
    resultRoute(requireAthlete, {
      summary: 'Shows a result you hid again: it counts as before',
      params: resultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404) },
    }),
    async (request) =>
      changeResult(request, request.params.id, 'not found', (tx, stored, actorId) =>
        setResultHidden(tx, stored, null, actorId),
      ),
  );
};
