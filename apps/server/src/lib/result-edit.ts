import { resultValueProblems, type UpdateTestResultRequest } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { StoredResult } from '../repositories/test-results';
import { badRequest, conflict } from './errors';

/**
 * Checks an edit of a stored result with the rules of a new one (docs/product/result-limits.md):
 * a result of several trials changes by its trials (409); the value's range and human limit, time to top speed only for speed tests — and, when only the
 * timing method of a 40 changes, the kept value against the new method's limit. The athlete's
 * own edit and the coach's correction of their entry both go through here.
 *
 * @throws 400 naming the field.
 */
export function checkResultEdit(stored: StoredResult, changes: UpdateTestResultRequest): void {
  if (
    (changes.value !== undefined || changes.timeToTopSpeed !== undefined) &&
    stored.dto.trials.length > 1
  )
    throw conflict(
      ERROR_CODES.severalTrials,
      'This result has several trials. Change a trial instead.',
    );
  const [problem] = resultValueProblems(stored.dto.movement, {
    value: changes.value,
    timeToTopSpeed: changes.timeToTopSpeed ?? undefined,
    timingMethod:
      changes.timingMethod === undefined ? stored.dto.timingMethod : changes.timingMethod,
  });
  if (problem)
    throw badRequest(ERROR_CODES.invalidInput, `body.${problem.path}: ${problem.message}`);
  if (
    changes.value === undefined &&
    changes.timingMethod !== undefined &&
    stored.dto.movement === 'forty'
  ) {
    // The forty's human limit depends on the timing method: recheck the kept value.
    const [again] = resultValueProblems('forty', {
      value: stored.dto.value,
      timingMethod: changes.timingMethod,
    });
    if (again) throw badRequest(ERROR_CODES.invalidInput, `body.timingMethod: ${again.message}`);
  }
}
