import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamCorrectionRoutes } from './corrections';
import { teamInviteRoutes } from './invites';
import { teamMembershipRoutes } from './membership';
import { teamPercentileRoutes } from './percentiles';
import { teamRosterRoutes } from './roster';
import { teamSprintProfileRoutes } from './sprint-profile';
import { teamListRoutes } from './teams';
import { teamTestDayRoutes } from './test-day';
import { teamTestDaySessionRoutes } from './test-days';

/**
 * Teams (docs/product/teams.md). A coach (role coach or both) manages their own teams and reads
 * only athletes who are on one of them now; another coach's team, a deleted team and a former
 * member are all a 404, so nobody learns which ids exist. Athletes preview and join by invite
 * code or link token (rate-limited per IP and per user), list and leave their teams.
 *
 * One file per room: teams.ts (a coach's teams, an athlete's list), invites.ts (send, preview,
 * join), membership.ts (leave, remove), roster.ts (roster, an athlete's analysis, leaderboard),
 * sprint-profile.ts (an athlete's sprint profile), percentiles.ts (where each athlete stands in a test), test-days.ts (a coach's test day as a
 * session), test-day.ts (a coach's entries, an athlete's results), corrections.ts (a coach's edits and
 * deletes of their own entries). Registered in this order, which is the
 * order of the paths in the OpenAPI document.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamListRoutes);
  await app.register(teamInviteRoutes);
  await app.register(teamMembershipRoutes);
  await app.register(teamRosterRoutes);
  await app.register(teamSprintProfileRoutes);
  await app.register(teamPercentileRoutes);
  await app.register(teamTestDaySessionRoutes);
  await app.register(teamTestDayRoutes);
  await app.register(teamCorrectionRoutes);
};
