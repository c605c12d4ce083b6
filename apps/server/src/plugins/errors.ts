import type { FieldError } from '@gamespeed/domain/contracts';
import { ERROR_CODES, type ErrorCode } from '@gamespeed/domain/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import {
  PG_CHARACTER_NOT_IN_REPERTOIRE,
  PG_UNTRANSLATABLE_CHARACTER,
  pgErrorCode,
} from '../lib/pg-errors';

/** PostgreSQL / socket error codes meaning "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      e.message &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        e.message,
      )
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.bodyTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.invalidJson,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.invalidJson,
    message: 'The request body is not valid JSON.',
  },
};

/**
 * Fastify's `frameworkErrors` option: errors raised by the router before any route runs (a
 * malformed percent-encoding in the path, a path parameter over 100 characters) leave in the
 * same `{ error: { code, message } }` shape as everything else.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { code: ERROR_CODES.urlTooLong, message: 'A part of the address is too long.' }
      : status >= 500
        ? { code: ERROR_CODES.internalError, message: 'Something went wrong on our side.' }
        : { code: ERROR_CODES.badUrl, message: 'The address is not valid.' };
  reply.status(status).send({ error: body });
}

/**
 * The one error handler: every failure leaves as `{ error: { code, message } }`. Validation
 * failures name the field in the message and list every refused field in `error.fields`
 * (`{ path, in, message }`); 5xx details go to the log only.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: (issue.instancePath ?? '').split('/').filter(Boolean).join('.'),
        ...(where ? { in: where } : {}),
        message: issue.message ?? 'is invalid',
      }));
      const first = fields[0];
      const field = [where, first?.path].filter(Boolean).join('.');
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.invalidInput,
          // The first problem in one line, as before; `fields` lists every refused field for
          // forms to show next to the field.
          message: `${field || 'input'}: ${first?.message ?? 'is invalid'}`,
          fields,
        },
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known && error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: known });
    }
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return reply.status(400).send({
        error: { code: ERROR_CODES.invalidJson, message: 'The request body is not valid JSON.' },
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: {
          code: ERROR_CODES.rateLimited,
          message: error.message || 'Too many requests. Please wait and try again.',
        },
      });
    }
    const sqlState = pgErrorCode(error);
    if (sqlState === PG_CHARACTER_NOT_IN_REPERTOIRE || sqlState === PG_UNTRANSLATABLE_CHARACTER) {
      // JSON allows "\u0000" in strings; PostgreSQL text does not. The input is at fault.
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.invalidCharacters,
          message: 'The request contains a character that cannot be stored (NUL).',
        },
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          error: {
            code: ERROR_CODES.databaseUnavailable,
            message: 'The service is temporarily unavailable. Please try again shortly.',
          },
        });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: { code: ERROR_CODES.badRequest, message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: ERROR_CODES.internalError, message: 'Something went wrong on our side.' },
    });
  });
});
