import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useDeepLinkNavigation } from '@/features/native/hooks/use-deep-link-navigation';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // Native wrapper: a link that opens the app (including checkout/portal returns) is a route.
  useDeepLinkNavigation(useCallback((route: string) => void router.navigate(route), [router]));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
