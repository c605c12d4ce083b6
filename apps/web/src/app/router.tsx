import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useLoadable } from '@/lib/loadable';
import { AppShell } from './app-shell';
import { BetaGate, LoadingScreen, RequireRole, RequireUser } from './guards';
import { type Guard, ROUTES, type ScreenRoute } from './route-table';
import { RouteErrorBoundary } from './routes/error-screen';

/**
 * A screen, or 'Loading...' in its place while its code is on its way. It does not suspend: a
 * suspended screen would make React hold the screen back for up to 300 ms after its code
 * arrived. Code that cannot be fetched (offline, not yet cached) goes to the error boundary.
 */
function ScreenWhenLoaded({ route }: { route: ScreenRoute }) {
  const state = useLoadable(route.screen);
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <LoadingScreen />;
  return <state.Component />;
}

/**
 * A screen's route. Its own loading state and error boundary, keyed by the route: the previous
 * screen leaves as soon as the address changes, 'Loading...' stands in the new one's place until
 * its code has arrived, and a screen that fails — its code not reachable offline — shows the
 * error screen inside the shell, so the navigation stays. Moving to another address and back
 * tries the code again.
 */
function page(route: ScreenRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RouteErrorBoundary key={route.path} pathname={route.path}>
          <ScreenWhenLoaded route={route} />
        </RouteErrorBoundary>
      }
    />
  );
}

/** The routes of the table ({@link ROUTES}) behind one guard. */
const pagesOf = (guard: Guard): ReactNode[] =>
  ROUTES.filter((route) => route.guard === guard).map(page);

/**
 * `<Routes>` built from the route table (app/route-table.ts) with its guards, nested in the order
 * of docs/product/screens.md 'Guards'. Unknown paths redirect to '/'. Guards and the shell load
 * with the app; each screen on first visit, with the loading state in its place meanwhile
 * (inside the shell, so the navigation stays).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        {/* Links that arrive by mail or SMS (a team invite, the reminder's unsubscribe, the
            locked address's unlock link) work without the beta code or a session. They are in
            the app shell too: its notices show there (a failed join), with the navigation of
            whoever is signed in. */}
        <Route element={<AppShell />}>{pagesOf('open')}</Route>
        <Route element={<BetaGate />}>
          {pagesOf('beta')}
          <Route element={<RequireUser allowMissingProfile />}>{pagesOf('signed-in')}</Route>
          <Route element={<RequireUser />}>
            <Route element={<AppShell />}>
              <Route element={<RequireRole requirement="athlete" />}>{pagesOf('athlete')}</Route>
              <Route element={<RequireRole requirement="coach" />}>{pagesOf('coach')}</Route>
              <Route element={<RequireRole requirement="admin" />}>{pagesOf('admin')}</Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
