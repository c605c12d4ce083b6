import type { Profile } from '@gamespeed/domain/contracts';
import { paths } from '@/config/paths';
import { homePathFor, isAthleteCapable, isCoachCapable } from '@/features/auth/home-path';

export type RoleRequirement = 'admin' | 'athlete' | 'coach';

/**
 * Where a signed-in profile is sent from a screen that requires `requirement`, or null when it
 * may stay (docs/product/screens.md 'Guards', steps 4–6): admin-only pages send others to their
 * own dashboard; an athlete (or 'both') without a birth month goes to give it
 * (docs/product/privacy.md), one still onboarding goes to onboarding; a page for one role
 * sends the other role to its own dashboard ('both' passes both).
 */
export function roleRedirect(
  profile: Profile,
  requirement: RoleRequirement,
  pathname: string,
): string | null {
  const target = redirectTarget(profile, requirement, pathname);
  return target === pathname ? null : target;
}

function redirectTarget(
  profile: Profile,
  requirement: RoleRequirement,
  pathname: string,
): string | null {
  if (requirement === 'admin') return profile.isAdmin ? null : homePathFor(profile);
  if (requirement === 'athlete') {
    if (!isAthleteCapable(profile)) return homePathFor(profile);
    // The birth month comes first: it decides whether a guardian must agree (privacy.md).
    const birthMonth = paths.athlete.birthMonth.path;
    if (profile.birthYear === null) return birthMonth;
    const onboarding = paths.athlete.onboarding.path;
    if (pathname === birthMonth)
      return profile.onboardingCompleted ? homePathFor(profile) : onboarding;
    if (!profile.onboardingCompleted && pathname !== onboarding) return onboarding;
    return null;
  }
  return isCoachCapable(profile) ? null : homePathFor(profile);
}
