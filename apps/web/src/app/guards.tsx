import type { Profile } from '@gamespeed/domain/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { hasBetaGrant } from '@/features/access/beta-grant';
import { homePathFor, isAthleteCapable, isCoachCapable } from '@/features/auth/home-path';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { sessionStore } from '@/features/auth/session-store';
import { ApiError } from '@/lib/api-client';

/**
 * The global guards of docs/product/screens.md, in its order:
 * beta grant → 'Loading...' → no user → no profile → admin-only → onboarding → role.
 */
export function BetaGate() {
  const location = useLocation();
  if (!hasBetaGrant() && location.pathname !== paths.accessGate.path) {
    return <Navigate to={paths.accessGate.getHref()} replace />;
  }
  return <Outlet />;
}

export function LoadingScreen() {
  return (
    <div className="flex min-h-full items-center justify-center text-muted" role="status">
      Loading...
    </div>
  );
}

/** Signed in, with the profile loaded. Renders its children with the profile in context. */
export function RequireUser({ allowMissingProfile = false }: { allowMissingProfile?: boolean }) {
  const current = useCurrentUser();
  const location = useLocation();
  const rejected =
    current.status === 'error' && current.error instanceof ApiError && current.error.status === 401;
  useEffect(() => {
    if (rejected) sessionStore.clear();
  }, [rejected]);

  if (current.status === 'signed-out' || rejected) {
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  }
  if (current.status === 'error') throw current.error;
  if (current.status === 'loading') return <LoadingScreen />;
  if (!current.profile && !allowMissingProfile) {
    return <Navigate to={paths.roleSelection.getHref()} replace />;
  }
  return <Outlet />;
}

type Requirement = 'admin' | 'athlete' | 'coach';

function redirectFor(profile: Profile, requirement: Requirement, pathname: string): string | null {
  if (requirement === 'admin') return profile.isAdmin ? null : homePathFor(profile);
  if (requirement === 'athlete') {
    if (!isAthleteCapable(profile)) return homePathFor(profile);
    const onboarding = paths.athlete.onboarding.path;
    if (!profile.onboardingCompleted && pathname !== onboarding) return onboarding;
    return null;
  }
  return isCoachCapable(profile) ? null : homePathFor(profile);
}

/** Role-restricted subtree: others go to their own dashboard ('both' passes both areas). */
export function RequireRole({ requirement }: { requirement: Requirement }) {
  const { profile } = useCurrentUser();
  const location = useLocation();
  if (!profile) return <LoadingScreen />;
  const target = redirectFor(profile, requirement, location.pathname);
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
