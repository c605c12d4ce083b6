import type { Profile } from '@gamespeed/domain/contracts';
import { paths } from '@/config/paths';

/** Where a user belongs after sign-in (docs/product/screens.md): coach or both → coach area, else athlete. */
export function homePathFor(profile: Pick<Profile, 'role'> | null): string {
  if (!profile) return paths.roleSelection.getHref();
  return profile.role === 'coach' || profile.role === 'both'
    ? paths.coach.dashboard.getHref()
    : paths.athlete.dashboard.getHref();
}

export const isCoachCapable = (profile: Pick<Profile, 'role'>) =>
  profile.role === 'coach' || profile.role === 'both';
export const isAthleteCapable = (profile: Pick<Profile, 'role'>) =>
  profile.role === 'athlete' || profile.role === 'both';
