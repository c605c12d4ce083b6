import { errorResponseSchema } from '@gamespeed/domain/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** The error body every failing route returns, shared with the web app. */
export { errorResponseSchema };

/** An error status a route declares itself (see {@link errorsFor}). */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503;

/**
 * The shared error body under each status a route can answer beyond those every route of its
 * kind can: 400 (input), 401 (signed-in routes), 413/415 (a body), 500 and 503 are added to the
 * OpenAPI document by lib/openapi.ts. So a route lists 403 for a role check, 404, 409 where it
 * answers one, 429 where it is rate limited, 502 where an outside service can fail, 401 only
 * when it is public but can still refuse a credential, and 400 when its input is not in the
 * document's parameters (the access token of the live updates is a security scheme there).
 */
export function errorsFor<const S extends DeclaredErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

export const uuidParam = z.uuid({ message: 'must be a UUID' });

/**
 * Every declared error status, for routes that have not yet narrowed theirs with `errorsFor`
 * (the document then lists more statuses than the route answers, never fewer).
 */
export const errorResponses = errorsFor(400, 401, 403, 404, 409, 429, 502, 503);

/** The OpenAPI security of the routes for signed-in users: the access token as a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

type SignedInSchema<Schema> = { tags: string[]; security: typeof bearerSecurity } & Schema;

/**
 * Options for signed-in routes under one OpenAPI tag: `route(schema)` for any signed-in user,
 * `route(preHandler, schema)` for those its preHandler lets through; both add the tag and the
 * bearer security to the schema.
 */
export function signedInRoutes(tag: string) {
  function route<Schema extends FastifySchema>(schema: Schema): { schema: SignedInSchema<Schema> };
  function route<PreHandler, Schema extends FastifySchema>(
    preHandler: PreHandler,
    schema: Schema,
  ): { preHandler: PreHandler; schema: SignedInSchema<Schema> };
  function route(...args: [FastifySchema] | [unknown, FastifySchema]) {
    const schema = { tags: [tag], security: bearerSecurity, ...args[args.length - 1]! };
    return args.length === 1 ? { schema } : { preHandler: args[0], schema };
  }
  return route;
}
