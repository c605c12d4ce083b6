import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toast';

type Reply = { status?: number; body: unknown };
export type ApiRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/** Stubs `fetch` with answers keyed by 'METHOD /path' (under /api); records each call. */
export function stubApi(routes: ApiRoutes) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    const reply = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

export function withProviders(children: ReactNode, queryClient = testQueryClient()) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });
