import { errorResponseSchema } from '@gamespeed/domain/contracts';
import { z } from 'zod';

/**
 * The last pass over the OpenAPI document served at /api/docs (docs/product/api.md). The
 * route schemas are zod; fastify-type-provider-zod turns them into OpenAPI 3.0 schemas and
 * @fastify/swagger assembles the paths. This pass makes the result exact for strict consumers
 * (Ajv, client generators): every operation gets an operationId, its security, a described
 * answer for every status it can give, and the one shared error body.
 */

// The few parts of an OpenAPI 3.0 document this pass reads and writes.
type Json = Record<string, unknown>;
interface Response {
  description: string;
  headers?: Json;
  content?: Record<string, { schema?: Json }>;
}
interface Operation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, Response>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

/** The name of the shared error body in `components.schemas`. */
const ERROR_SCHEMA_NAME = 'ErrorResponse';
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/**
 * The security schemes: the access token as a bearer header, or (live updates only) a
 * single-use stream ticket in the query.
 */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from POST /api/auth/verify or /api/auth/token.',
  },
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description:
      'A single-use ticket from POST /api/events/ticket, valid for 60 seconds: only GET /api/events (EventSource sends no headers).',
  },
} as const;

/** What each error status means, the same on every route (docs/product/api.md). */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: a field is missing or invalid (each refused field is listed in error.fields), or the body is not valid JSON.',
  401: 'Not signed in: the access token is missing, invalid or expired, or the session has ended.',
  403: 'Signed in, but not allowed: the route is for another role, or the account has no profile yet.',
  404: 'Not found: what the request names does not exist (or is not yours).',
  409: 'Conflict with the current state: it already exists or is already under way.',
  413: 'The request body is too large.',
  415: 'The request body is not application/json.',
  429: 'Too many requests: wait the number of seconds in Retry-After.',
  500: 'Unexpected server error; the details stay in the server log.',
  502: 'An outside service (mail, SMS, Stripe or Vimeo) failed; try again in a moment.',
  503: 'Temporarily unavailable (database, live updates, or a service that is not configured).',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success.',
  201: 'Created.',
  204: 'Done; no body.',
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = new Set(['get', 'head', 'options', 'trace', ...WRITE_METHODS]);

/**
 * `getResultsHistory`, `patchResultsById`, `deleteAdminFoldersByIdVideosByVideoId`: the method
 * and the path after /api, each segment capitalised (kebab-case joined, `{x}` as `ByX`).
 */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const name = (param ? param[1]! : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}

/**
 * OpenAPI 3.0 has no `null` type: `nullable: true` adds null to the `type` beside it, and only
 * to that. So a nullable `enum` must list null itself, and a nullable `anyOf`/`oneOf` without a
 * `type` (zod's `z.union([...]).nullable()`) allows no null at all: its branches are merged into
 * one nullable enum when they are all enums of one type, else it gets a branch that is null.
 */
function fixNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullables(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  for (const value of Object.values(schema)) fixNullables(value);
  if (schema.nullable !== true) return;
  if (schema.type === undefined) {
    const key = Array.isArray(schema.anyOf)
      ? 'anyOf'
      : Array.isArray(schema.oneOf)
        ? 'oneOf'
        : null;
    if (!key) return;
    const branches = schema[key] as Json[];
    const type = branches[0]?.type;
    const enumsOfOneType = branches.every(
      (b) =>
        b.type === type &&
        Array.isArray(b.enum) &&
        Object.keys(b).every((k) => k === 'type' || k === 'enum'),
    );
    delete schema[key];
    if (enumsOfOneType && typeof type === 'string') {
      schema.type = type;
      schema.enum = branches.flatMap((b) => b.enum as unknown[]);
    } else {
      delete schema.nullable;
      schema[key] = [...branches, { type: 'string', nullable: true, enum: [null] }];
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
}

/** The shared error body as an OpenAPI 3.0 schema. */
function errorBodySchema(): Json {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(errorResponseSchema, {
    target: 'openapi-3.0',
    io: 'output',
  }) as Json;
  return schema;
}

const errorResponse = (status: number): Response => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
  ...(status === 429 || status === 503
    ? {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again.',
            schema: { type: 'integer', minimum: 1 },
          },
        },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

/** The statuses every operation of its kind can answer, whatever the route declares. */
function impliedErrorStatuses(method: string, operation: Operation): number[] {
  const write = WRITE_METHODS.has(method);
  const input = write || (operation.parameters?.length ?? 0) > 0 || !!operation.requestBody;
  return [
    ...(input ? [400] : []),
    ...((operation.security?.length ?? 0) > 0 ? [401] : []),
    // Any body is read before the route runs: too large, or not JSON.
    ...(write ? [413, 415] : []),
    500,
    // The database (even a public route reads it to check a token that was sent).
    503,
  ];
}

/**
 * A route whose success answer can also be another media type says so in its schema
 * (`[OTHER_SUCCESS_MEDIA]: { 'text/csv': 'A CSV file …' }`): that type is added to its 2xx
 * answers as a string body with the description given.
 */
export const OTHER_SUCCESS_MEDIA = 'x-other-success-media';

/**
 * Makes the generated document exact: operationIds (unique; a route may set its own), servers,
 * `security: []` on public operations (bearer by default), a text/event-stream answer for the
 * live updates, no body for 204, null in every nullable enum, and a described answer with the
 * shared `ErrorResponse` body for every error status an operation can give.
 */
export function finishOpenApiDocument(
  document: OpenApiDocument,
  options: { serverUrl: string },
): OpenApiDocument {
  const doc = structuredClone(document);
  doc.servers = [{ url: options.serverUrl, description: 'This GameSpeed server (APP_URL)' }];
  doc.security = [{ bearer: [] }];
  doc.components = {
    ...doc.components,
    securitySchemes: { ...doc.components?.securitySchemes, ...securitySchemes },
    schemas: { ...doc.components?.schemas, [ERROR_SCHEMA_NAME]: errorBodySchema() },
  };

  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIdOf(method, path);
      const clash = ids.get(operation.operationId);
      if (clash) throw new Error(`operationId ${operation.operationId}: ${clash} and ${where}`);
      ids.set(operation.operationId, where);
      operation.security ??= [];

      const responses: Record<string, Response> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const code = Number(status);
        if (code >= 400) continue;
        const generic = !response.description || response.description === 'Default Response';
        const description = generic
          ? (SUCCESS_DESCRIPTIONS[status] ?? response.description)
          : response.description;
        // 204 has no body (the route's schema is z.null()).
        responses[status] =
          code === 204 ? { description } : { ...response, description: description ?? 'Success.' };
      }
      const declared = Object.keys(operation.responses ?? {})
        .map(Number)
        .filter((code) => code >= 400);
      const errors = new Set([...declared, ...impliedErrorStatuses(method, operation)]);
      for (const code of [...errors].sort((a, b) => a - b)) {
        responses[String(code)] = errorResponse(code);
      }
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
        throw new Error(`${where} documents no success answer`);
      }
      const otherMedia = operation[OTHER_SUCCESS_MEDIA] as Record<string, string> | undefined;
      delete operation[OTHER_SUCCESS_MEDIA];
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2') || !otherMedia) continue;
        for (const [type, description] of Object.entries(otherMedia)) {
          response.content = {
            ...response.content,
            [type]: { schema: { type: 'string', description } },
          };
        }
      }
      operation.responses = responses;
    }
  }
  fixNullables(doc.paths);
  fixNullables(doc.components.schemas);
  return doc;
}
