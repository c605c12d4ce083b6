import {
  createTeamRequestSchema,
  myTeamsResponseSchema,
  teamIdParamsSchema,
  teamSchema,
  teamsResponseSchema,
  updateTeamRequestSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireAthlete, requireCoach } from '../../plugins/auth';
import { listAthleteTeams } from '../../repositories/team-memberships';
import {
  createTeam,
  deleteTeam,
  listCoachTeams,
  regenerateInvite,
  toTeamDto,
  updateTeam,
} from '../../repositories/teams';
import { ownTeam, teamRoute } from './shared';

/** A coach's own teams (create, list, rename, delete, a new invite) and an athlete's list of theirs. */
export const teamListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams',
    teamRoute(requireCoach, {
      summary: 'Coach: creates a team with a fresh invite code and link',
      body: createTeamRequestSchema,
      response: { 201: teamSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const team = await createTeam(app.db, profile.id, request.body, app.config.now());
      return reply.status(201).send(toTeamDto(team, app.config.appUrl, 0));
    },
  );

  app.get(
    '/teams',
    teamRoute(requireCoach, {
      summary: 'Coach: your teams, with their invites and athlete counts',
      response: { 200: teamsResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const rows = await listCoachTeams(app.db, profile.id);
      return { teams: rows.map((r) => toTeamDto(r.team, app.config.appUrl, r.athleteCount)) };
    },
  );

  app.get(
    '/teams/mine',
    teamRoute(requireAthlete, {
      summary: 'Athlete: the teams you are on, and whether you are hidden from leaderboards',
      response: { 200: myTeamsResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      return {
        teams: await listAthleteTeams(app.db, profile.id),
        leaderboardOptOut: profile.leaderboardOptOut,
      };
    },
  );

  app.patch(
    '/teams/:id',
    teamRoute(requireCoach, {
      summary: 'Coach: renames your team or changes its level',
      params: teamIdParamsSchema,
      body: updateTeamRequestSchema,
      response: { 200: teamSchema, ...errorResponses },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      const team = await updateTeam(app.db, found.team.id, request.body);
      return toTeamDto(team, app.config.appUrl, found.athleteCount);
    },
  );

  app.delete(
    '/teams/:id',
    teamRoute(requireCoach, {
      summary: 'Coach: deletes your team; every athlete leaves it and its code stops working',
      params: teamIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      const found = await ownTeam(app, request, request.params.id);
      await deleteTeam(app.db, found.team.id, found.team.coachId, app.config.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/teams/:id/invite/regenerate',
    teamRoute(requireCoach, {
      summary: 'Coach: a new invite code and link; the old ones stop working at once',
      params: teamIdParamsSchema,
      response: { 200: teamSchema, ...errorResponses },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      const team = await regenerateInvite(app.db, found.team.id, app.config.now());
      return toTeamDto(team, app.config.appUrl, found.athleteCount);
    },
  );
};
