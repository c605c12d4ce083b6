import {
  addTrialsRequestSchema,
  hideCoachEntriesRequestSchema,
  hideCoachEntriesResponseSchema,
  hideResultRequestSchema,
  listResultsQuerySchema,
  listResultsResponseSchema,
  resultHistoryQuerySchema,
  resultParamsSchema,
  resultsSummarySchema,
  resultTimingMethod,
  saveTestResultRequestSchema,
  testResultSchema,
  trialParamsSchema,
  trialValueProblems,
  updateTestResultRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkResultEdit } from '../../lib/result-edit';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { countVideosWatched } from '../../repositories/content';
import {
  athleteMayChange,
  changeResult,
  hideCoachEntries,
  type ResultChange,
  saveResult,
} from '../../repositories/result-changes';
import { listResults, resultHistory, resultsSummary } from '../../repositories/result-history';
import type { StoredResult } from '../../repositories/test-results';

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
   * Changes result `id` by the recipe (result-changes.ts `changeResult`) when the signed-in
   * athlete may write it; otherwise 404, and also when it is deleted unless `deleted` is
   * 'allowed'. `decide` checks the loaded result (it throws to refuse) and names the change.
   */
  async function change(
    request: FastifyRequest,
    id: string,
    deleted: 'allowed' | 'not found',
    decide: (stored: StoredResult) => ResultChange,
  ) {
    const { profile } = profileOf(request);
    const result = await changeResult(app.db, id, profile, (stored) => {
      if (deleted === 'not found' && stored.dto.deletedAt !== null) throw resultNotFound();
      return decide(stored);
    });
    if (!result) throw resultNotFound();
    return result;
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
        'Saves one of your test results, with its trials and splits and how they were timed, and notifies your other devices. With a clientId, a repeat of the same write returns the saved result (200) instead of a second one; a test you already have in the session (session.id) gets the trials added instead (200)',
      body: saveTestResultRequestSchema,
      response: { 200: testResultSchema, 201: testResultSchema, ...errorsFor(403, 429) },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const saved = await app.db.transaction((tx) =>
        saveResult(tx, {
          ...request.body,
          timingMethod: resultTimingMethod(request.body),
          athleteId: profile.id,
          enteredBy: profile.id,
        }),
      );
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
      return change(request, request.params.id, 'not found', (stored) => {
        refuseCoachEntry(stored);
        checkResultEdit(stored, changes);
        return { kind: 'edit', changes };
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
      change(request, request.params.id, 'allowed', (stored) => {
        if (stored.dto.deletedAt === null) refuseCoachEntry(stored);
        return { kind: 'delete' };
      }),
  );

  app.post(
    '/results/:id/restore',
    resultRoute(athleteWrite, {
      summary: 'Restores one of your deleted results (Undo)',
      params: resultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) => change(request, request.params.id, 'allowed', () => ({ kind: 'restore' })),
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
      change(request, request.params.id, 'not found', () => ({
        kind: 'hide',
        reason: request.body.reason,
      })),
  );

  app.post(
    '/results/hide-coach-entries',
    resultRoute(requireAthlete, {
      summary:
        'Hides every result one coach entered for you, with one reason (each keeps its revision); answers how many were hidden now',
      body: hideCoachEntriesRequestSchema,
      response: { 200: hideCoachEntriesResponseSchema, ...errorsFor(403) },
    }),
    async (request) => ({
      hidden: await hideCoachEntries(
        app.db,
        profileOf(request).profile.id,
        request.body.coachId,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/results/:id/unhide',
    resultRoute(requireAthlete, {
      summary: 'Shows a result you hid again: it counts as before',
      params: resultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404) },
    }),
    async (request) => change(request, request.params.id, 'not found', () => ({ kind: 'show' })),
  );

  app.post(
    '/results/:id/trials',
    resultRoute(athleteWrite, {
      summary:
        'Adds trials to one of your results (the best valid trial becomes its value); a trial id it already has changes nothing, so a retry is safe. A result your coach entered cannot be changed (409)',
      params: resultParamsSchema,
      body: addTrialsRequestSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 409, 429) },
    }),
    async (request) =>
      change(request, request.params.id, 'not found', (stored) => {
        refuseCoachEntry(stored);
        const [problem] = trialValueProblems(
          stored.dto.movement,
          request.body.trials,
          stored.dto.timingMethod,
        );
        if (problem)
          throw badRequest(
            ERROR_CODES.invalidInput,
            `body.${problem.path.join('.')}: ${problem.message}`,
          );
        return { kind: 'trials', add: request.body.trials };
      }),
  );

  app.delete(
    '/results/:id/trials/:trialId',
    resultRoute(athleteWrite, {
      summary:
        'Removes a trial of one of your results (kept in the result’s history); the best valid trial left becomes its value, and the last valid trial cannot go (400)',
      params: trialParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(400, 403, 404, 409, 429) },
    }),
    async (request) =>
      change(request, request.params.id, 'not found', (stored) => {
        refuseCoachEntry(stored);
        if (!stored.dto.trials.some((t) => t.id === request.params.trialId))
          throw notFound('Trial not found.');
        return { kind: 'trials', remove: request.params.trialId };
      }),
  );
};
