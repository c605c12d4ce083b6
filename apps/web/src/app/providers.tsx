import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { sessionStore } from '@/features/auth/session-store';
import { setAccessTokenProvider } from '@/lib/api-client';
import { setQueueOwnerProvider } from '@/lib/offline-queue';
import { createQueryClient } from '@/lib/query-client';

setAccessTokenProvider(() => sessionStore.accessToken());
setQueueOwnerProvider(() => sessionStore.get()?.profile?.id ?? null);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => sessionStore.start(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
