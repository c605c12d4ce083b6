import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { BetaGate, RequireRole, RequireUser } from './guards';
import { AccessGateRoute } from './routes/access-gate';
import { AthleteSettingsRoute } from './routes/athlete/settings';
import { LoginRoute, RoleSelectionRoute, SignupRoute } from './routes/auth';
import { CoachSettingsRoute } from './routes/coach/settings';
import { EnvCheckRoute } from './routes/env-check';
import { RouteErrorScreen } from './routes/error-screen';
import { LandingRoute } from './routes/landing';
import { HeadingOnlyPage } from './routes/pending-page';

const headingOnly = (path: string, title: string): RouteObject => ({
  path,
  element: <HeadingOnlyPage title={title} />,
});

/** The route table of SPEC §2 with its guards. Unknown paths redirect to '/'. */
export const routes: RouteObject[] = [
  {
    element: <BetaGate />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.accessGate.path, element: <AccessGateRoute /> },
      { path: paths.home.path, element: <LandingRoute /> },
      { path: paths.envCheck.path, element: <EnvCheckRoute /> },
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.signup.path, element: <SignupRoute /> },
      {
        element: <RequireUser allowMissingProfile />,
        children: [{ path: paths.roleSelection.path, element: <RoleSelectionRoute /> }],
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
                  headingOnly(paths.athlete.onboarding.path, 'Athlete onboarding'),
                  headingOnly(paths.athlete.dashboard.path, 'Dashboard'),
                  headingOnly(paths.athlete.drills.path, 'Training Drills'),
                  headingOnly(paths.athlete.progress.path, 'Progress'),
                  { path: paths.athlete.settings.path, element: <AthleteSettingsRoute /> },
                ],
              },
              {
                element: <RequireRole requirement="coach" />,
                children: [
                  headingOnly(paths.coach.dashboard.path, 'Coach dashboard'),
                  headingOnly(paths.coach.education.path, 'Education Library'),
                  headingOnly(paths.coach.team.path, 'Team'),
                  { path: paths.coach.settings.path, element: <CoachSettingsRoute /> },
                ],
              },
              {
                element: <RequireRole requirement="admin" />,
                children: [
                  headingOnly(paths.admin.dashboard.path, 'Admin Dashboard'),
                  headingOnly(paths.admin.newVideo.path, 'Add New Video'),
                  headingOnly(paths.admin.videos.path, 'Manage Videos'),
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
