import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { BetaGate, LoadingScreen, RequireRole, RequireUser } from './guards';
import { RouteErrorScreen } from './routes/error-screen';

/**
 * The route table of docs/product/screens.md with its guards. Unknown paths redirect to '/'. Guards and the
 * shell load with the app; each screen is loaded on first visit (route `lazy`), so admin, chart
 * and other screens' code stays out of the first screen.
 */
export const routes: RouteObject[] = [
  // A team invite link: outside the beta gate, so the code is kept before any redirect.
  {
    path: paths.join.path,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    lazy: () => import('./routes/join').then((m) => ({ Component: m.JoinRoute })),
  },
  // The reminder's unsubscribe link works without the beta code or a session.
  {
    path: paths.remindersUnsubscribe.path,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    lazy: () =>
      import('./routes/reminders-unsubscribe').then((m) => ({
        Component: m.RemindersUnsubscribeRoute,
      })),
  },
  // The unlock link of a locked sign-in address, likewise.
  {
    path: paths.unlockSignIn.path,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    lazy: () => import('./routes/unlock-sign-in').then((m) => ({ Component: m.UnlockSignInRoute })),
  },
  {
    element: <BetaGate />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's route module loads (every screen is its own chunk).
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: paths.accessGate.path,
        lazy: () => import('./routes/access-gate').then((m) => ({ Component: m.AccessGateRoute })),
      },
      {
        path: paths.home.path,
        lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        path: paths.envCheck.path,
        lazy: () => import('./routes/env-check').then((m) => ({ Component: m.EnvCheckRoute })),
      },
      {
        path: paths.login.path,
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.signup.path,
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.SignupRoute })),
      },
      {
        element: <RequireUser allowMissingProfile />,
        children: [
          {
            path: paths.roleSelection.path,
            lazy: () => import('./routes/auth').then((m) => ({ Component: m.RoleSelectionRoute })),
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                element: <RequireRole requirement="athlete" />,
                children: [
                  {
                    path: paths.athlete.onboarding.path,
                    lazy: () =>
                      import('./routes/athlete/onboarding').then((m) => ({
                        Component: m.AthleteOnboardingRoute,
                      })),
                  },
                  {
                    path: paths.athlete.dashboard.path,
                    lazy: () =>
                      import('./routes/athlete/dashboard').then((m) => ({
                        Component: m.AthleteDashboardRoute,
                      })),
                  },
                  {
                    path: paths.athlete.drills.path,
                    lazy: () =>
                      import('./routes/athlete/drills').then((m) => ({
                        Component: m.AthleteDrillsRoute,
                      })),
                  },
                  {
                    path: paths.athlete.progress.path,
                    lazy: () =>
                      import('./routes/athlete/progress').then((m) => ({
                        Component: m.AthleteProgressRoute,
                      })),
                  },
                  {
                    path: paths.athlete.history.path,
                    lazy: () =>
                      import('./routes/athlete/history').then((m) => ({
                        Component: m.AthleteHistoryRoute,
                      })),
                  },
                  {
                    path: paths.athlete.settings.path,
                    lazy: () =>
                      import('./routes/athlete/settings').then((m) => ({
                        Component: m.AthleteSettingsRoute,
                      })),
                  },
                  {
                    path: paths.athlete.teamLeaderboard.path,
                    lazy: () =>
                      import('./routes/athlete/team-leaderboard').then((m) => ({
                        Component: m.AthleteTeamLeaderboardRoute,
                      })),
                  },
                ],
              },
              {
                element: <RequireRole requirement="coach" />,
                children: [
                  {
                    path: paths.coach.dashboard.path,
                    lazy: () =>
                      import('./routes/coach/dashboard').then((m) => ({
                        Component: m.CoachDashboardRoute,
                      })),
                  },
                  {
                    path: paths.coach.education.path,
                    lazy: () =>
                      import('./routes/coach/education').then((m) => ({
                        Component: m.CoachEducationRoute,
                      })),
                  },
                  {
                    path: paths.coach.team.path,
                    lazy: () =>
                      import('./routes/coach/team').then((m) => ({ Component: m.CoachTeamRoute })),
                  },
                  {
                    path: paths.coach.teamAthlete.path,
                    lazy: () =>
                      import('./routes/coach/team-athlete').then((m) => ({
                        Component: m.CoachTeamAthleteRoute,
                      })),
                  },
                  {
                    path: paths.coach.testDay.path,
                    lazy: () =>
                      import('./routes/coach/test-day').then((m) => ({
                        Component: m.CoachTestDayRoute,
                      })),
                  },
                  {
                    path: paths.coach.leaderboard.path,
                    lazy: () =>
                      import('./routes/coach/team-leaderboard').then((m) => ({
                        Component: m.CoachTeamLeaderboardRoute,
                      })),
                  },
                  {
                    path: paths.coach.settings.path,
                    lazy: () =>
                      import('./routes/coach/settings').then((m) => ({
                        Component: m.CoachSettingsRoute,
                      })),
                  },
                ],
              },
              {
                element: <RequireRole requirement="admin" />,
                children: [
                  {
                    path: paths.admin.dashboard.path,
                    lazy: () =>
                      import('./routes/admin/dashboard').then((m) => ({
                        Component: m.AdminDashboardRoute,
                      })),
                  },
                  {
                    path: paths.admin.newVideo.path,
                    lazy: () =>
                      import('./routes/admin/new-video').then((m) => ({
                        Component: m.AdminNewVideoRoute,
                      })),
                  },
                  {
                    path: paths.admin.videos.path,
                    lazy: () =>
                      import('./routes/admin/videos').then((m) => ({
                        Component: m.AdminVideosRoute,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
