import type { ProfileRole } from './constants';

/**
 * Role 'both' counts as an athlete and as a coach everywhere: in guards, navigation, the
 * videos a user may list and where they land after sign-in (docs/product/permissions.md).
 */
export const isAthleteRole = (role: ProfileRole | string): boolean =>
  role === 'athlete' || role === 'both';

export const isCoachRole = (role: ProfileRole | string): boolean =>
  role === 'coach' || role === 'both';
