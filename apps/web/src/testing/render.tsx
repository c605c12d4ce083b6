import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toast/toast';

/** A fresh query cache per test, with no retries: a refused request fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface ProviderOptions {
  /** The address the memory router starts at (default `/`). */
  route?: string;
  /** Defaults to a fresh {@link createTestQueryClient}. */
  queryClient?: QueryClient;
  /** Also mount the toaster, for tests that read toasts. */
  toaster?: boolean;
}

function providers({
  route = '/',
  queryClient = createTestQueryClient(),
  toaster,
}: ProviderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        {toaster && <Toaster />}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { wrapper, queryClient };
}

/**
 * Renders a component as the app does: inside a query client and a router. Returns what
 * Testing Library returns, the query client and a user-event session.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { wrapper, queryClient } = providers(options);
  return { ...render(ui, { wrapper }), queryClient, user: userEvent.setup() };
}

/** The same providers for a hook. */
export function renderHookWithProviders<Result>(hook: () => Result, options: ProviderOptions = {}) {
  const { wrapper, queryClient } = providers(options);
  return { ...renderHook(hook, { wrapper }), queryClient };
}
