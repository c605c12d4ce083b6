import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { connectSessionToApi, sessionStore } from '@/features/auth/session-store';
import { setQueueOwnerProvider } from '@/lib/queue-owner';

connectSessionToApi();
setQueueOwnerProvider(() => sessionStore.get()?.profile?.id ?? null);

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => sessionStore.start(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
