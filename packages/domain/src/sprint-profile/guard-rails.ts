/**
 * What a trial must look like before it is fitted, and what a fit must look like before it is
 * shown (docs/product/sprint-profile.md, "Guard rails"). Every refusal is a typed failure with a
 * sentence a person can act on.
 */
import type { SplitTime } from './fit';
import type { AirConditions, BodyMeasures } from './kinetics';

/** Splits further than this are outside what the model (no deceleration) describes. */
export const MAX_SPLIT_DISTANCE_METRES = 100;
export const MAX_SPLIT_TIME_SECONDS = 20;
/** Faster than any human has run over any segment (peak speeds are about 12.4 m/s). */
export const MAX_SEGMENT_SPEED = 13;
/** Slower than this over the whole trial is not a sprint. */
export const MIN_AVERAGE_SPEED = 2;
export const MSS_RANGE = [3, 13] as const;
export const TAU_RANGE = [0.3, 3] as const;
export const ESTIMATED_TIME_CORRECTION_RANGE = [-0.5, 0.6] as const;
/** A fit whose residual standard error is above this (s) is unreliable. */
export const RESIDUAL_STANDARD_ERROR_LIMIT = 0.05;
export const BODY_MASS_RANGE_KG = [30, 250] as const;
export const BODY_HEIGHT_RANGE_METRES = [1.2, 2.3] as const;
export const AIR_PRESSURE_RANGE_MMHG = [450, 800] as const;
export const AIR_TEMPERATURE_RANGE_CELSIUS = [-30, 50] as const;

export type SprintProfileFailure =
  | { reason: 'invalid-split'; message: string }
  | { reason: 'duplicate-distance'; distance: number; message: string }
  | { reason: 'non-increasing-times'; distance: number; message: string }
  | { reason: 'implausible-splits'; message: string }
  | { reason: 'too-few-splits'; needed: number; got: number; message: string }
  | { reason: 'invalid-body'; message: string }
  | { reason: 'invalid-air'; message: string }
  | { reason: 'flying-start'; message: string }
  | { reason: 'reaction-time-needed'; message: string }
  | { reason: 'did-not-converge'; message: string }
  | { reason: 'implausible-fit'; message: string }
  | {
      reason: 'residuals-too-large';
      residualStandardError: number;
      limit: number;
      /** The split the curve misses most (s: measured − modelled). */
      worstSplit: { distance: number; residual: number };
      message: string;
    };

export type SprintProfileFailureReason = SprintProfileFailure['reason'];

const within = (value: number, [low, high]: readonly [number, number]) =>
  Number.isFinite(value) && value >= low && value <= high;

/**
 * Checks one trial's splits and returns them sorted, without a (0 m, 0 s) start pair, or the
 * first problem found.
 */
export function cleanSplits(
  splits: readonly SplitTime[],
): { ok: true; splits: SplitTime[] } | { ok: false; failure: SprintProfileFailure } {
  for (const split of splits) {
    if (!Number.isFinite(split.distance) || !Number.isFinite(split.time))
      return fail({ reason: 'invalid-split', message: 'Every split needs a distance and a time.' });
    if (split.distance < 0 || split.time < 0)
      return fail({ reason: 'invalid-split', message: 'Distances and times cannot be negative.' });
    if (split.distance === 0 && split.time !== 0)
      return fail({
        reason: 'invalid-split',
        message: 'The start line is at 0 s; remove that split.',
      });
    if (split.distance > 0 && split.time === 0)
      return fail({ reason: 'invalid-split', message: 'A split after the start needs a time.' });
  }
  const sorted = splits.filter((s) => s.distance > 0).sort((a, b) => a.distance - b.distance);
  for (let i = 1; i < sorted.length; i++) {
    const [before, split] = [sorted[i - 1]!, sorted[i]!];
    if (split.distance === before.distance)
      return fail({
        reason: 'duplicate-distance',
        distance: split.distance,
        message: 'Two splits have the same distance; keep one time per distance.',
      });
    if (split.time <= before.time)
      return fail({
        reason: 'non-increasing-times',
        distance: split.distance,
        message: 'Each split must be later than the one before it.',
      });
  }
  const last = sorted.at(-1);
  if (last && (last.distance > MAX_SPLIT_DISTANCE_METRES || last.time > MAX_SPLIT_TIME_SECONDS))
    return fail({
      reason: 'implausible-splits',
      message: `A sprint profile needs a sprint of at most ${MAX_SPLIT_DISTANCE_METRES} m and ${MAX_SPLIT_TIME_SECONDS} s.`,
    });
  let previous: SplitTime = { distance: 0, time: 0 };
  for (const split of sorted) {
    const speed = (split.distance - previous.distance) / (split.time - previous.time);
    if (speed > MAX_SEGMENT_SPEED)
      return fail({
        reason: 'implausible-splits',
        message: 'These splits are faster than any human runs; check the times and distances.',
      });
    previous = split;
  }
  if (last && last.distance / last.time < MIN_AVERAGE_SPEED)
    return fail({
      reason: 'implausible-splits',
      message: 'These splits are too slow for a sprint; check the times and distances.',
    });
  return { ok: true, splits: sorted };
}

export function checkBodyAndAir(
  body: BodyMeasures | undefined,
  air: AirConditions,
): SprintProfileFailure | null {
  if (
    body &&
    (!within(body.massKg, BODY_MASS_RANGE_KG) ||
      !within(body.heightMetres, BODY_HEIGHT_RANGE_METRES))
  )
    return {
      reason: 'invalid-body',
      message: `Body mass must be ${BODY_MASS_RANGE_KG.join('–')} kg and height ${BODY_HEIGHT_RANGE_METRES.join('–')} m.`,
    };
  if (
    !within(air.pressureMmHg, AIR_PRESSURE_RANGE_MMHG) ||
    !within(air.temperatureCelsius, AIR_TEMPERATURE_RANGE_CELSIUS)
  )
    return {
      reason: 'invalid-air',
      message: `Air pressure must be ${AIR_PRESSURE_RANGE_MMHG.join('–')} mmHg and temperature ${AIR_TEMPERATURE_RANGE_CELSIUS.join(' to ')} °C.`,
    };
  return null;
}

/** Whether fitted values are within human limits; the estimated correction too, if any. */
export function isPlausibleFit(mss: number, tau: number, estimatedTc: number | null): boolean {
  return (
    within(mss, MSS_RANGE) &&
    within(tau, TAU_RANGE) &&
    (estimatedTc === null || within(estimatedTc, ESTIMATED_TIME_CORRECTION_RANGE))
  );
}

function fail(failure: SprintProfileFailure): { ok: false; failure: SprintProfileFailure } {
  return { ok: false, failure };
}
