import {
  teamResultParamsSchema,
  testResultSchema,
  updateTestResultRequestSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { checkResultEdit } from '../../lib/result-edit';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireCoach } from '../../plugins/auth';
import { changeResult, type ResultChange } from '../../repositories/result-changes';
import { lockTeamMembership } from '../../repositories/team-memberships';
import type { StoredResult } from '../../repositories/test-results';
import { ownTeam, spendCoachResultWrites, teamRoute } from './shared';

const resultNotFound = () => notFound('Result not found.');

/**
 * Changes result `resultId` entered by the signed-in coach for an athlete on their team `teamId`
 * now, by the recipe (result-changes.ts `changeResult`, with its revision), counted against the
 * coach's write budgets and the athlete's. Anything else — another's entry, the athlete's own result, an athlete no
 * longer on the team — is a 404. `decide` names the change (it throws to refuse).
 */
async function changeOwnEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { id: string; resultId: string },
  decide: (stored: StoredResult) => ResultChange,
) {
  const { profile: coach } = profileOf(request);
  await ownTeam(app, request, params.id);
  const result = await changeResult(app.db, params.resultId, coach, async (stored, tx) => {
    if (
      stored.dto.enteredBy !== coach.id ||
      stored.athleteId === coach.id ||
      !(await lockTeamMembership(tx, params.id, coach.id, stored.athleteId))
    )
      throw resultNotFound();
    const change = decide(stored);
    // Counted once the entry is known to be the coach's; a refusal rolls the change back.
    await spendCoachResultWrites(app, coach.id, [stored.athleteId]);
    return change;
  });
  if (!result) throw resultNotFound();
  return result;
}

/** A coach's corrections of their own test-day entries (docs/product/teams.md 'Corrections'). */
export const teamCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/teams/:id/results/:resultId',
    teamRoute(requireCoach, {
      summary:
        "Coach: corrects a result you entered on a test day (value, time to top speed, date, timing, note), checked like the athlete's own edit and kept as a revision",
      params: teamResultParamsSchema,
      body: updateTestResultRequestSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) =>
      changeOwnEntry(app, request, request.params, (stored) => {
        if (stored.dto.deletedAt !== null) throw resultNotFound();
        checkResultEdit(stored, request.body);
        return { kind: 'edit', changes: request.body };
      }),
  );

  app.delete(
    '/teams/:id/results/:resultId',
    teamRoute(requireCoach, {
      summary:
        'Coach: deletes a result you entered on a test day for an athlete on your team (kept with its revision; Undo restores it)',
      params: teamResultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) => changeOwnEntry(app, request, request.params, () => ({ kind: 'delete' })),
  );

  app.post(
    '/teams/:id/results/:resultId/restore',
    teamRoute(requireCoach, {
      summary: 'Coach: restores a result of yours you deleted (Undo)',
      params: teamResultParamsSchema,
      response: { 200: testResultSchema, ...errorsFor(403, 404, 429) },
    }),
    async (request) => changeOwnEntry(app, request, request.params, () => ({ kind: 'restore' })),
  );
};
