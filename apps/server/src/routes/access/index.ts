import { timingSafeEqual } from 'node:crypto';
import {
  accessRequestSchema,
  accessResponseSchema,
  INVALID_ACCESS_CODE_MESSAGE,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueBetaGrant } from '../../auth/beta-grant';
import { AppError } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';

/** Case-insensitive, constant-time comparison of the beta code. */
export function accessCodeMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(expected.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { max, windowMs } = app.config.limits.accessCodeChecksPerIp;
  app.post(
    '/access',
    {
      config: { public: true, rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['access'],
        summary: 'Checks the private-beta access code and returns the grant sign-up needs',
        body: accessRequestSchema,
        response: {
          200: accessResponseSchema,
          ...errorsFor(401, 429),
        },
      },
    },
    async (request) => {
      if (!accessCodeMatches(request.body.code, app.config.betaAccessCode)) {
        throw new AppError(401, ERROR_CODES.invalidAccessCode, INVALID_ACCESS_CODE_MESSAGE);
      }
      return {
        granted: true as const,
        grant: issueBetaGrant(app.tokenKeys, app.config.betaAccessCode, app.config.now()),
      };
    },
  );
};
