/** Every route of the app (docs/product/screens.md). Components link with `paths.x.getHref()`, never literals. */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  accessGate: route('/access-gate'),
  home: route('/'),
  envCheck: route('/env-check'),
  remindersUnsubscribe: route('/reminders/unsubscribe'),
  unlockSignIn: route('/unlock'),
  undoIdentityChange: route('/account/undo-change'),
  login: route('/login'),
  signup: route('/signup'),
  roleSelection: route('/role-selection'),
  join: {
    path: '/join/:code',
    getHref: (code: string) => `/join/${encodeURIComponent(code)}`,
  },
  athlete: {
    birthMonth: route('/athlete/birth-month'),
    onboarding: route('/athlete/onboarding'),
    dashboard: route('/athlete/dashboard'),
    drills: route('/athlete/drills'),
    progress: route('/athlete/progress'),
    history: route('/athlete/history'),
    settings: route('/athlete/settings'),
    teamLeaderboard: {
      path: '/athlete/teams/:teamId/leaderboard',
      getHref: (teamId: string) => `/athlete/teams/${encodeURIComponent(teamId)}/leaderboard`,
    },
  },
  coach: {
    dashboard: route('/coach/dashboard'),
    education: route('/coach/education'),
    team: route('/coach/team'),
    teamAthlete: {
      path: '/coach/team/:teamId/athletes/:athleteId',
      getHref: (teamId: string, athleteId: string) =>
        `/coach/team/${encodeURIComponent(teamId)}/athletes/${encodeURIComponent(athleteId)}`,
    },
    testDay: {
      path: '/coach/team/:teamId/test-day',
      getHref: (teamId: string) => `/coach/team/${encodeURIComponent(teamId)}/test-day`,
    },
    leaderboard: {
      path: '/coach/team/:teamId/leaderboard',
      getHref: (teamId: string) => `/coach/team/${encodeURIComponent(teamId)}/leaderboard`,
    },
    settings: route('/coach/settings'),
  },
  admin: {
    dashboard: route('/admin/dashboard'),
    newVideo: route('/admin/videos/new'),
    videos: route('/admin/videos'),
    prescriptions: route('/admin/prescriptions'),
  },
} as const;
