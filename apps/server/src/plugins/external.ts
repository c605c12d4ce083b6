import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contentSecurityDirectives } from '@gamespeed/domain/content-security';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { finishOpenApiDocument, type OpenApiDocument, securitySchemes } from '../lib/openapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set. */
    redis: Redis | null;
  }
}

/** Raised at start when REDIS_URL is set but Redis does not answer: limits would not be shared. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis (REDIS_URL) is unreachable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Connects to Redis and proves it answers, or fails: a process that silently fell back to its own
 * counters would multiply every rate limit by the number of processes.
 */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // After start, reconnect in the background; requests meanwhile skip the shared counters.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', () => {});
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 3 s')), 3_000)),
    ]);
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Third-party plugins, registered before our own: security headers with a CSP the web app
 * passes, rate limiting (Redis-backed when REDIS_URL is set, so limits hold across processes),
 * and the OpenAPI document with its page at /api/docs.
 */
export const externalPlugins = fp(async (app: FastifyInstance) => {
  // The app's policy (the same one the native build writes into index.html), as helmet's
  // camel-cased directives. The in-app player is Vimeo's own, in an iframe (docs/product/content.md).
  const directives = Object.fromEntries(
    Object.entries(contentSecurityDirectives({ forHeader: true })).map(([name, values]) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      values,
    ]),
  );
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives,
    },
    crossOriginEmbedderPolicy: false,
  });

  // The native app's web view has its own origin; it calls the API with a bearer token (no
  // cookies), so allowing those origins exposes nothing a token does not already grant.
  await app.register(cors, {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });

  const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'gamespeed-rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  const serverUrl = new URL(app.config.appUrl).origin;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'GameSpeed API',
        version: '1.0.0',
        description:
          'Errors are { "error": { "code", "message" } } (bad input also lists error.fields). See docs/product/api.md.',
      },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
    // The paths are complete (/api/...): the server entry is only the origin.
    transformObject: ((document) =>
      finishOpenApiDocument((document as { openapiObject: OpenApiDocument }).openapiObject, {
        serverUrl,
      })) as (document: unknown) => ReturnType<SwaggerTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
