import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Dumbbell, Home, LineChart, User, Users } from 'lucide-react';
import { useCallback } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLayout, type NavItem } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { isCoachCapable } from '@/features/auth/home-path';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { PendingJoinResume } from '@/features/teams/components/pending-join-resume';
import { refreshAfter } from '@/lib/refresh-after';
import { useOfflineSync } from '@/lib/use-offline-queue';
import { VideoPlaybackProvider } from './video-playback-provider';

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

/**
 * Wraps every page: bottom navigation only with a loaded profile (coach items for coach/both,
 * athlete items otherwise), none on the admin dashboard. Sends the changes queued on this
 * device while offline, and resumes a pending team invite.
 */
export function AppShell() {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const hidden = pathname === paths.admin.dashboard.path;
  const nav = profile && !hidden ? (isCoachCapable(profile) ? coachNav : athleteNav) : null;
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void refreshAfter(queryClient, 'queuedChangesSynced'),
    [queryClient],
  );
  useOfflineSync(profile?.id ?? null, refresh);
  return (
    <VideoPlaybackProvider>
      <AppLayout nav={nav} userId={profile?.id ?? null}>
        <PendingJoinResume profile={profile} />
        <Outlet />
      </AppLayout>
    </VideoPlaybackProvider>
  );
}
