/**
 * A stored trial of the 40 as the sprint profile reads it: its splits and the finish in metres,
 * the start from the session (`sprintStartOf`), the stop from the timing device, and the
 * athlete's body in SI units (docs/product/sprint-profile.md, "From a stored trial").
 */
import {
  distanceInMetres,
  SPRINT_DISTANCE_YARDS,
  type Split,
  type StartKind,
  sprintStartOf,
  type TimingDevice,
} from '../trials';
import type { SplitTime } from './fit';
import type { BodyMeasures } from './kinetics';
import { computeSprintProfile, type SprintProfileInput, type SprintProfileResult } from './profile';
import type { SplitStop } from './timing';
import { KILOGRAMS_PER_POUND, METRES_PER_INCH, yardsToMetres } from './units';

/** Only the 40 is profiled: the fly tests are flying starts, which show no acceleration. */
export const PROFILED_MOVEMENT = 'forty' as const;

/** How the splits were stopped, from what timed them. */
export function splitStopOf(device: TimingDevice): SplitStop {
  if (device === 'stopwatch') return 'hand';
  if (device === 'not-said') return 'unknown';
  return 'electronic';
}

export interface StoredTrial {
  /** The trial's time over 40 yd (s). */
  value: number;
  splits: readonly Split[];
  session: {
    device: TimingDevice;
    start: { kind: StartKind; distance?: number | null; unit?: 'yd' | 'm' | null };
  };
}

/** Height in inches and weight in pounds as the profile stores them; either may be missing. */
export interface AthleteBody {
  heightInches: number | null;
  weightLbs: number | null;
}

/** The athlete's body in SI units, or undefined when height or weight is not known. */
export function bodyMeasuresOf(body: AthleteBody): BodyMeasures | undefined {
  if (!body.heightInches || !body.weightLbs) return undefined;
  return {
    massKg: body.weightLbs * KILOGRAMS_PER_POUND,
    heightMetres: body.heightInches * METRES_PER_INCH,
  };
}

/**
 * The split times of a trial of the 40 in metres, the finish included once (a split typed at
 * 40 yd is the trial's time).
 */
export function splitTimesOfTrial(trial: Pick<StoredTrial, 'value' | 'splits'>): SplitTime[] {
  const finishMetres = yardsToMetres(SPRINT_DISTANCE_YARDS[PROFILED_MOVEMENT]!);
  const intermediate = trial.splits
    .map((s) => ({ distance: distanceInMetres(s.distance, s.unit), time: s.seconds }))
    .filter((s) => s.distance < finishMetres - 0.001);
  return [...intermediate, { distance: finishMetres, time: trial.value }];
}

/**
 * A stored trial of the 40 as the input of `computeSprintProfile`. A stopwatch cannot be started
 * by anything but a hand, so a stopwatch trial whose start was not said is a hand start.
 */
export function sprintProfileInputOfTrial(
  trial: StoredTrial,
  body: AthleteBody,
): SprintProfileInput {
  const { device, start } = trial.session;
  const handStarted = device === 'stopwatch' && start.kind === 'unknown';
  const measures = bodyMeasuresOf(body);
  return {
    splits: splitTimesOfTrial(trial),
    start: handStarted ? { kind: 'first-movement-hand' } : sprintStartOf(PROFILED_MOVEMENT, start),
    stop: splitStopOf(device),
    ...(measures ? { body: measures } : {}),
  };
}

/**
 * The profile of a stored trial of the 40. A body outside the profile's limits does not block
 * the kinematics: the profile is then computed without force and power.
 */
export function profileOfTrial(trial: StoredTrial, body: AthleteBody): SprintProfileResult {
  const input = sprintProfileInputOfTrial(trial, body);
  const result = computeSprintProfile(input);
  if (result.ok || result.failure.reason !== 'invalid-body') return result;
  const { body: _ignored, ...withoutBody } = input;
  return computeSprintProfile(withoutBody);
}
