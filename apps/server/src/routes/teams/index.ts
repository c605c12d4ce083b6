import { COACH_SEES, formatInviteCode, parseIdentifier, TEAMMATES_SEE } from '@gamespeed/domain';
import {
  createTeamRequestSchema,
  dashboardQuerySchema,
  joinCodeParamsSchema,
  joinPreviewSchema,
  joinTeamRequestSchema,
  LIST_PAGE_MAX,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  listResultsResponseSchema,
  myTeamSchema,
  myTeamsResponseSchema,
  rosterResponseSchema,
  saveTestResultRequestSchema,
  TEAM_INVITE_FAILED_MESSAGE,
  type TeamResultOutcome,
  teamAthleteAnalysisSchema,
  teamIdParamsSchema,
  teamInviteRequestSchema,
  teamInviteResponseSchema,
  teamMemberParamsSchema,
  teamResultsRequestSchema,
  teamResultsResponseSchema,
  teamSchema,
  teamsResponseSchema,
  updateTeamRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryError } from '../../integrations/delivery';
import { AppError, conflict } from '../../lib/errors';
import { errorResponses, errorsFor, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireAthlete, requireCoach, requireProfile } from '../../plugins/auth';
import { dashboardData } from '../../repositories/dashboard';
import { saveTeamResult } from '../../repositories/team-results';
import {
  canSeeLeaderboard,
  createTeam,
  deleteTeam,
  endMembership,
  findCoachTeam,
  findTeamAthlete,
  findTeamByInvite,
  inviteLink,
  isMember,
  joinTeam,
  listAthleteTeams,
  listCoachTeams,
  loadLeaderboard,
  loadRoster,
  regenerateInvite,
  toTeamDto,
  updateTeam,
} from '../../repositories/teams';
import { resultHistory } from '../../repositories/test-results';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const teamRoute = signedInRoutes('teams');

const teamNotFound = () => new AppError(404, ERROR_CODES.teamNotFound, 'Team not found.');
const athleteNotOnTeam = () =>
  new AppError(404, ERROR_CODES.athleteNotFound, 'This athlete is not on your team.');
export const INVITE_INVALID_MESSAGE =
  'That team code does not work. Ask your coach for the current code or link.';
const inviteInvalid = () => new AppError(404, ERROR_CODES.inviteInvalid, INVITE_INVALID_MESSAGE);

/**
 * Teams (docs/product/teams.md). A coach (role coach or both) manages their own teams and reads
 * only athletes who are on one of them now; another coach's team, a deleted team and a former
 * member are all a 404, so nobody learns which ids exist. Athletes preview and join by invite
 * code or link token (rate-limited per IP and per user), list and leave their teams.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams: limits } = app.config;
  const now = () => app.config.now();

  /** Counts one invite look-up or join for the IP and the user, or refuses with 429. */
  async function limitInviteUse(request: FastifyRequest) {
    const { accountId } = profileOf(request);
    await app.limiter.consume([
      {
        key: `team-join-ip:${request.ip}`,
        max: limits.joinsPerIpPer10Minutes,
        windowMs: TEN_MINUTES_MS,
      },
      {
        key: `team-join-user:${accountId}`,
        max: limits.joinsPerUserPer10Minutes,
        windowMs: TEN_MINUTES_MS,
      },
    ]);
  }

  async function ownTeam(request: FastifyRequest, teamId: string) {
    const { profile } = profileOf(request);
    const found = await findCoachTeam(app.db, teamId, profile.id);
    if (!found) throw teamNotFound();
    return found;
  }

  /** The team an invite code or link token opens now, with its coach's name, or 404. */
  async function teamOfInvite(code: string) {
    const found = await findTeamByInvite(app.db, code, now());
    if (!found) throw inviteInvalid();
    return found;
  }

  /** The profile of an athlete on the signed-in coach's team now, or 404. */
  async function teamAthlete(request: FastifyRequest, params: { id: string; athleteId: string }) {
    const { profile: coach } = profileOf(request);
    const athlete = await findTeamAthlete(app.db, params.id, coach.id, params.athleteId);
    if (!athlete) throw athleteNotOnTeam();
    return athlete;
  }

  app.post(
    '/teams',
    teamRoute(requireCoach, {
      summary: 'Coach: creates a team with a fresh invite code and link',
      body: createTeamRequestSchema,
      response: { 201: teamSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const team = await createTeam(app.db, profile.id, request.body, now());
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
      const found = await ownTeam(request, request.params.id);
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
      const found = await ownTeam(request, request.params.id);
      await deleteTeam(app.db, found.team.id, found.team.coachId, now());
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
      const found = await ownTeam(request, request.params.id);
      const team = await regenerateInvite(app.db, found.team.id, now());
      return toTeamDto(team, app.config.appUrl, found.athleteCount);
    },
  );

  app.post(
    '/teams/:id/invites',
    teamRoute(requireCoach, {
      summary:
        "Coach: sends your team's invite link and code to one e-mail address or US phone number",
      description:
        'Limited per coach per hour and per address per day (429 with Retry-After). A provider that refuses or cannot be reached answers 502 with a generic message.',
      params: teamIdParamsSchema,
      body: teamInviteRequestSchema,
      response: { 202: teamInviteResponseSchema, ...errorsFor(403, 404, 409, 429, 502, 503) },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const found = await ownTeam(request, request.params.id);
      const target = parseIdentifier(request.body.to);
      if (target.kind === 'invalid')
        throw new AppError(400, ERROR_CODES.invalidIdentifier, target.message);
      const { team } = found;
      if (team.codeExpiresAt.getTime() <= now().getTime())
        throw conflict(
          ERROR_CODES.inviteExpired,
          "This team's code has expired. Make a new code, then send the invite.",
        );
      const channels = app.integrations;
      if (target.kind === 'email' && !channels.mailer)
        throw new AppError(
          503,
          ERROR_CODES.emailUnavailable,
          'Invites by email are not available right now. Please use a phone number.',
        );
      if (target.kind === 'phone' && !channels.sms)
        throw new AppError(
          503,
          ERROR_CODES.smsUnavailable,
          'Invites by text message are not available right now. Please use an email address.',
        );
      await app.limiter.consume([
        { key: `team-invite-coach:${profile.id}`, ...app.config.limits.teamInvitesPerCoach },
        { key: `team-invite-to:${target.value}`, ...app.config.limits.teamInvitesPerAddress },
      ]);
      const coachName =
        [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Your coach';
      const link = inviteLink(app.config.appUrl, team.inviteToken);
      const code = formatInviteCode(team.inviteCode);
      const text = `${coachName} invites you to join the team ${team.name} on GameSpeed. Open ${link} or enter the team code ${code} in the app (Teams, Join a team).`;
      try {
        if (target.kind === 'email')
          await channels.mailer!.send({
            to: target.value,
            subject: `${coachName} invites you to ${team.name} on GameSpeed`,
            text: `${text}\n\nIf you do not know this coach, you can ignore this message.`,
          });
        else await channels.sms!.send({ to: target.value, body: text });
      } catch (error) {
        const provider = error instanceof DeliveryError ? error : null;
        request.log.warn(
          {
            err: error,
            channel: target.kind,
            provider: provider?.provider ?? null,
            providerStatus: provider?.status ?? null,
            providerCode: provider?.code ?? null,
          },
          'team invite delivery failed',
        );
        throw new AppError(502, ERROR_CODES.deliveryFailed, TEAM_INVITE_FAILED_MESSAGE);
      }
      return reply.status(202).send({ channel: target.kind });
    },
  );

  app.get(
    '/teams/join/:code',
    teamRoute([requireAthlete, limitInviteUse], {
      summary:
        'Athlete: the team an invite code or link opens, its coach, and exactly what the coach will see',
      params: joinCodeParamsSchema,
      response: { 200: joinPreviewSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const found = await teamOfInvite(request.params.code);
      return {
        teamId: found.team.id,
        teamName: found.team.name,
        sportLevel: found.team.sportLevel as z.infer<typeof joinPreviewSchema>['sportLevel'],
        coachName: found.coachName,
        alreadyMember: await isMember(app.db, found.team.id, profile.id),
        coachWillSee: [...COACH_SEES],
        teammatesSee: TEAMMATES_SEE,
      };
    },
  );

  app.post(
    '/teams/join',
    teamRoute([requireAthlete, limitInviteUse], {
      summary:
        'Athlete: joins the team of an invite code or link token (joining twice changes nothing)',
      body: joinTeamRequestSchema,
      response: { 200: myTeamSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const found = await teamOfInvite(request.body.code);
      if (found.team.coachId === profile.id)
        throw conflict(
          ERROR_CODES.ownTeam,
          'You coach this team, so you cannot join it as an athlete.',
        );
      const membership = await joinTeam(app.db, found.team.id, profile.id, now());
      return {
        id: found.team.id,
        name: found.team.name,
        sportLevel: found.team.sportLevel as z.infer<typeof myTeamSchema>['sportLevel'],
        coachName: found.coachName,
        joinedAt: membership.joinedAt.toISOString(),
      };
    },
  );

  app.post(
    '/teams/:id/leave',
    teamRoute(requireAthlete, {
      summary: 'Athlete: leaves a team; its coach sees nothing new of you from then on',
      params: teamIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const left = await endMembership(app.db, request.params.id, profile.id, null, now());
      if (!left) throw teamNotFound();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/teams/:id/members/:athleteId',
    teamRoute(requireCoach, {
      summary: 'Coach: removes an athlete from your team',
      params: teamMemberParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      const found = await ownTeam(request, request.params.id);
      const removed = await endMembership(
        app.db,
        found.team.id,
        request.params.athleteId,
        found.team.coachId,
        now(),
      );
      if (!removed) throw athleteNotOnTeam();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams/:id/roster',
    teamRoute(requireCoach, {
      summary:
        'Coach: your team and every athlete on it now, with badge, biggest gap, last test and retest due (one query)',
      params: teamIdParamsSchema,
      response: { 200: rosterResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const today = now().toISOString().slice(0, 10);
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
      const athlete = await teamAthlete(request, request.params);
      const data = await dashboardData(app.db, athlete, request.query.position, app.config.now());
      return {
        ...data,
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
        } as z.infer<typeof teamAthleteAnalysisSchema>['profile'],
      };
    },
  );

  app.get(
    '/teams/:id/leaderboard',
    teamRoute(requireProfile, {
      summary:
        "A team's best values of one test (its coach and its athletes); ties rank the earlier date first; athletes who opted out are left out",
      params: teamIdParamsSchema,
      querystring: leaderboardQuerySchema,
      response: { 200: leaderboardResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      if (!(await canSeeLeaderboard(app.db, request.params.id, profile.id))) throw teamNotFound();
      const rows = await loadLeaderboard(app.db, request.params.id, request.query.test, profile.id);
      return { test: request.query.test, rows };
    },
  );

  app.post(
    '/teams/:id/results',
    teamRoute(requireCoach, {
      summary:
        "Coach, test day: saves results for athletes on your team, each as entered by you, checked like the athlete's own; answers per entry (saved, or refused with the reason). A repeated clientId answers the saved result",
      params: teamIdParamsSchema,
      body: teamResultsRequestSchema,
      response: { 200: teamResultsResponseSchema, ...errorsFor(403, 404, 503) },
    }),
    async (request) => {
      const { profile: coach } = profileOf(request);
      const found = await ownTeam(request, request.params.id);
      const outcomes: TeamResultOutcome[] = [];
      // One transaction per entry: an athlete who left, or an implausible value, refuses that
      // entry only.
      for (const { clientId, athleteId, ...fields } of request.body.entries) {
        const parsed = saveTestResultRequestSchema.safeParse(fields);
        if (!parsed.success) {
          outcomes.push({
            status: 'refused',
            clientId,
            athleteId,
            code: 'invalid',
            reason: parsed.error.issues
              .map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`)
              .join('; '),
          });
          continue;
        }
        outcomes.push(
          await saveTeamResult(
            app.db,
            found.team.id,
            coach.id,
            { clientId, athleteId },
            parsed.data,
          ),
        );
      }
      return { outcomes };
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
      const athlete = await teamAthlete(request, request.params);
      // The newest page (the same page size as the athlete's own history).
      return {
        results: await resultHistory(app.db, athlete.id, { limit: LIST_PAGE_MAX, offset: 0 }),
      };
    },
  );
};
