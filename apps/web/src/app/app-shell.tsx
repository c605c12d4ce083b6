import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { PendingJoinResume } from '@/features/teams/components/pending-join-resume';
import { refreshAfter } from '@/lib/refresh-after';
import { useOfflineSync } from '@/lib/use-offline-queue';
import { navFor } from './navigation';
import { VideoPlaybackProvider } from './video-playback-provider';

/**
 * Wraps every page: the bottom navigation of {@link navFor} (the coach or athlete items, both
 * areas for a user who is both), none on the admin dashboard. Sends the changes queued on this
 * device while offline, and resumes a pending team invite.
 */
export function AppShell() {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const nav = navFor(profile, pathname);
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
