import type { ResultRevisionAction } from '@gamespeed/domain/constants';
import type { TestResult } from '@gamespeed/domain/contracts';
import type { Transaction } from '../db/client';
import { testResultRevisions } from '../db/schema';

/**
 * A result's revisions: one row per create, edit, delete, restore, hide and show, with the
 * values before the change (trials included), who made it and when. Nothing is ever lost.
 */

/** The values a revision keeps: everything a person can change about a result. */
function revisionValues(result: TestResult) {
  return {
    value: result.value,
    value2: result.value2,
    testDate: result.testDate,
    timingMethod: result.timingMethod,
    note: result.note,
    deletedAt: result.deletedAt,
    hiddenAt: result.hiddenAt,
    hiddenReason: result.hiddenReason,
    trials: result.trials,
  };
}

export async function recordRevision(
  tx: Transaction,
  resultId: string,
  action: ResultRevisionAction,
  changedBy: string | null,
  previous: TestResult | null,
): Promise<void> {
  await tx.insert(testResultRevisions).values({
    resultId,
    action,
    changedBy,
    previous: previous ? revisionValues(previous) : null,
  });
}
