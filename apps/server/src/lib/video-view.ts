import { isAthleteRole, isCoachRole } from '@gamespeed/domain';
import type { VideoView } from '@gamespeed/domain/contracts';
import { forbidden } from './errors';

/**
 * The list a user reads (docs/product/permissions.md): coach view for coach and 'both' (by default), athlete view for
 * athletes. A 'both' user may ask for either; others only for their own.
 */
export function viewFor(role: string, requested: VideoView | undefined): VideoView {
  const coachCapable = isCoachRole(role);
  const athleteCapable = isAthleteRole(role);
  const view = requested ?? (coachCapable ? 'coach' : 'athlete');
  if (view === 'coach' && !coachCapable) throw forbidden('This is for coaches.');
  if (view === 'athlete' && !athleteCapable) throw forbidden('This is for athletes.');
  return view;
}
