import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's error body: `{ error: { code, message } }`. */
export const errorResponse = (status: number, code: string, message = code) =>
  jsonResponse(status, { error: { code, message } });

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
