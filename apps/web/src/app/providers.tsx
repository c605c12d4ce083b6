import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { connectSessionToApi, sessionStore } from '@/features/auth/session-store';
import { setQueueOwnerProvider } from '@/lib/offline-queue';
import { createQueryClient } from '@/lib/query-client';
import { startDataForAddress } from './start-early';

connectSessionToApi();
setQueueOwnerProvider(() => sessionStore.get()?.profile?.id ?? null);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => sessionStore.start(), []);
  useEffect(() => startDataForAddress(queryClient, window.location.pathname), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
