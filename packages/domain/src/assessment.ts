/**
 * Deficiency assessment (docs/product/constants.md 'Assessment', docs/product/api.md deficiency calculation, docs/product/states.md 'Deficiency label'
 * and 'Assessment outcome') and the dashboard's 'Your Goal' box (docs/product/screens.md).
 */
import {
  CONFIDENCE_WITH_GEAR,
  CONFIDENCE_WITHOUT_GEAR,
  FORCE_DEFICIENT_THRESHOLD_INCHES,
  type ForceOrForm,
  type Position,
} from './constants';
import { nearestByWeight, type PowerToSpeedNorm } from './norms';

/** docs/product/messages.md: norms load failure, no data or empty list. */
export const NORMS_UNAVAILABLE_MESSAGE = 'Unable to load bodyweight norms';

/** Thrown by {@link assess} when there is no bodyweight norm row to compare with (docs/product/messages.md). */
export class NormsUnavailableError extends Error {
  constructor() {
    super(NORMS_UNAVAILABLE_MESSAGE);
    this.name = 'NormsUnavailableError';
  }
}

/** docs/product/data-model.md 'Assessment result' inputs: bodyweight in lb, broad jump in inches. */
export interface AssessmentInput {
  weight: number;
  broadJumpInches: number;
}

/** docs/product/data-model.md 'Assessment result', plus the profile fields onboarding writes with it (docs/product/api.md). */
export interface AssessmentResult {
  primaryDeficiency: 'force_deficient' | 'well_balanced';
  gearLevel: 2 | null;
  /** Broad jump of the nearest-weight elite row, in inches. */
  targetBroadJump: number;
  /** Same value as `targetBroadJump` (docs/product/constants.md). */
  eliteBroadJump: number;
  /** target − athlete, in inches; positive means short of elite. */
  differenceFromElite: number;
  confidenceScore: typeof CONFIDENCE_WITH_GEAR | typeof CONFIDENCE_WITHOUT_GEAR;
  forceOrForm: ForceOrForm;
  deficiencyNotes: string;
}

/** Up to one decimal, no trailing zeros: 9 → '9', 9.25 → '9.3'. */
function inchesText(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function notesFor(difference: number, target: number, normWeight: number): string {
  const elite = `the elite ${inchesText(target)} in for ${inchesText(normWeight)} lb`;
  if (difference > FORCE_DEFICIENT_THRESHOLD_INCHES) {
    return `Broad jump is ${inchesText(difference)} in short of ${elite}.`;
  }
  if (difference > 0) {
    return `Broad jump is ${inchesText(difference)} in short of ${elite}, within ${FORCE_DEFICIENT_THRESHOLD_INCHES} in of elite.`;
  }
  if (difference === 0) return `Broad jump matches ${elite}.`;
  return `Broad jump is ${inchesText(-difference)} in beyond ${elite}.`;
}

/**
 * The 6-inch rule (docs/product/constants.md): take the power-to-speed norm row nearest the athlete's weight
 * (ties → lighter row, see {@link nearestByWeight}); target = elite = its broad jump;
 * difference = target − athlete. Difference greater than 6 in → force_deficient with Gear 2,
 * confidence 75, force_or_form 'force'; otherwise (6 in exactly included) well_balanced with no
 * gear, confidence 50, 'unassigned'. The rule never yields form_deficient.
 *
 * `deficiencyNotes` names the norm row's weight (the bin compared with), not the athlete's.
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
  const forceDeficient = differenceFromElite > FORCE_DEFICIENT_THRESHOLD_INCHES;
  return {
    primaryDeficiency: forceDeficient ? 'force_deficient' : 'well_balanced',
    gearLevel: forceDeficient ? 2 : null,
    targetBroadJump: target,
    eliteBroadJump: target,
    differenceFromElite,
    confidenceScore: forceDeficient ? CONFIDENCE_WITH_GEAR : CONFIDENCE_WITHOUT_GEAR,
    forceOrForm: forceDeficient ? 'force' : 'unassigned',
    deficiencyNotes: notesFor(differenceFromElite, target, row.weight),
  };
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
 * force_deficient → 'force', form_deficient → 'form', anything else → 'unassigned'.
 */
export function forceOrFormFor(primary: string | null | undefined): ForceOrForm {
  if (primary === 'force_deficient') return 'force';
  if (primary === 'form_deficient') return 'form';
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
