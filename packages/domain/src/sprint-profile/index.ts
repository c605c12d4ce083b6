/**
 * The sprint profile: MSS, τ and the horizontal force–velocity profile from one trial's split
 * times, and position cohorts to compare them with (docs/product/sprint-profile.md).
 */
export * from './cohort';
export {
  fitSprintModel,
  type ModelCorrections,
  modelledSplitTime,
  type SplitResidual,
  type SplitTime,
  type SprintFit,
  type SprintFitOutcome,
  type TimeCorrection,
} from './fit';
export * from './guard-rails';
export * from './kinetics';
export { LAMBERT_W_BRANCH_POINT, lambertW0 } from './lambert-w';
export {
  accelerationAt,
  distanceAt,
  maxAcceleration,
  maxRelativePowerWithoutAir,
  type SprintCurve,
  timeAtDistance,
  timeToFractionOfMss,
  velocityAt,
} from './model';
export * from './profile';
export * from './timing';
export * from './trial-input';
export * from './units';
