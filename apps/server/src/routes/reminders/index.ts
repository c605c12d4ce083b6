import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { turnRemindersOff, verifyUnsubscribeToken } from '../../reminders/retest-reminders';

/**
 * The unsubscribe link of a retest reminder (docs/product/reminders.md): works without signing
 * in, because the link carries a signed token naming the athlete. Turning reminders off twice
 * is fine; a bad, expired or forged token is a 400 and changes nothing.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reminders/unsubscribe',
    {
      config: { public: true },
      schema: {
        tags: ['reminders'],
        summary: 'Turns retest reminders off for the athlete named by a signed reminder token',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses },
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
