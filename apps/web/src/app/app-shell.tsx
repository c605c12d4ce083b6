import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { PendingJoinResume } from '@/features/teams/components/pending-join-resume';
import { navFor } from './navigation';
import { VideoPlaybackProvider } from './video-playback-provider';

/**
 * Wraps every page: the bottom navigation of {@link navFor} (the coach or athlete items, both
 * areas for a user who is both), none on the admin dashboard; the layout sends the changes
 * queued on this device while offline. Resumes a pending team invite.
 */
export function AppShell() {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const nav = navFor(profile, pathname);
  return (
    <VideoPlaybackProvider>
      <AppLayout nav={nav} userId={profile?.id ?? null}>
        <PendingJoinResume profile={profile} />
        <Outlet />
      </AppLayout>
    </VideoPlaybackProvider>
  );
}
