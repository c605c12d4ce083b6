import { isCoachRole } from '@gamespeed/domain';
import { LIVE_HEARTBEAT_MS } from '@gamespeed/domain/constants';
import { eventsQuerySchema, LIVE_EVENTS, streamTicketSchema } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issueStreamTicket,
  redeemStreamTicket,
  STREAM_TICKET_TTL_SECONDS,
} from '../../auth/stream-tickets';
import { AppError, serviceUnavailable } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';
import { authenticateSession, authOf, notAuthenticated, profileOf } from '../../plugins/auth';
import type { ResultWrite } from '../../plugins/realtime';

/** Seconds a client refused for too many open streams is asked to wait. */
const STREAMS_FULL_RETRY_SECONDS = 30;

/**
 * Live updates as Server-Sent Events (ARCHITECTURE.md, API conventions): `ready` once connected,
 * `results-changed` whenever the signed-in user's test results change (on any device or server
 * process), for a coach `team-results-changed` with the team id whenever the results of an athlete
 * on one of the coach's teams change — each with the `clientId` of the result when the change was
 * the user's own write, so the device that made it can skip its own echo — and a `: ping` comment every 25 s (docs/product/constants.md heartbeat) so proxies
 * keep the connection open.
 *
 * EventSource cannot send an Authorization header, so a browser first asks for a single-use
 * ticket (POST /api/events/ticket, 60 s) and opens `?ticket=`; the access token never travels in
 * an address. A stream (docs/product/accounts.md, "Live updates"):
 * - is refused (429) beyond `liveStreams.perUser` open streams per user or `perIp` per address
 *   in this process;
 * - closes when its socket moves nothing for `liveStreamIdleMs` (a client that stopped reading),
 *   when the access token it was opened with expires (the client reconnects with a fresh one),
 *   and when its session ends (sign-out, account deletion), on whichever process it is.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const heartbeatMs = app.config.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS;
  const { limits } = app.config;
  const openStreams = new Set<() => void>();
  const perUser = new Map<string, number>();
  const perIp = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
  // Open streams never finish by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.post(
    '/events/ticket',
    {
      schema: {
        tags: ['events'],
        summary:
          'A single-use ticket that opens one live-update stream (GET /api/events?ticket=) within 60 seconds',
        security: [{ bearer: [] }],
        response: { 200: streamTicketSchema, ...errorsFor(429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await app.limiter.consume([
        { key: `stream-ticket:${auth.accountId}`, ...limits.streamTicketsPerUser },
      ]);
      const { ticket } = await issueStreamTicket(app.db, auth, app.config.now());
      reply.header('cache-control', 'no-store');
      return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
    },
  );

  app.get(
    '/events',
    {
      config: { public: true },
      // Kept at warn level: a stream's address is nobody's business in the log.
      logLevel: 'warn',
      schema: {
        tags: ['events'],
        summary:
          "Live updates (text/event-stream): results-changed for your own results, team-results-changed for a coach's teams",
        security: [{ bearer: [] }, { streamTicket: [] }],
        querystring: eventsQuerySchema,
        response: {
          200: {
            description: `An endless text/event-stream: "${LIVE_EVENTS.ready}" once, "${LIVE_EVENTS.resultsChanged}" after each change to your results (data: {}, or {"clientId": …} when the change was your own write: the clientId of its result), for a coach "${LIVE_EVENTS.teamResultsChanged}" after each change to the results of an athlete on one of your teams (data: {"teamId": …}, with the clientId when the change was your own test-day entry), and a ": ping" comment line as a heartbeat. It ends when the access token it was opened with expires or the session ends; reconnect with a new ticket.`,
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorsFor(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      if (!request.auth && ticket) {
        const redeemed = await redeemStreamTicket(app.db, ticket, app.config.now());
        if (!redeemed)
          throw new AppError(
            401,
            ERROR_CODES.invalidStreamTicket,
            'This live-update ticket is not valid any more. Ask for a new one.',
          );
        request.auth = await authenticateSession(app, redeemed);
      }
      if (!request.auth) throw notAuthenticated();
      const { profile, sessionId, tokenExpiresAt } = profileOf(request);

      if (
        (perUser.get(profile.id) ?? 0) >= limits.liveStreams.perUser ||
        (perIp.get(request.ip) ?? 0) >= limits.liveStreams.perIp
      ) {
        throw new AppError(
          429,
          ERROR_CODES.tooManyStreams,
          `Too many live connections are open. Close other tabs or devices, or try again in ${STREAMS_FULL_RETRY_SECONDS} seconds.`,
          { 'retry-after': String(STREAMS_FULL_RETRY_SECONDS) },
        );
      }

      try {
        await app.realtime.ready();
        await app.sessionEnds.ready();
      } catch (error) {
        request.log.error({ err: error }, 'cannot listen for live updates');
        throw serviceUnavailable(
          ERROR_CODES.liveUnavailable,
          'Live updates are unavailable right now.',
        );
      }

      reply.hijack();
      const res = reply.raw;
      const socket = request.raw.socket;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // HEAD: nothing is ever written to it, so Node would hold the headers back forever.
      if (request.method === 'HEAD') {
        res.end();
        return reply;
      }
      add(perUser, profile.id, 1);
      add(perIp, request.ip, 1);
      // A socket that moves nothing (the heartbeat cannot be written) is a client gone quiet.
      socket?.setTimeout?.(limits.liveStreamIdleMs, () => socket.destroy());

      const send = (event: string, data: Record<string, string> = {}) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send(LIVE_EVENTS.ready);

      // A write of this user's own carries its result's client id: the device that made it
      // skips its own echo. Nobody learns another user's client ids.
      const echo = ({ actorId, clientId }: ResultWrite): Record<string, string> =>
        actorId === profile.id && clientId !== null ? { clientId } : {};
      const unsubscribeOwn = app.realtime.subscribe(profile.id, (write) =>
        send(LIVE_EVENTS.resultsChanged, echo(write)),
      );
      // Coaches also hear of their teams' members' changes: the team id only, never whose.
      const unsubscribeTeams = isCoachRole(profile.role)
        ? app.realtime.subscribeCoach(profile.id, (teamId, write) =>
            send(LIVE_EVENTS.teamResultsChanged, { teamId, ...echo(write) }),
          )
        : () => {};
      const unsubscribe = () => {
        unsubscribeOwn();
        unsubscribeTeams();
      };
      const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      const end = () => res.end();
      const stopWatching = app.sessionEnds.watch(sessionId, end);
      const tokenLeftMs = tokenExpiresAt * 1000 - app.config.now().getTime();
      const expiry = setTimeout(end, Math.max(0, tokenLeftMs));
      openStreams.add(end);
      let cleaned = false;
      const cleanUp = () => {
        if (cleaned) return;
        cleaned = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        stopWatching();
        openStreams.delete(end);
        add(perUser, profile.id, -1);
        add(perIp, request.ip, -1);
      };
      res.on('close', cleanUp);
      // The client may already have gone while we were setting up.
      if (socket?.destroyed) cleanUp();
      return reply;
    },
  );
};
