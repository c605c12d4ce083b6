/**
 * The horizontal force–velocity profile from MSS, τ, body mass and height (Samozino et al. 2016;
 * docs/product/sprint-profile.md, "Force, power and the ratio of forces"). The modelled run is
 * sampled every 0.01 s from 0 to 6 s; F0 and the slope of the F–v line come from a least-squares
 * line through those samples, RFmax and DRF from the samples at t ≥ 0.3 s.
 */
import type { SprintCurve } from './model';

export interface BodyMeasures {
  massKg: number;
  heightMetres: number;
}

export interface AirConditions {
  /** Barometric pressure in mmHg (Torr). */
  pressureMmHg: number;
  temperatureCelsius: number;
}

/** The conditions assumed when none are given: 760 mmHg and 25 °C. */
export const STANDARD_AIR: AirConditions = { pressureMmHg: 760, temperatureCelsius: 25 };
export const GRAVITY = 9.81;
export const DRAG_COEFFICIENT = 0.9;
/** The part of the run the profile is computed over, and its sampling step (s). */
export const KINETICS_DURATION_SECONDS = 6;
export const KINETICS_STEP_SECONDS = 0.01;
/** RFmax and DRF leave out the first instants, where the model's force is least realistic. */
export const RATIO_OF_FORCES_FROM_SECONDS = 0.3;

export interface SprintKinetics {
  /** Theoretical maximal horizontal force at zero velocity (N) and per kg of body mass. */
  f0: number;
  f0PerKg: number;
  /** Theoretical velocity at which horizontal force would be zero (m/s). */
  v0: number;
  /** F0·V0/4 (W) and per kg. */
  pmax: number;
  pmaxPerKg: number;
  /** Slope of the F–v line per kg, −F0/(V0·mass) (N·s/m/kg). */
  fvSlopePerKg: number;
  /** Maximal ratio of horizontal to resultant force, at t ≥ 0.3 s. */
  rfMax: number;
  /** Slope of the ratio of forces against velocity at t ≥ 0.3 s (per m/s). */
  drf: number;
  /** Air resistance coefficient k in F_air = k·v² (kg/m). */
  airResistanceK: number;
}

/** ρ = 1.293·(P/760)·273/(273 + T) (kg/m³) */
export function airDensity(air: AirConditions): number {
  return 1.293 * (air.pressureMmHg / 760) * (273 / (273 + air.temperatureCelsius));
}

/** Af = 0.2025·H^0.725·M^0.425·0.266 (m²) */
export function frontalArea(body: BodyMeasures): number {
  return 0.2025 * body.heightMetres ** 0.725 * body.massKg ** 0.425 * 0.266;
}

/** k = ½·ρ·Af·Cd */
export function airResistanceCoefficient(body: BodyMeasures, air: AirConditions): number {
  return 0.5 * airDensity(air) * frontalArea(body) * DRAG_COEFFICIENT;
}

/** Slope and intercept of the least-squares line y = intercept + slope·x. */
function fitLine(xs: Float64Array, ys: Float64Array): { slope: number; intercept: number } {
  const n = xs.length;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i]!;
    meanY += ys[i]!;
  }
  meanX /= n;
  meanY /= n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    sxy += dx * (ys[i]! - meanY);
    sxx += dx * dx;
  }
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

export function forceVelocityProfile(
  curve: SprintCurve,
  body: BodyMeasures,
  air: AirConditions = STANDARD_AIR,
): SprintKinetics {
  const k = airResistanceCoefficient(body, air);
  const samples = Math.round(KINETICS_DURATION_SECONDS / KINETICS_STEP_SECONDS) + 1;
  const firstRatioSample = Math.round(RATIO_OF_FORCES_FROM_SECONDS / KINETICS_STEP_SECONDS);
  const velocity = new Float64Array(samples);
  const force = new Float64Array(samples);
  const ratio = new Float64Array(samples - firstRatioSample);
  const weight = body.massKg * GRAVITY;
  // e^(−t/τ) at t = i·step, by one multiplication a sample (exact to a few ulps over 601 steps).
  const decay = Math.exp(-KINETICS_STEP_SECONDS / curve.tau);
  const mac = curve.mss / curve.tau;
  let e = 1;
  let rfMax = 0;
  for (let i = 0; i < samples; i++, e *= decay) {
    const v = curve.mss * (1 - e);
    // F_H = M·a + k·v²: the force that accelerates the body plus the force against the air.
    const f = body.massKg * mac * e + k * v * v;
    velocity[i] = v;
    force[i] = f;
    if (i >= firstRatioSample) {
      const rf = f / Math.sqrt(f * f + weight * weight);
      ratio[i - firstRatioSample] = rf;
      rfMax = Math.max(rfMax, rf);
    }
  }
  const line = fitLine(velocity, force);
  const f0 = line.intercept;
  const v0 = -f0 / line.slope;
  const pmax = (f0 * v0) / 4;
  const drf = fitLine(velocity.subarray(firstRatioSample), ratio).slope;
  return {
    f0,
    f0PerKg: f0 / body.massKg,
    v0,
    pmax,
    pmaxPerKg: pmax / body.massKg,
    fvSlopePerKg: line.slope / body.massKg,
    rfMax,
    drf,
    airResistanceK: k,
  };
}
