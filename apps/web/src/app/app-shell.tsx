import type { Profile } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { PendingJoinResume } from '@/features/teams/components/pending-join-resume';
import { loadable } from '@/lib/loadable';
import { keepForOffline } from './keep-for-offline';
import { navFor } from './navigation';
import { VideoPlaybackProvider } from './video-playback-provider';

// Sending what was queued and showing what waits starts once the page has settled.
const offlineSync = loadable(() => import('./offline-sync').then((m) => m.OfflineSync));

/**
 * Wraps every page: the bottom navigation of {@link navFor} (the coach or athlete items, both
 * areas for a user who is both), none on the admin dashboard; the layout sends the changes
 * queued on this device while offline. Resumes a pending team invite, and keeps what the
 * user's screens need offline.
 */
export function AppShell() {
  const { profile } = useCurrentUser();
  useKeepForOffline(profile);
  const { pathname } = useLocation();
  const nav = navFor(profile, pathname);
  return (
    <VideoPlaybackProvider>
      <AppLayout nav={nav} userId={profile?.id ?? null} offlineSync={offlineSync}>
        <PendingJoinResume profile={profile} />
        <Outlet />
      </AppLayout>
    </VideoPlaybackProvider>
  );
}

/** Once per signed-in profile (and again when its role or onboarding changes): keepForOffline. */
function useKeepForOffline(profile: Profile | null) {
  const queryClient = useQueryClient();
  const latest = useRef(profile);
  latest.current = profile;
  const key = profile
    ? `${profile.id}:${profile.role}:${profile.onboardingCompleted}:${profile.isAdmin}`
    : null;
  useEffect(() => {
    if (key === null || !latest.current) return;
    return keepForOffline(queryClient, latest.current);
  }, [queryClient, key]);
}
