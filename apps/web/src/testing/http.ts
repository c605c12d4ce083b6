import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's error body: `{ error: { code, message } }`. */
export const errorResponse = (status: number, code: string, message = code) => {
  const { body } = apiError(status, code, message);
  return jsonResponse(status, body);
};

/** One request the app sent: the path after `/api`, its method, JSON body and headers. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces `fetch` for the test (undone by `vi.unstubAllGlobals()`): `answer` gets each request
 * and returns the response. Returns the list of requests sent, in order, and the mock itself.
 */
export function stubApi(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: String(input).replace(/^.*?\/api(?=\/)/, ''),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

/** An answer of a route table: status (default 200) and JSON body. */
export interface Reply {
  status?: number;
  body: unknown;
}
export type ApiRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/** A route table's error answer: `{ error: { code, message } }`. */
export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/**
 * {@link stubApi} with answers keyed by 'METHOD /path' (under /api); a request without a route
 * fails the test. `calls` lists each request as `{ key, body }`.
 */
export function stubApiRoutes(routes: ApiRoutes) {
  const calls: { key: string; body: unknown }[] = [];
  const { fetchMock } = stubApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    calls.push({ key, body });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    const reply = typeof route === 'function' ? route(body) : route;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  return { calls, fetchMock };
}
