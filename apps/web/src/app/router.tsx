import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { BetaGate } from './guards';
import { AccessGateRoute } from './routes/access-gate';
import { EnvCheckRoute } from './routes/env-check';
import { RouteErrorScreen } from './routes/error-screen';
import { LandingRoute } from './routes/landing';
import { HeadingOnlyPage } from './routes/pending-page';

const headingOnly = (path: string, title: string): RouteObject => ({
  path,
  element: <HeadingOnlyPage title={title} />,
});

/** The route table of SPEC §2. Unknown paths redirect to '/'. */
export const routes: RouteObject[] = [
  {
    element: <BetaGate />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.accessGate.path, element: <AccessGateRoute /> },
      { path: paths.home.path, element: <LandingRoute /> },
      { path: paths.envCheck.path, element: <EnvCheckRoute /> },
      headingOnly(paths.login.path, 'Welcome back'),
      headingOnly(paths.signup.path, 'Create an account'),
      headingOnly(paths.roleSelection.path, 'Choose your role'),
      headingOnly(paths.athlete.onboarding.path, 'Athlete onboarding'),
      headingOnly(paths.athlete.dashboard.path, 'Dashboard'),
      headingOnly(paths.athlete.drills.path, 'Training Drills'),
      headingOnly(paths.athlete.progress.path, 'Progress'),
      headingOnly(paths.athlete.settings.path, 'Settings'),
      headingOnly(paths.coach.dashboard.path, 'Coach dashboard'),
      headingOnly(paths.coach.education.path, 'Education Library'),
      headingOnly(paths.coach.team.path, 'Team'),
      headingOnly(paths.coach.settings.path, 'Settings'),
      headingOnly(paths.admin.dashboard.path, 'Admin Dashboard'),
      headingOnly(paths.admin.newVideo.path, 'Add New Video'),
      headingOnly(paths.admin.videos.path, 'Manage Videos'),
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
