import type { FastifyInstance } from 'fastify';

/**
 * HTML form bodies for the few routes that take one from outside the app (a mail provider's
 * one-click unsubscribe, docs/product/reminders.md): `application/x-www-form-urlencoded` and
 * `multipart/form-data` (text fields only) become a plain object of strings, which the route's
 * schema then checks like any JSON body. Registered per route scope, never for the whole API.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string' },
    (request, body, done) => {
      const fields = multipartFields(String(request.headers['content-type'] ?? ''), String(body));
      if (fields) return done(null, fields);
      done(Object.assign(new Error('The form body could not be read.'), { statusCode: 400 }));
    },
  );
}

const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i;
const FIELD_NAME = /^content-disposition:\s*form-data;.*?\bname="([^"]*)"/im;

/** The text fields of a multipart/form-data body (RFC 7578), or null when it is not one. */
export function multipartFields(contentType: string, body: string): Record<string, string> | null {
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const parts = body.split(`--${boundary}`);
  // Before the first boundary is a preamble; the last part starts with "--" (the close).
  if (parts.length < 2 || !parts[parts.length - 1]!.startsWith('--')) return null;
  const fields: Record<string, string> = {};
  for (const part of parts.slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const name = FIELD_NAME.exec(part.slice(0, split))?.[1];
    if (name === undefined) return null;
    Object.defineProperty(fields, name, {
      value: part.slice(split + 4).replace(/\r\n$/, ''),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return fields;
}
