/**
 * Rules of the service worker's cache of API answers (vite.config.ts, ADR 027). Workbox copies
 * these functions into the service worker as text, so each stands alone: no imports, nothing
 * from around it.
 */

/**
 * Keeps one account's answers apart from another's (ADR 027): the key of a kept answer carries
 * the account its request's access token names, so a request made with another account's token
 * never finds it. The token's payload is only read, not checked: the server checked it when it
 * answered. Requests without a token share the key of nobody. Runs in the service worker, so it
 * uses nothing from around it.
 */
export async function keyByAccount({ request }: { request: Request }): Promise<string> {
  let account = 'nobody';
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    if (typeof claims.sub === 'string') account = claims.sub;
  } catch {
    // No readable token: the key of nobody.
  }
  const url = new URL(request.url);
  url.searchParams.set('gamespeed-account', account);
  return url.href;
}

/** An answer the server marks `no-store` (the data export) is never kept. */
export async function unlessNoStore({
  response,
}: {
  response: Response;
}): Promise<Response | null> {
  return /\bno-store\b/i.test(response.headers.get('cache-control') ?? '') ? null : response;
}
