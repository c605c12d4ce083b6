import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { connectSessionToApi, sessionStore } from '@/features/auth/session-store';
import { clearOfflineReads } from '@/lib/pwa';
import { setQueueOwnerProvider } from '@/lib/queue-owner';

connectSessionToApi();
setQueueOwnerProvider(() => sessionStore.get()?.profile?.id ?? null);
// The answers kept on the device for offline reads are one person's data: they go whenever a
// session ends here, however it ended (Sign Out, a refresh refused because the session was
// ended elsewhere or expired, another tab), and when a new one starts.
sessionStore.subscribe((event) => {
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') void clearOfflineReads();
});

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
