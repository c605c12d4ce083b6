import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { useDeepLinkNavigation } from '@/features/native/hooks/use-deep-link-navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Native wrapper: a link that opens the app (including checkout/portal returns) is a route. */
function DeepLinkNavigation() {
  // The navigate function changes with the location; the listener stays subscribed once.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  useDeepLinkNavigation(useCallback((route: string) => void latestNavigate.current(route), []));
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* The address and the screen change together: a screen whose code is still loading
          shows the loading state in its place (`page` in router.tsx), not the previous screen. */}
      <BrowserRouter useTransitions={false}>
        <DeepLinkNavigation />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
