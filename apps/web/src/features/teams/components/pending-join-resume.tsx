import { isAthleteRole } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { pendingJoin } from '../pending-join';

/**
 * Brings an athlete back to a team invite they opened before they could join, as soon as they
 * can: signed in, athlete, onboarding finished (docs/product/teams.md).
 */
export function PendingJoinResume({ profile }: { profile: Profile | null }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ready = profile !== null && isAthleteRole(profile.role) && profile.onboardingCompleted;
  useEffect(() => {
    if (!ready || pathname === paths.athlete.onboarding.path) return;
    const code = pendingJoin.get();
    if (code) navigate(paths.join.getHref(code), { replace: true });
  }, [ready, pathname, navigate]);
  return null;
}
