import { LIVE_HEARTBEAT_MS } from '@gamespeed/domain/constants';
import { eventsQuerySchema, LIVE_EVENTS } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';
import { authenticateToken, notAuthenticated, profileOf } from '../../plugins/auth';
import { realtimePlugin } from '../../plugins/realtime';

/**
 * Live updates as Server-Sent Events (ARCHITECTURE.md, API conventions): `ready` once connected, `results-changed`
 * whenever the signed-in user's test results change (on any device or server process), and a
 * `: ping` comment every 25 s (docs/product/constants.md heartbeat) so proxies keep the connection open.
 *
 * EventSource cannot send an Authorization header, so this route — and only this one — also
 * takes the access token as `?access_token=`, checked exactly like the auth hook does. Its
 * request log is kept at warn level so the token in the address is not written to the log.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(realtimePlugin);
  const heartbeatMs = app.config.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS;
  const openStreams = new Set<() => void>();
  // Open streams never finish by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get(
    '/events',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['events'],
        summary: 'Live updates (text/event-stream): results-changed for your own results',
        security: [{ bearer: [] }, { accessTokenQuery: [] }],
        querystring: eventsQuerySchema,
        response: {
          200: {
            description: `An endless text/event-stream: "${LIVE_EVENTS.ready}" once, "${LIVE_EVENTS.resultsChanged}" after each change to your results (data: {}), and a ": ping" comment line as a heartbeat.`,
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorsFor(400, 403),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.access_token;
      if (!request.auth && token) request.auth = await authenticateToken(app, token);
      if (!request.auth) throw notAuthenticated();
      const { profile } = profileOf(request);

      try {
        await app.realtime.ready();
      } catch (error) {
        request.log.error({ err: error }, 'cannot listen for live updates');
        throw serviceUnavailable(
          ERROR_CODES.liveUnavailable,
          'Live updates are unavailable right now.',
        );
      }

      reply.hijack();
      const res = reply.raw;
      request.raw.socket?.setTimeout?.(0);
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
      const send = (event: string) => res.write(`event: ${event}\ndata: {}\n\n`);
      send(LIVE_EVENTS.ready);

      const unsubscribe = app.realtime.subscribe(profile.id, () =>
        send(LIVE_EVENTS.resultsChanged),
      );
      const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      const end = () => res.end();
      openStreams.add(end);
      const cleanUp = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
      };
      res.on('close', cleanUp);
      // The client may already have gone while we were setting up.
      if (request.raw.socket?.destroyed) cleanUp();
      return reply;
    },
  );
};
