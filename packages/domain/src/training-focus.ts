/**
 * The training focus under the analysis card (docs/product/diagnosis.md 'Training focus'):
 * Gear 2 for a force-deficient athlete, Gear 3 for a form-deficient one (their exercises come
 * from the reference data), and a balanced focus for a well-balanced athlete, whose exercises
 * are the constant {@link BALANCED_PRESCRIPTION} below.
 */
import { GEAR_2_FOCUS_TEXT, OTHER_GEAR_FOCUS_TEXT } from './assessment';

/** Title of the balanced focus card (no gear is prescribed to a well-balanced athlete). */
export const BALANCED_FOCUS_TITLE = 'Balanced Training Focus';

/** What a well-balanced athlete is told (docs/product/diagnosis.md). */
export const BALANCED_FOCUS_TEXT =
  'You are balanced between power and speed. Keep both: one heavy, controlled session and one fast, light session each week, and build top speed.';

/**
 * The well-balanced athlete's exercises (docs/product/diagnosis.md): half of each gear's week at
 * lower volume, so neither quality fades, plus top-speed field work.
 */
export const BALANCED_PRESCRIPTION = {
  weightRoom: [
    'Back Squat (4 x 3 @ 80%)',
    'Hang Power Clean (4 x 2)',
    'Trap Bar Jump (4 x 3, light load)',
    'Rear-Foot-Elevated Split Squat (3 x 5 each leg)',
  ],
  field: [
    'Resisted Sprint Starts (4 x 10 yd)',
    'Wicket Runs (4 x 30 yd)',
    'Flying 10s (4 reps, 20 yd build-up)',
    'Broad Jump to Sprint (4 x 10 yd)',
  ],
} as const satisfies { weightRoom: readonly string[]; field: readonly string[] };

/** The focus card's title and sentence for a prescription's gear (null = balanced). */
export function trainingFocus(gearLevel: number | null | undefined): {
  title: string;
  text: string;
} {
  if (gearLevel == null) return { title: BALANCED_FOCUS_TITLE, text: BALANCED_FOCUS_TEXT };
  return {
    title: `Gear ${gearLevel} Training Focus`,
    text: gearLevel === 2 ? GEAR_2_FOCUS_TEXT : OTHER_GEAR_FOCUS_TEXT,
  };
}

/** The 'You need: Gear N Performance Training' line, or null when no gear is prescribed. */
export function prescriptionLine(gearLevel: number | null | undefined): string | null {
  return gearLevel == null ? null : `You need: Gear ${gearLevel} Performance Training`;
}
