import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isAthleteCapable } from '@/features/auth/home-path';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { pendingJoin } from '../pending-join';

/**
 * Brings an athlete back to a team invite they opened before they could join, as soon as they
 * can: signed in, athlete, onboarding finished (docs/product/teams.md).
 */
export function PendingJoinResume() {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ready = profile !== null && isAthleteCapable(profile) && profile.onboardingCompleted;
  useEffect(() => {
    if (!ready || pathname === paths.athlete.onboarding.path) return;
    const code = pendingJoin.get();
    if (code) navigate(paths.join.getHref(code), { replace: true });
  }, [ready, pathname, navigate]);
  return null;
}
