import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from `webDistDir` with an SPA fallback: any GET outside /api that
 * is not a file gets index.html. Unknown /api paths are JSON 404s.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDistDir;
  const hasWebApp = dist !== null && existsSync(join(dist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Sends the build's .br/.gz copy of a file when the browser accepts it (vite.config.ts).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(dist, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/(?:^|[/\\])(?:sw\.js|manifest\.webmanifest)$/.test(path)) {
          // The service worker and manifest are checked on every visit so updates reach devices.
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: {
        code: ERROR_CODES.notFound,
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
});
