import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { sessionStore } from '@/features/auth/session-store';
import { ApiError } from '@/lib/api-client';
import { hasBetaAccess } from '@/lib/beta-access';
import { type RoleRequirement, roleRedirect } from './role-redirect';

/**
 * The global guards of docs/product/screens.md, in its order:
 * beta grant → 'Loading...' → no user → no profile → admin-only → onboarding → role.
 */
export function BetaGate() {
  const location = useLocation();
  if (!hasBetaAccess() && location.pathname !== paths.accessGate.path) {
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
  // The profile kept on the device follows the server's: the app starts from it when the
  // session check cannot reach the server (offline), so it must not be the one of sign-up day.
  const fresh = current.status === 'ready' ? current.profile : undefined;
  useEffect(() => {
    const stored = sessionStore.get();
    if (fresh === undefined || !stored) return;
    if (JSON.stringify(stored.profile) !== JSON.stringify(fresh)) sessionStore.userUpdated(fresh);
  }, [fresh]);

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

/** Role-restricted subtree: others go to their own dashboard ('both' passes both areas). */
export function RequireRole({ requirement }: { requirement: RoleRequirement }) {
  const { profile } = useCurrentUser();
  const location = useLocation();
  if (!profile) return <LoadingScreen />;
  const target = roleRedirect(profile, requirement, location.pathname);
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
