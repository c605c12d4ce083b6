/**
 * The mono-exponential sprint model (docs/product/sprint-profile.md, "The model"): an athlete who
 * starts from rest at t = 0 reaches v(t) = MSS·(1 − e^(−t/τ)). SI units throughout: metres,
 * seconds, m/s.
 */
import { lambertW0 } from './lambert-w';

/** The two parameters of the model: maximal sprint speed (m/s) and the time constant τ (s). */
export interface SprintCurve {
  mss: number;
  tau: number;
}

/** v(t) = MSS·(1 − e^(−t/τ)) */
export function velocityAt(curve: SprintCurve, t: number): number {
  return curve.mss * -Math.expm1(-t / curve.tau);
}

/** a(t) = (MSS/τ)·e^(−t/τ) */
export function accelerationAt(curve: SprintCurve, t: number): number {
  return (curve.mss / curve.tau) * Math.exp(-t / curve.tau);
}

/** d(t) = MSS·(t + τ·e^(−t/τ)) − MSS·τ */
export function distanceAt(curve: SprintCurve, t: number): number {
  const { mss, tau } = curve;
  // t + τ·(e^(−t/τ) − 1), written with expm1 so short times keep their precision.
  return mss * (t + tau * Math.expm1(-t / tau));
}

/** t(d) = τ·W0(−e^(−d/(MSS·τ) − 1)) + d/MSS + τ: the time at which the model reaches d. */
export function timeAtDistance(curve: SprintCurve, d: number): number {
  if (d <= 0) return 0;
  const { mss, tau } = curve;
  const w = lambertW0(-Math.exp(-d / (mss * tau) - 1));
  return tau * (w + 1) + d / mss;
}

/** The time at which the model reaches the given fraction of MSS: −τ·ln(1 − fraction). */
export function timeToFractionOfMss(curve: SprintCurve, fraction: number): number {
  return -curve.tau * Math.log1p(-fraction);
}

/** Maximal acceleration, at t = 0: MAC = MSS/τ (m/s²). */
export function maxAcceleration(curve: SprintCurve): number {
  return curve.mss / curve.tau;
}

/**
 * Maximal propulsive power per kilogram without air resistance, MSS·MAC/4 (W/kg): the model's
 * power peak, reached where v = MSS/2.
 */
export function maxRelativePowerWithoutAir(curve: SprintCurve): number {
  return (curve.mss * maxAcceleration(curve)) / 4;
}

/**
 * t(d) and its partial derivatives with respect to ln MSS and ln τ, from implicit
 * differentiation of d = MSS·(t + τ·e^(−t/τ) − τ):
 *   ∂t/∂MSS = −(d/MSS)/v(t)          so ∂t/∂ln MSS = −d/v(t)
 *   ∂t/∂τ  = (1 − e^(−t/τ)·(1 + t/τ)) / (1 − e^(−t/τ))
 * At d = 0 the time and both derivatives are 0.
 */
export function timeAndGradient(
  curve: SprintCurve,
  d: number,
): { t: number; dLnMss: number; dLnTau: number } {
  if (d <= 0) return { t: 0, dLnMss: 0, dLnTau: 0 };
  const t = timeAtDistance(curve, d);
  const x = t / curve.tau;
  const oneMinusE = -Math.expm1(-x); // 1 − e^(−t/τ)
  const v = curve.mss * oneMinusE;
  const dLnMss = -d / v;
  // 1 − e^(−x)(1 + x), kept accurate for small x by its series.
  const numerator = x < 1e-4 ? (x * x) / 2 - (x * x * x) / 3 : oneMinusE - x * Math.exp(-x);
  const dLnTau = (curve.tau * numerator) / oneMinusE;
  return { t, dLnMss, dLnTau };
}
