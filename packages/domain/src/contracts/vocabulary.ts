/** The vocabularies the API contracts share: movement names, positions, a test date. */
import { z } from 'zod';
import { MOVEMENT_NAMES, type MovementName, POSITIONS } from '../constants';
import { testDateProblem } from '../result-limits';

const movementNames = MOVEMENT_NAMES as [MovementName, ...MovementName[]];

/** One of the 12 movement names of docs/product/data-model.md. */
export const movementNameSchema = z.enum(movementNames, {
  error: 'must be one of the movement names (e.g. broad_jump, forty, 5_10_fly)',
});

export const positionSchema = z.enum(POSITIONS, {
  error: `must be one of ${POSITIONS.join(', ')}`,
});

/** A test date, yyyy-mm-dd: not in the future, at most two years back (the server's clock). */
export const testDateSchema = z
  .string({ error: 'Please choose the test date' })
  .max(10, 'Please enter a real date (year-month-day).')
  .superRefine((day, ctx) => {
    const problem = testDateProblem(day);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
