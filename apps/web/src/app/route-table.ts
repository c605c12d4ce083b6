import type { Profile } from '@gamespeed/domain/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { getDashboardQueryOptions } from '@/features/athlete/api/get-dashboard';
import { type Loadable, loadable } from '@/lib/loadable';
import { holdSettle } from '@/lib/when-settled';
import type { ReadForOffline } from './offline-reads';
import { type RoleRequirement, roleRedirect } from './role-redirect';

/**
 * Who may open a screen (docs/product/screens.md 'Routes' and 'Guards'):
 * - `open`: anyone, outside the beta gate (links that arrive by mail or SMS);
 * - `beta`: anyone past the beta gate;
 * - `signed-in`: signed in, a profile not needed yet;
 * - `athlete`, `coach`, `admin`: signed in with a profile of that kind, inside the app shell.
 */
export type Guard = 'open' | 'beta' | 'signed-in' | RoleRequirement;

/**
 * What a screen needs before it is drawn, asked for before the first render (`startDataForAddress`)
 * when the stored profile passes the screen's guard: the requests start with the code instead of
 * after the session check.
 */
export type EarlyData = (queryClient: QueryClient, profile: Profile) => void;

/**
 * What a screen needs to open without a connection (docs/product/results.md 'Offline'): read
 * once after sign-in, when the page has settled and the service worker keeps the answers
 * (app/keep-for-offline.ts), so the screen opens offline although it was never opened online.
 * Loaded then: none of it is on the first screen.
 */
export type OfflineReads = (read: ReadForOffline) => Promise<unknown>;

export interface ScreenRoute {
  path: string;
  guard: Guard;
  /** The screen's code: a chunk of its own, loaded on first visit or preloaded. */
  screen: Loadable<object>;
  earlyData?: EarlyData;
  offlineReads?: OfflineReads;
}

/**
 * A screen declared once: its address, its guard, its code and what it asks for early. The page
 * has not settled while the opened screen's code is on its way (`holdSettle`).
 */
function route<M>(
  path: string,
  guard: Guard,
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType,
  data: { earlyData?: EarlyData; offlineReads?: OfflineReads } = {},
): ScreenRoute {
  return { path, guard, screen: loadable(() => holdSettle(importModule().then(pick))), ...data };
}

/**
 * The app's one route table (docs/product/screens.md 'Routes'): `<Routes>` (app/router.tsx),
 * the screen preloaded at start and the data asked for early (app/start-early.ts) all read it.
 * A screen's code is not in the first screen: each `import()` here is a chunk of its own.
 */
export const ROUTES: readonly ScreenRoute[] = [
  route(
    paths.join.path,
    'open',
    () => import('./routes/join'),
    (m) => m.JoinRoute,
  ),
  route(
    paths.remindersUnsubscribe.path,
    'open',
    () => import('./routes/reminders-unsubscribe'),
    (m) => m.RemindersUnsubscribeRoute,
  ),
  route(
    paths.unlockSignIn.path,
    'open',
    () => import('./routes/unlock-sign-in'),
    (m) => m.UnlockSignInRoute,
  ),
  route(
    paths.undoIdentityChange.path,
    'open',
    () => import('./routes/undo-identity-change'),
    (m) => m.UndoIdentityChangeRoute,
  ),
  route(
    paths.accessGate.path,
    'beta',
    () => import('./routes/access-gate'),
    (m) => m.AccessGateRoute,
  ),
  route(
    paths.home.path,
    'beta',
    () => import('./routes/landing'),
    (m) => m.LandingRoute,
  ),
  route(
    paths.envCheck.path,
    'beta',
    () => import('./routes/env-check'),
    (m) => m.EnvCheckRoute,
  ),
  route(
    paths.login.path,
    'beta',
    () => import('./routes/auth'),
    (m) => m.LoginRoute,
  ),
  route(
    paths.signup.path,
    'beta',
    () => import('./routes/auth'),
    (m) => m.SignupRoute,
  ),
  route(
    paths.roleSelection.path,
    'signed-in',
    () => import('./routes/auth'),
    (m) => m.RoleSelectionRoute,
  ),
  route(
    paths.athlete.birthMonth.path,
    'athlete',
    () => import('./routes/athlete/birth-month'),
    (m) => m.AthleteBirthMonthRoute,
  ),
  route(
    paths.athlete.onboarding.path,
    'athlete',
    () => import('./routes/athlete/onboarding'),
    (m) => m.AthleteOnboardingRoute,
  ),
  route(
    paths.athlete.dashboard.path,
    'athlete',
    () => import('./routes/athlete/dashboard'),
    (m) => m.AthleteDashboardRoute,
    {
      earlyData: (queryClient) => void queryClient.prefetchQuery(getDashboardQueryOptions()),
      offlineReads: (read) => read(getDashboardQueryOptions()),
    },
  ),
  route(
    paths.athlete.drills.path,
    'athlete',
    () => import('./routes/athlete/drills'),
    (m) => m.AthleteDrillsRoute,
    {
      offlineReads: async (read) => (await import('./offline-reads')).athleteDrills(read),
    },
  ),
  route(
    paths.athlete.progress.path,
    'athlete',
    () => import('./routes/athlete/progress'),
    (m) => m.AthleteProgressRoute,
    {
      offlineReads: async (read) => (await import('./offline-reads')).athleteProgress(read),
    },
  ),
  route(
    paths.athlete.history.path,
    'athlete',
    () => import('./routes/athlete/history'),
    (m) => m.AthleteHistoryRoute,
    {
      offlineReads: async (read) => (await import('./offline-reads')).athleteHistory(read),
    },
  ),
  route(
    paths.athlete.settings.path,
    'athlete',
    () => import('./routes/athlete/settings'),
    (m) => m.AthleteSettingsRoute,
  ),
  route(
    paths.athlete.teamLeaderboard.path,
    'athlete',
    () => import('./routes/athlete/team-leaderboard'),
    (m) => m.AthleteTeamLeaderboardRoute,
  ),
  route(
    paths.coach.dashboard.path,
    'coach',
    () => import('./routes/coach/dashboard'),
    (m) => m.CoachDashboardRoute,
  ),
  route(
    paths.coach.education.path,
    'coach',
    () => import('./routes/coach/education'),
    (m) => m.CoachEducationRoute,
  ),
  route(
    paths.coach.team.path,
    'coach',
    () => import('./routes/coach/team'),
    (m) => m.CoachTeamRoute,
  ),
  route(
    paths.coach.teamAthlete.path,
    'coach',
    () => import('./routes/coach/team-athlete'),
    (m) => m.CoachTeamAthleteRoute,
  ),
  route(
    paths.coach.testDay.path,
    'coach',
    () => import('./routes/coach/test-day'),
    (m) => m.CoachTestDayRoute,
  ),
  route(
    paths.coach.leaderboard.path,
    'coach',
    () => import('./routes/coach/team-leaderboard'),
    (m) => m.CoachTeamLeaderboardRoute,
  ),
  route(
    paths.coach.settings.path,
    'coach',
    () => import('./routes/coach/settings'),
    (m) => m.CoachSettingsRoute,
  ),
  route(
    paths.admin.dashboard.path,
    'admin',
    () => import('./routes/admin/dashboard'),
    (m) => m.AdminDashboardRoute,
  ),
  route(
    paths.admin.newVideo.path,
    'admin',
    () => import('./routes/admin/new-video'),
    (m) => m.AdminNewVideoRoute,
  ),
  route(
    paths.admin.videos.path,
    'admin',
    () => import('./routes/admin/videos'),
    (m) => m.AdminVideosRoute,
  ),
  route(
    paths.admin.prescriptions.path,
    'admin',
    () => import('./routes/admin/prescriptions'),
    (m) => m.AdminPrescriptionsRoute,
  ),
];

/** The screen of an address, or undefined (an unknown address goes to '/'). */
export const routeFor = (pathname: string): ScreenRoute | undefined =>
  ROUTES.find(({ path }) => matchPath(path, pathname));

/**
 * Whether a profile passes a screen's guard as it stands (no redirect), judged before the
 * session check from the profile kept on the device.
 */
export function profilePasses(route: ScreenRoute, profile: Profile, pathname: string): boolean {
  if (route.guard === 'open' || route.guard === 'beta' || route.guard === 'signed-in') return true;
  return roleRedirect(profile, route.guard, pathname) === null;
}

/**
 * Starts loading the screen of this address before the guards have decided on it (they wait for
 * the session check), so the screen's code and the session arrive together. Guards that send
 * the user elsewhere only cost a chunk fetched early.
 */
export function preloadScreenFor(pathname: string): void {
  void routeFor(pathname)
    ?.screen.load()
    .catch(() => {
      // The route renders the same import again and shows its error there.
    });
}
