import type { Profile } from '@gamespeed/domain/contracts';
import { BookOpen, Dumbbell, Home, LineChart, Medal, User, Users } from 'lucide-react';
import type { NavItem } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { isAthleteCapable, isCoachCapable } from '@/features/auth/home-path';

const coachNav: NavItem[] = [
  { label: 'Home', href: paths.coach.dashboard.getHref(), icon: Home },
  { label: 'Education', href: paths.coach.education.getHref(), icon: BookOpen },
  { label: 'Team', href: paths.coach.team.getHref(), icon: Users },
  { label: 'Profile', href: paths.coach.settings.getHref(), icon: User },
];

const athleteNav: NavItem[] = [
  { label: 'Home', href: paths.athlete.dashboard.getHref(), icon: Home },
  { label: 'Drills', href: paths.athlete.drills.getHref(), icon: Dumbbell },
  { label: 'Progress', href: paths.athlete.progress.getHref(), icon: LineChart },
  { label: 'Profile', href: paths.athlete.settings.getHref(), icon: User },
];

/** For a user who is athlete and coach: the way to the other area, last in the bar. */
const toAthleteArea: NavItem = {
  label: 'Training',
  href: paths.athlete.dashboard.getHref(),
  icon: Medal,
};
const toCoachArea: NavItem = { label: 'Coach', href: paths.coach.dashboard.getHref(), icon: Users };

/**
 * The bottom navigation for a page (docs/product/screens.md): none without a profile or on the
 * admin dashboard; the coach items for coaches, the athlete items for athletes. A user who is
 * both gets the items of the area they are in, plus a way to the other one ('Training' from the
 * coach area, 'Coach' from the athlete area).
 */
export function navFor(profile: Pick<Profile, 'role'> | null, pathname: string): NavItem[] | null {
  if (!profile || pathname === paths.admin.dashboard.path) return null;
  const coach = isCoachCapable(profile);
  const athlete = isAthleteCapable(profile);
  if (coach && athlete) {
    return pathname.startsWith('/athlete/')
      ? [...athleteNav, toCoachArea]
      : [...coachNav, toAthleteArea];
  }
  return coach ? coachNav : athleteNav;
}
