/**
 * Fits MSS and τ (and, when asked, a time correction TC) to one trial's split times by nonlinear
 * least squares on the times (docs/product/sprint-profile.md, "The fit"). The measured time at
 * distance d is modelled as
 *   t_measured(d) = t(d + FD) − t(FD) − TC
 * where FD is a known flying distance (the athlete was already moving when the clock started)
 * and TC a time correction (positive: the clock started after the athlete did). With FD = 0
 * and TC = 0 this is the plain model t(d).
 */
import { levenbergMarquardt } from './least-squares';
import { type SprintCurve, timeAndGradient, timeAtDistance } from './model';

/** One split of one trial: metres from the start line and cumulative seconds. */
export interface SplitTime {
  distance: number;
  time: number;
}

export type TimeCorrection =
  | { kind: 'none' }
  | { kind: 'fixed'; seconds: number }
  | { kind: 'estimated' };

export interface ModelCorrections {
  timeCorrection: TimeCorrection;
  /** Metres the athlete covered before the clock started (known, not fitted). Default 0. */
  flyingDistance?: number;
}

export interface SplitResidual {
  distance: number;
  measured: number;
  modelled: number;
  /** measured − modelled (s). */
  residual: number;
}

export interface SprintFit extends SprintCurve {
  /** The time correction used or estimated (s). */
  timeCorrection: number;
  flyingDistance: number;
  /** 2 (MSS, τ) or 3 (with an estimated TC). */
  estimatedParameters: number;
  iterations: number;
  residuals: SplitResidual[];
  /** Splits minus estimated parameters. */
  degreesOfFreedom: number;
  /** √(Σ residual² / degrees of freedom) (s); null when there are no degrees of freedom. */
  residualStandardError: number | null;
  maxAbsoluteResidual: number;
}

export type SprintFitOutcome =
  | { converged: true; fit: SprintFit }
  | { converged: false; iterations: number };

/** Where the solver may look: far wider than any human, narrow enough to keep exp() finite. */
const LN_MSS_RANGE = [Math.log(0.5), Math.log(50)] as const;
const LN_TAU_RANGE = [Math.log(0.01), Math.log(20)] as const;

/** The model's time at a split, with the corrections applied. */
export function modelledSplitTime(
  curve: SprintCurve,
  distance: number,
  timeCorrection: number,
  flyingDistance = 0,
): number {
  return (
    timeAtDistance(curve, distance + flyingDistance) -
    timeAtDistance(curve, flyingDistance) -
    timeCorrection
  );
}

function assertCleanSplits(splits: readonly SplitTime[]): void {
  let previous: SplitTime = { distance: 0, time: 0 };
  for (const split of splits) {
    if (!(split.distance > previous.distance && split.time > previous.time))
      throw new RangeError('fitSprintModel needs splits with increasing distances and times');
    previous = split;
  }
}

/** τ for which the model's first split matches, with MSS fixed (bisection on ln τ). */
function startingTau(first: SplitTime, mss: number, tc: number, fd: number): number {
  const target = first.time;
  let low: number = LN_TAU_RANGE[0];
  let high: number = LN_TAU_RANGE[1];
  const mismatch = (lnTau: number) =>
    modelledSplitTime({ mss, tau: Math.exp(lnTau) }, first.distance, tc, fd) - target;
  if (mismatch(low) > 0 || mismatch(high) < 0) return 1;
  // A start within 0.2 % of the matching τ is plenty: the fit refines it.
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (mismatch(mid) > 0) high = mid;
    else low = mid;
  }
  return Math.exp((low + high) / 2);
}

/**
 * Fits the model to splits that are already clean: sorted, distances and times strictly
 * increasing, none at the start line (throws a RangeError otherwise). Needs at least as many
 * splits as estimated parameters.
 */
export function fitSprintModel(
  splits: readonly SplitTime[],
  corrections: ModelCorrections,
): SprintFitOutcome {
  assertCleanSplits(splits);
  const estimateTc = corrections.timeCorrection.kind === 'estimated';
  const fixedTc =
    corrections.timeCorrection.kind === 'fixed' ? corrections.timeCorrection.seconds : 0;
  const fd = corrections.flyingDistance ?? 0;
  const parameterCount = estimateTc ? 3 : 2;
  if (splits.length < parameterCount)
    throw new RangeError(`fitSprintModel needs at least ${parameterCount} splits`);

  // Start: MSS a little above the fastest segment's mean speed, τ matching the first split.
  let fastest = 0;
  let previous: SplitTime = { distance: 0, time: -fixedTc };
  for (const split of splits) {
    fastest = Math.max(
      fastest,
      (split.distance - previous.distance) / (split.time - previous.time),
    );
    previous = split;
  }
  const mss0 = Math.min(Math.max(1.05 * fastest, 1), 40);
  const tau0 = startingTau(splits[0]!, mss0, fixedTc, fd);
  const start = estimateTc ? [Math.log(mss0), Math.log(tau0), 0] : [Math.log(mss0), Math.log(tau0)];

  const atStart = { t: 0, dLnMss: 0, dLnTau: 0 };
  const result = levenbergMarquardt(
    {
      residualCount: splits.length,
      evaluate(params, residuals, jacobian) {
        const lnMss = params[0]!;
        const lnTau = params[1]!;
        if (lnMss < LN_MSS_RANGE[0] || lnMss > LN_MSS_RANGE[1]) return false;
        if (lnTau < LN_TAU_RANGE[0] || lnTau > LN_TAU_RANGE[1]) return false;
        const curve = { mss: Math.exp(lnMss), tau: Math.exp(lnTau) };
        const tc = estimateTc ? params[2]! : fixedTc;
        const origin = fd > 0 ? timeAndGradient(curve, fd) : atStart;
        for (let i = 0; i < splits.length; i++) {
          const split = splits[i]!;
          const at = timeAndGradient(curve, split.distance + fd);
          residuals[i] = at.t - origin.t - tc - split.time;
          if (!Number.isFinite(residuals[i]!)) return false;
          if (jacobian) {
            jacobian[i * parameterCount] = at.dLnMss - origin.dLnMss;
            jacobian[i * parameterCount + 1] = at.dLnTau - origin.dLnTau;
            if (estimateTc) jacobian[i * parameterCount + 2] = -1;
          }
        }
        return true;
      },
    },
    start,
  );
  // A minimum on the edge of the search range means no curve fits: the solver ran to a limit.
  const atEdge = (value: number, [low, high]: readonly [number, number]) =>
    value - low < 1e-6 || high - value < 1e-6;
  if (
    !result.converged ||
    atEdge(result.params[0]!, LN_MSS_RANGE) ||
    atEdge(result.params[1]!, LN_TAU_RANGE)
  )
    return { converged: false, iterations: result.iterations };

  const curve = { mss: Math.exp(result.params[0]!), tau: Math.exp(result.params[1]!) };
  const timeCorrection = estimateTc ? result.params[2]! : fixedTc;
  const residuals = splits.map((split) => {
    const modelled = modelledSplitTime(curve, split.distance, timeCorrection, fd);
    return {
      distance: split.distance,
      measured: split.time,
      modelled,
      residual: split.time - modelled,
    };
  });
  const degreesOfFreedom = splits.length - parameterCount;
  const sumOfSquares = residuals.reduce((sum, r) => sum + r.residual ** 2, 0);
  return {
    converged: true,
    fit: {
      ...curve,
      timeCorrection,
      flyingDistance: fd,
      estimatedParameters: parameterCount,
      iterations: result.iterations,
      residuals,
      degreesOfFreedom,
      residualStandardError:
        degreesOfFreedom > 0 ? Math.sqrt(sumOfSquares / degreesOfFreedom) : null,
      maxAbsoluteResidual: residuals.reduce((max, r) => Math.max(max, Math.abs(r.residual)), 0),
    },
  };
}
