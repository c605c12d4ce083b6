import {
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { acceptFormBodies } from '../../lib/form-body';
import { errorsFor } from '../../lib/schemas';
import { turnRemindersOff, verifyUnsubscribeToken } from '../../reminders/retest-reminders';

/**
 * Unsubscribing from retest reminders (docs/product/reminders.md): a POST without signing in,
 * because the address carries a signed token naming the athlete. It is the one-click address of
 * the reminder's `List-Unsubscribe` header (RFC 8058: a mail provider POSTs
 * `List-Unsubscribe=One-Click`, form-encoded or multipart, and wants a 200, never a redirect)
 * and what the Unsubscribe page's button sends. There is no GET: mail scanners open links, and
 * opening one must change nothing. Turning reminders off twice is fine; a bad, expired or forged
 * token is a 400 and changes nothing.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/reminders/unsubscribe',
    {
      config: { public: true },
      schema: {
        tags: ['reminders'],
        summary: 'Turns retest reminders off for the athlete named by a signed reminder token',
        description:
          "The one-click unsubscribe of RFC 8058: the reminder e-mail's List-Unsubscribe address. The body is `List-Unsubscribe=One-Click`, form-encoded, multipart or JSON.",
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...errorsFor(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const athleteId = await verifyUnsubscribeToken(app, request.query.token);
      if (!athleteId || !(await turnRemindersOff(app.db, athleteId))) {
        throw badRequest(
          ERROR_CODES.invalidUnsubscribeLink,
          'This unsubscribe link is not valid. Turn reminders off in your settings instead.',
        );
      }
      return { unsubscribed: true as const };
    },
  );
};
