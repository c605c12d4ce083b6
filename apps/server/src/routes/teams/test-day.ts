import { TEAM_RESULT_REFUSAL_MESSAGES } from '@gamespeed/domain';
import {
  LIST_PAGE_MAX,
  listResultsResponseSchema,
  type TeamResultOutcome,
  teamIdParamsSchema,
  teamMemberParamsSchema,
  teamResultsRequestSchema,
  teamResultsResponseSchema,
  testDayBaselinesSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { parseTeamEntry } from '../../lib/test-day-entry';
import { profileOf, requireCoach } from '../../plugins/auth';
import { resultHistory } from '../../repositories/result-history';
import { testDayBaselines } from '../../repositories/team-baselines';
import { saveTeamResult } from '../../repositories/team-results';
import { findTestDay } from '../../repositories/test-days';
import { ownTeam, spendCoachResultWrites, teamAthlete, teamRoute } from './shared';

/** Test day: a coach enters results for the athletes on a team, and reads an athlete's results. */
export const teamTestDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams/:id/results',
    teamRoute(requireCoach, {
      summary:
        "Coach, test day: saves results for athletes on your team, each as entered by you, checked like the athlete's own; answers per entry (saved, or refused with the reason). A repeated clientId answers the saved result. 429 when the batch does not fit your write budget or an athlete's",
      params: teamIdParamsSchema,
      body: teamResultsRequestSchema,
      response: { 200: teamResultsResponseSchema, ...errorsFor(403, 404, 429, 503) },
    }),
    async (request) => {
      const { profile: coach } = profileOf(request);
      const found = await ownTeam(app, request, request.params.id);
      await spendCoachResultWrites(
        app,
        coach.id,
        request.body.entries.map((entry) => entry.athleteId),
      );
      const outcomes: TeamResultOutcome[] = [];
      // One transaction per entry: an athlete who left, or an implausible value, refuses that
      // entry only.
      const testDays = new Map<string, Awaited<ReturnType<typeof findTestDay>>>();
      for (const { clientId, athleteId, sessionId, ...fields } of request.body.entries) {
        let testDay: Awaited<ReturnType<typeof findTestDay>>;
        if (sessionId) {
          if (!testDays.has(sessionId)) {
            testDays.set(sessionId, await findTestDay(app.db, found.team.id, coach.id, sessionId));
          }
          testDay = testDays.get(sessionId);
          if (!testDay) {
            const code = 'test_day_not_found';
            outcomes.push({
              status: 'refused',
              clientId,
              athleteId,
              code,
              reason: TEAM_RESULT_REFUSAL_MESSAGES[code],
            });
            continue;
          }
        }
        const parsed = parseTeamEntry(fields, testDay);
        if (!parsed.ok) {
          outcomes.push({
            status: 'refused',
            clientId,
            athleteId,
            code: 'invalid',
            reason: parsed.reason,
          });
          continue;
        }
        outcomes.push(
          await saveTeamResult(
            app.db,
            found.team.id,
            coach.id,
            { clientId, athleteId },
            parsed.request,
          ),
        );
      }
      return { outcomes };
    },
  );

  app.get(
    '/teams/:id/test-day/baselines',
    teamRoute(requireCoach, {
      summary:
        "Coach, test day: each athlete's current best of every test and the elite value for their bodyweight, so an unusual value is asked about before it is saved",
      params: teamIdParamsSchema,
      response: { 200: testDayBaselinesSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      return testDayBaselines(app.db, found.team.id, profileOf(request).profile.id);
    },
  );

  app.get(
    '/teams/:id/athletes/:athleteId/results',
    teamRoute(requireCoach, {
      summary:
        "Coach: an athlete's results, newest test date first, with who entered each and which the athlete hid (only while on your team)",
      params: teamMemberParamsSchema,
      response: { 200: listResultsResponseSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const athlete = await teamAthlete(app, request, request.params);
      // The newest page (the same page size as the athlete's own history).
      return {
        results: await resultHistory(app.db, athlete.id, { limit: LIST_PAGE_MAX, offset: 0 }),
      };
    },
  );
};
