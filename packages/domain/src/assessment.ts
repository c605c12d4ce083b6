/**
 * Deficiency assessment (docs/product/constants.md 'Assessment', docs/product/api.md deficiency calculation, docs/product/states.md 'Deficiency label'
 * and 'Assessment outcome') and the dashboard's 'Your Goal' box (docs/product/screens.md).
 */
import {
  CONFIDENCE_WITH_GEAR,
  CONFIDENCE_WITHOUT_GEAR,
  FORCE_DEFICIENT_THRESHOLD_INCHES,
  FORM_DEFICIENT_THRESHOLD_SECONDS,
  type ForceOrForm,
  type Position,
} from './constants';
import { nearestByWeight, type PowerToSpeedNorm } from './norms';
import { type SprintProfileReason, sprintProfileReasonText } from './sprint-diagnosis-reason';

/** docs/product/messages.md: norms load failure, no data or empty list. */
export const NORMS_UNAVAILABLE_MESSAGE = 'Unable to load bodyweight norms';

/** Thrown by {@link assess} when there is no bodyweight norm row to compare with (docs/product/messages.md). */
export class NormsUnavailableError extends Error {
  constructor() {
    super(NORMS_UNAVAILABLE_MESSAGE);
    this.name = 'NormsUnavailableError';
  }
}

/**
 * What the diagnosis reads: bodyweight in lb, the best broad jump in inches and, when the athlete
 * has them, the best (fastest) 5→10 and 20→10 fly times in seconds.
 */
export interface AssessmentInput {
  weight: number;
  broadJumpInches: number;
  fly510?: number | null;
  fly2010?: number | null;
}

/** Why the outcome is what it is, with the numbers, for one plain sentence on screen. */
export type AssessmentReason =
  | { kind: 'broad_jump_short'; gapInches: number; normWeight: number }
  | { kind: 'fly_slow'; test: '5→10 Fly' | '20→10 Fly'; gapSeconds: number; normWeight: number }
  | { kind: 'balanced'; gapInches: number; normWeight: number }
  | SprintProfileReason;

/** docs/product/data-model.md 'Assessment result', plus the profile fields onboarding writes with it (docs/product/api.md). */
export interface AssessmentResult {
  primaryDeficiency: 'force_deficient' | 'form_deficient' | 'well_balanced';
  gearLevel: 2 | 3 | null;
  /** Broad jump of the nearest-weight elite row, in inches. */
  targetBroadJump: number;
  /** Same value as `targetBroadJump` (docs/product/constants.md). */
  eliteBroadJump: number;
  /** target − athlete, in inches; positive means short of elite. */
  differenceFromElite: number;
  confidenceScore: typeof CONFIDENCE_WITH_GEAR | typeof CONFIDENCE_WITHOUT_GEAR;
  forceOrForm: ForceOrForm;
  deficiencyNotes: string;
  reason: AssessmentReason;
}

/** Up to one decimal, no trailing zeros: 9 → '9', 9.25 → '9.3'. */
function inchesText(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Seconds as whole hundredths, so 1.15 − 1.05 is exactly 10 hundredths, not 0.0999…. */
const hundredths = (seconds: number) => Math.round(seconds * 100);

/**
 * The diagnosis (docs/product/diagnosis.md), on the power-to-speed norm row nearest the athlete's
 * weight (ties → lighter row, see {@link nearestByWeight}):
 * 1. **Force**: best broad jump more than 6 in short of the row's broad jump → force_deficient,
 *    Gear 2 — whatever the flies.
 * 2. **Form**: otherwise, a best 5→10 fly or 20→10 fly slower than the row's value by more than
 *    0.10 s → form_deficient, Gear 3 (the slower of the two, relative to its threshold, is named).
 * 3. Otherwise well_balanced, no gear, drills for both ('balanced').
 * Confidence is 75 with a gear, else 50. A missing fly time simply does not count.
 *
 * @throws NormsUnavailableError when `norms` is empty (docs/product/messages.md).
 * @throws RangeError when weight is not a positive number or the broad jump is negative.
 */
export function assess(
  input: AssessmentInput,
  norms: readonly PowerToSpeedNorm[],
): AssessmentResult {
  const { weight, broadJumpInches } = input;
  if (!Number.isFinite(weight) || weight <= 0) {
    throw new RangeError('weight must be a positive number of pounds');
  }
  if (!Number.isFinite(broadJumpInches) || broadJumpInches < 0) {
    throw new RangeError('broadJumpInches must be a non-negative number of inches');
  }
  const row = nearestByWeight(norms, weight);
  if (!row) throw new NormsUnavailableError();

  const target = row.broadJump;
  const differenceFromElite = target - broadJumpInches;
  const common = {
    targetBroadJump: target,
    eliteBroadJump: target,
    differenceFromElite,
  };
  if (differenceFromElite > FORCE_DEFICIENT_THRESHOLD_INCHES) {
    return {
      ...common,
      primaryDeficiency: 'force_deficient',
      gearLevel: 2,
      confidenceScore: CONFIDENCE_WITH_GEAR,
      forceOrForm: 'force',
      ...withReason({
        kind: 'broad_jump_short',
        gapInches: differenceFromElite,
        normWeight: row.weight,
      }),
    };
  }
  const slowFly = slowestFly(input, row);
  if (slowFly) {
    return {
      ...common,
      primaryDeficiency: 'form_deficient',
      gearLevel: 3,
      confidenceScore: CONFIDENCE_WITH_GEAR,
      forceOrForm: 'form',
      ...withReason({ kind: 'fly_slow', ...slowFly, normWeight: row.weight }),
    };
  }
  return {
    ...common,
    primaryDeficiency: 'well_balanced',
    gearLevel: null,
    confidenceScore: CONFIDENCE_WITHOUT_GEAR,
    forceOrForm: 'balanced',
    ...withReason({ kind: 'balanced', gapInches: differenceFromElite, normWeight: row.weight }),
  };
}

/** The reason, and the sentence stored as the profile's deficiency notes. */
const withReason = (reason: AssessmentReason) => ({
  reason,
  deficiencyNotes: assessmentReasonText(reason),
});

/** The fly test furthest beyond the threshold, or null when neither is. */
function slowestFly(
  input: AssessmentInput,
  row: PowerToSpeedNorm,
): { test: '5→10 Fly' | '20→10 Fly'; gapSeconds: number } | null {
  const threshold = hundredths(FORM_DEFICIENT_THRESHOLD_SECONDS);
  const candidates = [
    { test: '5→10 Fly' as const, athlete: input.fly510, elite: row.fly510 },
    { test: '20→10 Fly' as const, athlete: input.fly2010, elite: row.fly2010 },
  ].flatMap(({ test, athlete, elite }) => {
    if (typeof athlete !== 'number' || !Number.isFinite(athlete) || athlete <= 0) return [];
    const gap = hundredths(athlete) - hundredths(elite);
    return gap > threshold ? [{ test, gap }] : [];
  });
  if (candidates.length === 0) return null;
  const worst = candidates.reduce((a, b) => (b.gap > a.gap ? b : a));
  return { test: worst.test, gapSeconds: worst.gap / 100 };
}

/**
 * The one plain sentence the analysis card shows under the badge, e.g. "Your broad jump is 19″
 * short of elite for 200 lb" or "Your 5→10 fly is 0.24 s slower than elite for your weight".
 */
export function assessmentReasonText(reason: AssessmentReason): string {
  switch (reason.kind) {
    case 'broad_jump_short':
      return `Your broad jump is ${inchesText(reason.gapInches)}″ short of elite for ${inchesText(reason.normWeight)} lb.`;
    case 'fly_slow':
      return `Your ${reason.test.toLowerCase()} is ${reason.gapSeconds.toFixed(2)} s slower than elite for your weight.`;
    case 'balanced':
      return reason.gapInches > 0
        ? `Your broad jump is within ${inchesText(reason.gapInches)}″ of elite for ${inchesText(reason.normWeight)} lb and no fly time is more than ${FORM_DEFICIENT_THRESHOLD_SECONDS.toFixed(2)} s slower than elite.`
        : `Your broad jump reaches elite for ${inchesText(reason.normWeight)} lb and no fly time is more than ${FORM_DEFICIENT_THRESHOLD_SECONDS.toFixed(2)} s slower than elite.`;
    case 'sprint_profile':
      return sprintProfileReasonText(reason);
  }
}

/** docs/product/api.md: confidence score 75 when a gear level is present, else 50. */
export function confidenceScoreFor(
  gearLevel: number | null | undefined,
): typeof CONFIDENCE_WITH_GEAR | typeof CONFIDENCE_WITHOUT_GEAR {
  return gearLevel == null ? CONFIDENCE_WITHOUT_GEAR : CONFIDENCE_WITH_GEAR;
}

export type DeficiencyLabel = 'FORCE DEFICIENT' | 'FORM DEFICIENT' | 'WELL-BALANCED';

/** docs/product/states.md: force_deficient, form_deficient; anything else (null, 'other', ...) is well-balanced. */
export function deficiencyLabel(primary: string | null | undefined): DeficiencyLabel {
  if (primary === 'force_deficient') return 'FORCE DEFICIENT';
  if (primary === 'form_deficient') return 'FORM DEFICIENT';
  return 'WELL-BALANCED';
}

export type DeficiencyTone = 'orange' | 'blue' | 'green';

/** docs/product/screens.md badge colours: FORCE DEFICIENT orange, FORM DEFICIENT blue, WELL-BALANCED green. */
export function deficiencyTone(primary: string | null | undefined): DeficiencyTone {
  const label = deficiencyLabel(primary);
  if (label === 'FORCE DEFICIENT') return 'orange';
  if (label === 'FORM DEFICIENT') return 'blue';
  return 'green';
}

/**
 * The profile's force_or_form for a primary deficiency (docs/product/data-model.md, docs/product/permissions.md recommended drills):
 * force_deficient → 'force', form_deficient → 'form', well_balanced → 'balanced' (the drills for
 * both), anything else (not assessed) → 'unassigned'.
 */
export function forceOrFormFor(primary: string | null | undefined): ForceOrForm {
  if (primary === 'force_deficient') return 'force';
  if (primary === 'form_deficient') return 'form';
  if (primary === 'well_balanced') return 'balanced';
  return 'unassigned';
}

/** docs/product/screens.md 'Gear N Training Focus' texts. */
export const GEAR_2_FOCUS_TEXT =
  'You need to build more explosive power. Focus on heavy, controlled movements.';
export const OTHER_GEAR_FOCUS_TEXT =
  'You need to improve leg turnover and mechanics at speed. Focus on faster, lighter movements.';

/** docs/product/states.md: Gear 2 means build power, any other gear means leg turnover. */
export function trainingFocusText(gearLevel: number | null | undefined): string {
  return gearLevel === 2 ? GEAR_2_FOCUS_TEXT : OTHER_GEAR_FOCUS_TEXT;
}

export interface BroadJumpGoalInput {
  /** The athlete's broad jump in inches; null, 0 or non-finite = no assessment yet. */
  athleteBroadJump: number | null | undefined;
  /** Elite broad jump by bodyweight, if known. */
  eliteBroadJump: number | null | undefined;
  /** NFL mean broad jump for `position`, if known. */
  nflBroadJump: number | null | undefined;
  position: Position;
}

/**
 * What the 'Your Goal' box shows (docs/product/screens.md):
 * - `no-assessment` → 'Complete your assessment to see your goals';
 * - `progress` → one line per benchmark: `reachedElite` → "You've reached Elite!", else
 *   `toElite` inches still needed to reach Elite; `reachedNfl` → "You've reached NFL {position}
 *   standard!", else `toNfl` inches still needed. A benchmark that is unknown has
 *   `reachedX: false` and `toX: null` (show nothing for it).
 */
export type BroadJumpGoal =
  | { kind: 'no-assessment' }
  | {
      kind: 'progress';
      position: Position;
      /** Whole inches still needed (always > 0), or null when reached or unknown. */
      toElite: number | null;
      toNfl: number | null;
      reachedElite: boolean;
      reachedNfl: boolean;
    };

function isPositiveNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

const FLOAT_TOLERANCE = 1e-9;

/** Inches still needed, rounded UP to whole inches, or null once reached (athlete ≥ target). */
function stillNeeded(athlete: number, target: number): number | null {
  // A tiny tolerance so float noise (e.g. a gap of 1.0000000000000142) does not round up to 2.
  const gap = target - athlete - FLOAT_TOLERANCE;
  if (gap <= 0) return null;
  return Math.ceil(gap);
}

/**
 * The 'Your Goal' box contents (docs/product/screens.md). A broad jump of 0 counts as no assessment (the
 * onboarding minimum is 1 ft, docs/product/validation.md). Matching a benchmark exactly counts as reached.
 */
export function broadJumpGoal(input: BroadJumpGoalInput): BroadJumpGoal {
  const { athleteBroadJump, eliteBroadJump, nflBroadJump, position } = input;
  if (!isPositiveNumber(athleteBroadJump)) return { kind: 'no-assessment' };
  const toElite = isPositiveNumber(eliteBroadJump)
    ? stillNeeded(athleteBroadJump, eliteBroadJump)
    : null;
  const toNfl = isPositiveNumber(nflBroadJump) ? stillNeeded(athleteBroadJump, nflBroadJump) : null;
  return {
    kind: 'progress',
    position,
    toElite,
    toNfl,
    reachedElite: isPositiveNumber(eliteBroadJump) && toElite === null,
    reachedNfl: isPositiveNumber(nflBroadJump) && toNfl === null,
  };
}
