/**
 * One trial's sprint profile: checks the splits, chooses the time correction from how the trial
 * was timed, fits the model, refuses what is unreliable, and adds the force–velocity profile when
 * body mass and height are known (docs/product/sprint-profile.md).
 */
import { fitSprintModel, type SplitResidual, type SplitTime } from './fit';
import {
  checkBodyAndAir,
  cleanSplits,
  isPlausibleFit,
  RESIDUAL_STANDARD_ERROR_LIMIT,
  type SprintProfileFailure,
} from './guard-rails';
import {
  type AirConditions,
  type BodyMeasures,
  forceVelocityProfile,
  type SprintKinetics,
  STANDARD_AIR,
} from './kinetics';
import { maxAcceleration, maxRelativePowerWithoutAir, timeToFractionOfMss } from './model';
import {
  correctionsForTiming,
  type SplitStop,
  type SprintProfileCaveat,
  type SprintStart,
} from './timing';

export interface SprintProfileInput {
  /** One trial's splits: metres from the start line and cumulative seconds. */
  splits: readonly SplitTime[];
  start: SprintStart;
  stop: SplitStop;
  /** Needed for the force–velocity profile; without it only the kinematics are given. */
  body?: BodyMeasures;
  /** Defaults to STANDARD_AIR (760 mmHg, 25 °C). */
  air?: Partial<AirConditions>;
}

export interface SprintProfile {
  /** Maximal sprint speed (m/s). */
  mss: number;
  /** Time constant of the acceleration (s). */
  tau: number;
  /** Maximal acceleration MSS/τ (m/s²). */
  mac: number;
  /** Time to reach 90 % of MSS, τ·ln 10 (s). */
  timeTo90PercentMss: number;
  /** MSS·MAC/4 (W/kg): maximal power per kg without air resistance. */
  pmaxPerKgWithoutAir: number;
  /** The time correction used (s; positive: the clock started after the athlete) and how. */
  timeCorrection: { seconds: number; method: 'none' | 'fixed' | 'estimated' };
  /** Known distance covered before the clock started (m); 0 for a start on the line. */
  flyingDistance: number;
  fit: {
    residuals: SplitResidual[];
    degreesOfFreedom: number;
    residualStandardError: number | null;
    maxAbsoluteResidual: number;
    iterations: number;
  };
  /** Null when body mass and height were not given. */
  kinetics: SprintKinetics | null;
  caveats: SprintProfileCaveat[];
}

export type SprintProfileResult =
  | { ok: true; profile: SprintProfile }
  | { ok: false; failure: SprintProfileFailure };

const TIMING_FAILURES = {
  'flying-start': 'A flying start does not show acceleration from rest: time a start from rest.',
  'reaction-time-needed':
    'A start on a signal includes the reaction time: enter it, or time at least 4 splits so it can be estimated.',
} as const;

export function computeSprintProfile(input: SprintProfileInput): SprintProfileResult {
  const air: AirConditions = { ...STANDARD_AIR, ...input.air };
  const bodyOrAirProblem = checkBodyAndAir(input.body, air);
  if (bodyOrAirProblem) return { ok: false, failure: bodyOrAirProblem };

  const cleaned = cleanSplits(input.splits);
  if (!cleaned.ok) return cleaned;
  const splits = cleaned.splits;

  const timing = correctionsForTiming(input.start, input.stop, splits.length);
  if (!timing.ok)
    return {
      ok: false,
      failure: { reason: timing.reason, message: TIMING_FAILURES[timing.reason] },
    };
  const { corrections } = timing;
  const needed = corrections.timeCorrection.kind === 'estimated' ? 3 : 2;
  if (splits.length < needed)
    return {
      ok: false,
      failure: {
        reason: 'too-few-splits',
        needed,
        got: splits.length,
        message: `A sprint profile needs at least ${needed} split times besides the start; this trial has ${splits.length}.`,
      },
    };

  const outcome = fitSprintModel(splits, corrections);
  if (!outcome.converged)
    return {
      ok: false,
      failure: {
        reason: 'did-not-converge',
        message: 'No acceleration curve fits these splits; check the times and distances.',
      },
    };
  const { fit } = outcome;
  const estimated = corrections.timeCorrection.kind === 'estimated';
  if (!isPlausibleFit(fit.mss, fit.tau, estimated ? fit.timeCorrection : null))
    return {
      ok: false,
      failure: {
        reason: 'implausible-fit',
        message:
          'The curve through these splits is outside human limits; check the times and distances.',
      },
    };
  if (
    fit.residualStandardError !== null &&
    fit.residualStandardError > RESIDUAL_STANDARD_ERROR_LIMIT
  ) {
    const worst = fit.residuals.reduce((a, b) =>
      Math.abs(b.residual) > Math.abs(a.residual) ? b : a,
    );
    return {
      ok: false,
      failure: {
        reason: 'residuals-too-large',
        residualStandardError: fit.residualStandardError,
        limit: RESIDUAL_STANDARD_ERROR_LIMIT,
        worstSplit: { distance: worst.distance, residual: worst.residual },
        message:
          'These splits do not lie on one acceleration curve; check the times and distances.',
      },
    };
  }

  const caveats = [...timing.caveats];
  if (fit.degreesOfFreedom === 0) caveats.push('exact-fit');
  return {
    ok: true,
    profile: {
      mss: fit.mss,
      tau: fit.tau,
      mac: maxAcceleration(fit),
      timeTo90PercentMss: timeToFractionOfMss(fit, 0.9),
      pmaxPerKgWithoutAir: maxRelativePowerWithoutAir(fit),
      timeCorrection: {
        seconds: fit.timeCorrection,
        method: corrections.timeCorrection.kind,
      },
      flyingDistance: fit.flyingDistance,
      fit: {
        residuals: fit.residuals,
        degreesOfFreedom: fit.degreesOfFreedom,
        residualStandardError: fit.residualStandardError,
        maxAbsoluteResidual: fit.maxAbsoluteResidual,
        iterations: fit.iterations,
      },
      kinetics: input.body ? forceVelocityProfile(fit, input.body, air) : null,
      caveats,
    },
  };
}
