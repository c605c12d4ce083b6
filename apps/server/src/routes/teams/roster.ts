import { ageGroupOnDay } from '@gamespeed/domain/age';
import {
  dashboardQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  rosterResponseSchema,
  teamAthleteAnalysisSchema,
  teamIdParamsSchema,
  teamMemberParamsSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireCoach, requireProfile } from '../../plugins/auth';
import { dashboardData } from '../../repositories/dashboard';
import { canSeeLeaderboard, loadLeaderboard } from '../../repositories/team-leaderboard';
import { loadRoster } from '../../repositories/team-roster';
import { toTeamDto } from '../../repositories/teams';
import { teamAthlete, teamNotFound, teamRoute } from './shared';

/** What a coach reads of a team (its roster, an athlete's analysis) and a team's leaderboard. */
export const teamRosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams/:id/roster',
    teamRoute(requireCoach, {
      summary:
        'Coach: your team and every athlete on it now, with badge, biggest gap, last test, retest due and current sprint profile (one query)',
      params: teamIdParamsSchema,
      response: { 200: rosterResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const today = app.config.now().toISOString().slice(0, 10);
      const roster = await loadRoster(app.db, request.params.id, profile.id, today);
      if (!roster) throw teamNotFound();
      return {
        team: toTeamDto(roster.team, app.config.appUrl, roster.athletes.length),
        athletes: roster.athletes,
      };
    },
  );

  app.get(
    '/teams/:id/athletes/:athleteId',
    teamRoute(requireCoach, {
      summary:
        "Coach: an athlete's analysis, read-only — what their dashboard shows (only while on your team)",
      params: teamMemberParamsSchema,
      querystring: dashboardQuerySchema,
      response: { 200: teamAthleteAnalysisSchema, ...errorResponses },
    }),
    async (request) => {
      const athlete = await teamAthlete(app, request, request.params);
      const { prescription, ...data } = await dashboardData(
        app.db,
        athlete,
        request.query.position,
        app.config.now(),
      );
      return {
        ...data,
        // Without the video links: they follow the athlete's subscription (docs/product/teams.md).
        prescription: prescription && {
          deficiencyType: prescription.deficiencyType,
          gearLevel: prescription.gearLevel,
          weightRoom: prescription.weightRoom,
          field: prescription.field,
        },
        profile: {
          id: athlete.id,
          firstName: athlete.firstName,
          lastName: athlete.lastName,
          position: athlete.position,
          heightInches: athlete.heightInches,
          weightLbs: athlete.weightLbs,
          primaryDeficiency: athlete.primaryDeficiency,
          deficiencyNotes: athlete.deficiencyNotes,
          confidenceScore: athlete.confidenceScore,
          assessedAt: athlete.assessedAt ? athlete.assessedAt.toISOString() : null,
          onboardingCompleted: athlete.onboardingCompleted,
          forceOrForm: athlete.forceOrForm,
          // The age group, never the birth month (docs/product/privacy.md).
          ageGroup: ageGroupOnDay(
            athlete.birthYear,
            athlete.birthMonth,
            app.config.now().toISOString().slice(0, 10),
          ),
        } as z.infer<typeof teamAthleteAnalysisSchema>['profile'],
      };
    },
  );

  app.get(
    '/teams/:id/leaderboard',
    teamRoute(requireProfile, {
      summary:
        "A team's best values of one test (its coach and its athletes); ties rank the earlier date first; athletes who opted out are left out; a timed test ranks electronic, hand or not-said times apart (electronic by default when there are any)",
      params: teamIdParamsSchema,
      querystring: leaderboardQuerySchema,
      response: { 200: leaderboardResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      if (!(await canSeeLeaderboard(app.db, request.params.id, profile.id))) throw teamNotFound();
      const board = await loadLeaderboard(
        app.db,
        request.params.id,
        request.query.test,
        profile.id,
        request.query.timing,
      );
      return { test: request.query.test, ...board };
    },
  );
};
