import { COACH_SEES, displayNameProblem, parseIdentifier, TEAMMATES_SEE } from '@gamespeed/domain';
import {
  INVITE_PHONE_INVALID_MESSAGE,
  INVITE_PHONE_OPTED_OUT_MESSAGE,
  joinCodeParamsSchema,
  joinPreviewSchema,
  joinTeamRequestSchema,
  myTeamSchema,
  publicInviteSchema,
  REMOVED_FROM_TEAM_MESSAGE,
  TEAM_INVITE_FAILED_MESSAGE,
  teamIdParamsSchema,
  teamInviteRequestSchema,
  teamInviteResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DeliveryError } from '../../integrations/delivery';
import { AppError, conflict } from '../../lib/errors';
import { errorResponses, errorsFor } from '../../lib/schemas';
import { sendText } from '../../lib/send-text';
import { profileOf, requireAthlete, requireCoach } from '../../plugins/auth';
import { isSmsOptedOut } from '../../repositories/sms-opt-outs';
import { isMember, joinTeam } from '../../repositories/team-memberships';
import { grantRejoinByAddress, isBarredFromRejoining } from '../../repositories/team-rejoin';
import { coachName, findTeamByInvite, inviteLink } from '../../repositories/teams';
import { INVITE_EMAIL_SUBJECT, inviteEmailText, inviteSmsText } from './invite-message';
import { ownTeam, teamRoute } from './shared';

const TEN_MINUTES_MS = 10 * 60 * 1000;

const INVITE_INVALID_MESSAGE =
  'That team code does not work. Ask your coach for the current code or link.';
const inviteInvalid = () => new AppError(404, ERROR_CODES.inviteInvalid, INVITE_INVALID_MESSAGE);

/**
 * Names saved before names were checked (docs/product/teams.md, "Names in invites") are not
 * sent: the coach renames first.
 */
function refuseUnsafeNames(teamName: string, coachNames: (string | null)[]) {
  const teamProblem = displayNameProblem(teamName, 'team');
  if (teamProblem)
    throw conflict(
      ERROR_CODES.inviteNameRefused,
      `Rename the team before sending invites. ${teamProblem}.`,
    );
  const coachProblem = coachNames
    .map((name) => (name ? displayNameProblem(name, 'person') : null))
    .find((problem) => problem !== null);
  if (coachProblem)
    throw conflict(
      ERROR_CODES.inviteNameRefused,
      `Change your name in Settings before sending invites. ${coachProblem}.`,
    );
}

/**
 * Invites: a coach sends the team's link and code to an address; an athlete previews the team a
 * code or link opens and joins it (look-ups and joins rate-limited per IP and per user).
 */
export const teamInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams: limits } = app.config;

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

  /** The team an invite code or link token opens now, with its coach's name, or 404. */
  async function teamOfInvite(code: string) {
    const found = await findTeamByInvite(app.db, code, app.config.now());
    if (!found) throw inviteInvalid();
    return found;
  }

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
      const found = await ownTeam(app, request, request.params.id);
      const target = parseIdentifier(request.body.to);
      if (target.kind === 'invalid')
        throw new AppError(400, ERROR_CODES.invalidIdentifier, target.message);
      const { team } = found;
      if (team.codeExpiresAt.getTime() <= app.config.now().getTime())
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
      const optedOut = () => conflict(ERROR_CODES.phoneOptedOut, INVITE_PHONE_OPTED_OUT_MESSAGE);
      // A number that replied STOP gets no invites (docs/product/messages.md, "Text messages").
      if (target.kind === 'phone' && (await isSmsOptedOut(app.db, target.value))) throw optedOut();
      await app.limiter.consume([
        { key: `team-invite-coach:${profile.id}`, ...app.config.limits.teamInvitesPerCoach },
        { key: `team-invite-to:${target.value}`, ...app.config.limits.teamInvitesPerAddress },
      ]);
      const parts = {
        coachName: coachName(profile.firstName, profile.lastName),
        teamName: team.name,
        link: inviteLink(app.config.appUrl, team.inviteToken),
        inviteCode: team.inviteCode,
      };
      refuseUnsafeNames(parts.teamName, [profile.firstName, profile.lastName]);
      try {
        if (target.kind === 'email')
          await channels.mailer!.send({
            to: target.value,
            subject: INVITE_EMAIL_SUBJECT,
            text: inviteEmailText(parts),
          });
        else
          await sendText(
            app.db,
            channels.sms!,
            { to: target.value, body: inviteSmsText(parts) },
            app.config.now(),
          );
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
        if (provider?.reason === 'opted-out') throw optedOut();
        if (provider?.reason === 'invalid-address' && target.kind === 'phone')
          throw new AppError(400, ERROR_CODES.phoneInvalid, INVITE_PHONE_INVALID_MESSAGE);
        throw new AppError(502, ERROR_CODES.deliveryFailed, TEAM_INVITE_FAILED_MESSAGE);
      }
      // A personal invite lets a removed athlete with this address join again.
      await grantRejoinByAddress(app.db, team.id, profile.id, target.value, app.config.now());
      return reply.status(202).send({ channel: target.kind });
    },
  );

  /** The preview of an invite (docs/product/teams.md, "Joining"). */
  const previewInvite = async (request: FastifyRequest, code: string) => {
    const { profile } = profileOf(request);
    const found = await teamOfInvite(code);
    return {
      teamId: found.team.id,
      teamName: found.team.name,
      sportLevel: found.team.sportLevel as z.infer<typeof joinPreviewSchema>['sportLevel'],
      coachName: found.coachName,
      alreadyMember: await isMember(app.db, found.team.id, profile.id),
      coachWillSee: [...COACH_SEES],
      teammatesSee: TEAMMATES_SEE,
    };
  };

  app.get(
    '/teams/invite',
    {
      config: { public: true },
      // The same per-IP budget as the signed-in preview and joining.
      preHandler: async (request: FastifyRequest) => {
        await app.limiter.consume([
          {
            key: `team-join-ip:${request.ip}`,
            max: limits.joinsPerIpPer10Minutes,
            windowMs: TEN_MINUTES_MS,
          },
        ]);
      },
      schema: {
        tags: ['teams'],
        summary:
          'Anyone: the team and coach an invite code or link opens, before signing up (404 when it does not work)',
        querystring: joinCodeParamsSchema,
        response: { 200: publicInviteSchema, ...errorsFor(400, 404, 429) },
      },
    },
    async (request) => {
      const found = await teamOfInvite(request.query.code);
      return {
        teamName: found.team.name,
        sportLevel: found.team.sportLevel as z.infer<typeof publicInviteSchema>['sportLevel'],
        coachName: found.coachName,
      };
    },
  );

  app.get(
    '/teams/join',
    teamRoute([requireAthlete, limitInviteUse], {
      summary:
        'Athlete: the team an invite code or link opens, its coach, and exactly what the coach will see',
      querystring: joinCodeParamsSchema,
      response: { 200: joinPreviewSchema, ...errorResponses },
    }),
    async (request) => previewInvite(request, request.query.code),
  );

  // The same preview at its first address, for app builds made before it moved to the query
  // (a path segment there made /api/teams/join/{code} and /api/teams/{id}/… ambiguous).
  app.get(
    '/teams/join/:code',
    teamRoute([requireAthlete, limitInviteUse], {
      hide: true,
      deprecated: true,
      params: joinCodeParamsSchema,
      response: { 200: joinPreviewSchema, ...errorResponses },
    }),
    async (request) => previewInvite(request, request.params.code),
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
      if (
        !(await isMember(app.db, found.team.id, profile.id)) &&
        (await isBarredFromRejoining(app.db, found.team.id, profile.id))
      )
        throw new AppError(403, ERROR_CODES.removedFromTeam, REMOVED_FROM_TEAM_MESSAGE);
      const membership = await joinTeam(app.db, found.team.id, profile.id, app.config.now());
      return {
        id: found.team.id,
        name: found.team.name,
        sportLevel: found.team.sportLevel as z.infer<typeof myTeamSchema>['sportLevel'],
        coachName: found.coachName,
        joinedAt: membership.joinedAt.toISOString(),
      };
    },
  );
};
