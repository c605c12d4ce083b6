import type { ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { type Loadable, loadable, useLoadable } from '@/lib/loadable';
import { holdSettle } from '@/lib/when-settled';
import { AppShell } from './app-shell';
import { BetaGate, LoadingScreen, RequireRole, RequireUser } from './guards';
import { RouteErrorBoundary } from './routes/error-screen';

type Screen = Loadable<object> & { path: string };

/**
 * A screen loaded on first visit: its code is a chunk of its own, out of the first screen. Once
 * loaded (or preloaded by {@link preloadScreenFor}) it renders without a loading state.
 */
function screen<M>(
  path: string,
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Screen {
  // The page has not settled while the opened screen's code is on its way.
  return { path, ...loadable(() => holdSettle(importModule().then(pick))) };
}

const screens = {
  join: screen(
    paths.join.path,
    () => import('./routes/join'),
    (m) => m.JoinRoute,
  ),
  remindersUnsubscribe: screen(
    paths.remindersUnsubscribe.path,
    () => import('./routes/reminders-unsubscribe'),
    (m) => m.RemindersUnsubscribeRoute,
  ),
  unlockSignIn: screen(
    paths.unlockSignIn.path,
    () => import('./routes/unlock-sign-in'),
    (m) => m.UnlockSignInRoute,
  ),
  accessGate: screen(
    paths.accessGate.path,
    () => import('./routes/access-gate'),
    (m) => m.AccessGateRoute,
  ),
  landing: screen(
    paths.home.path,
    () => import('./routes/landing'),
    (m) => m.LandingRoute,
  ),
  envCheck: screen(
    paths.envCheck.path,
    () => import('./routes/env-check'),
    (m) => m.EnvCheckRoute,
  ),
  login: screen(
    paths.login.path,
    () => import('./routes/auth'),
    (m) => m.LoginRoute,
  ),
  signup: screen(
    paths.signup.path,
    () => import('./routes/auth'),
    (m) => m.SignupRoute,
  ),
  roleSelection: screen(
    paths.roleSelection.path,
    () => import('./routes/auth'),
    (m) => m.RoleSelectionRoute,
  ),
  athleteOnboarding: screen(
    paths.athlete.onboarding.path,
    () => import('./routes/athlete/onboarding'),
    (m) => m.AthleteOnboardingRoute,
  ),
  athleteDashboard: screen(
    paths.athlete.dashboard.path,
    () => import('./routes/athlete/dashboard'),
    (m) => m.AthleteDashboardRoute,
  ),
  athleteDrills: screen(
    paths.athlete.drills.path,
    () => import('./routes/athlete/drills'),
    (m) => m.AthleteDrillsRoute,
  ),
  athleteProgress: screen(
    paths.athlete.progress.path,
    () => import('./routes/athlete/progress'),
    (m) => m.AthleteProgressRoute,
  ),
  athleteHistory: screen(
    paths.athlete.history.path,
    () => import('./routes/athlete/history'),
    (m) => m.AthleteHistoryRoute,
  ),
  athleteSettings: screen(
    paths.athlete.settings.path,
    () => import('./routes/athlete/settings'),
    (m) => m.AthleteSettingsRoute,
  ),
  athleteTeamLeaderboard: screen(
    paths.athlete.teamLeaderboard.path,
    () => import('./routes/athlete/team-leaderboard'),
    (m) => m.AthleteTeamLeaderboardRoute,
  ),
  coachDashboard: screen(
    paths.coach.dashboard.path,
    () => import('./routes/coach/dashboard'),
    (m) => m.CoachDashboardRoute,
  ),
  coachEducation: screen(
    paths.coach.education.path,
    () => import('./routes/coach/education'),
    (m) => m.CoachEducationRoute,
  ),
  coachTeam: screen(
    paths.coach.team.path,
    () => import('./routes/coach/team'),
    (m) => m.CoachTeamRoute,
  ),
  coachTeamAthlete: screen(
    paths.coach.teamAthlete.path,
    () => import('./routes/coach/team-athlete'),
    (m) => m.CoachTeamAthleteRoute,
  ),
  coachTestDay: screen(
    paths.coach.testDay.path,
    () => import('./routes/coach/test-day'),
    (m) => m.CoachTestDayRoute,
  ),
  coachLeaderboard: screen(
    paths.coach.leaderboard.path,
    () => import('./routes/coach/team-leaderboard'),
    (m) => m.CoachTeamLeaderboardRoute,
  ),
  coachSettings: screen(
    paths.coach.settings.path,
    () => import('./routes/coach/settings'),
    (m) => m.CoachSettingsRoute,
  ),
  adminDashboard: screen(
    paths.admin.dashboard.path,
    () => import('./routes/admin/dashboard'),
    (m) => m.AdminDashboardRoute,
  ),
  adminNewVideo: screen(
    paths.admin.newVideo.path,
    () => import('./routes/admin/new-video'),
    (m) => m.AdminNewVideoRoute,
  ),
  adminVideos: screen(
    paths.admin.videos.path,
    () => import('./routes/admin/videos'),
    (m) => m.AdminVideosRoute,
  ),
} satisfies Record<string, Screen>;

/**
 * Starts loading the screen of this address before the guards have decided on it (they wait for
 * the session check), so the screen's code and the session arrive together. Guards that send
 * the user elsewhere only cost a chunk fetched early.
 */
export function preloadScreenFor(pathname: string): void {
  const match = Object.values(screens).find(({ path }) => matchPath(path, pathname));
  void match?.load().catch(() => {
    // The route renders the same import again and shows its error there.
  });
}

/**
 * A screen, or 'Loading...' in its place while its code is on its way. It does not suspend: a
 * suspended screen would make React hold the screen back for up to 300 ms after its code
 * arrived. Code that cannot be fetched (offline, not yet cached) goes to the error boundary.
 */
function ScreenWhenLoaded({ screen }: { screen: Screen }) {
  const state = useLoadable(screen);
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
function page(screen: Screen) {
  return (
    <Route
      key={screen.path}
      path={screen.path}
      element={
        <RouteErrorBoundary key={screen.path} pathname={screen.path}>
          <ScreenWhenLoaded screen={screen} />
        </RouteErrorBoundary>
      }
    />
  );
}

/**
 * The route table of docs/product/screens.md with its guards. Unknown paths redirect to '/'.
 * Guards and the shell load with the app; each screen on first visit, with the loading state in
 * its place meanwhile (inside the shell, so the navigation stays).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        {/* A team invite link: outside the beta gate, so the code is kept before any redirect. */}
        {page(screens.join)}
        {/* The reminder's unsubscribe and the locked address's unlock link work without the beta code or a session. */}
        {page(screens.remindersUnsubscribe)}
        {page(screens.unlockSignIn)}
        <Route element={<BetaGate />}>
          {page(screens.accessGate)}
          {page(screens.landing)}
          {page(screens.envCheck)}
          {page(screens.login)}
          {page(screens.signup)}
          <Route element={<RequireUser allowMissingProfile />}>{page(screens.roleSelection)}</Route>
          <Route element={<RequireUser />}>
            <Route element={<AppShell />}>
              <Route element={<RequireRole requirement="athlete" />}>
                {page(screens.athleteOnboarding)}
                {page(screens.athleteDashboard)}
                {page(screens.athleteDrills)}
                {page(screens.athleteProgress)}
                {page(screens.athleteHistory)}
                {page(screens.athleteSettings)}
                {page(screens.athleteTeamLeaderboard)}
              </Route>
              <Route element={<RequireRole requirement="coach" />}>
                {page(screens.coachDashboard)}
                {page(screens.coachEducation)}
                {page(screens.coachTeam)}
                {page(screens.coachTeamAthlete)}
                {page(screens.coachTestDay)}
                {page(screens.coachLeaderboard)}
                {page(screens.coachSettings)}
              </Route>
              <Route element={<RequireRole requirement="admin" />}>
                {page(screens.adminDashboard)}
                {page(screens.adminNewVideo)}
                {page(screens.adminVideos)}
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
