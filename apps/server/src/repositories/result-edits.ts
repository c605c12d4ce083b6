import type { TimingMethod } from '@gamespeed/domain/constants';
import type { TrialInput } from '@gamespeed/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { testResults } from '../db/schema';
import { recordRevision } from './result-revisions';
import { addTrials, applyBestTrial, removeTrial, setOnlyTrialValue } from './result-trials';
import type { StoredResult } from './test-results';

/**
 * The changes to a stored result, each with its revision: an edit, a delete or restore, a hide
 * or show, trials added or removed. Steps of the recipe in result-changes.ts (which loads and
 * locks the result, then recomputes the diagnosis and notifies); nobody calls them on their own.
 */

export interface ResultChanges {
  value?: number;
  timeToTopSpeed?: number | null;
  testDate?: string;
  timingMethod?: TimingMethod | null;
  note?: string | null;
}

/**
 * Edits a result (already loaded and locked with {@link findResultForUpdate}), keeping the
 * previous values in an 'edit' revision. Answers whether anything was written.
 */
export async function updateResult(
  tx: Transaction,
  stored: StoredResult,
  changes: ResultChanges,
  actorId: string,
): Promise<boolean> {
  const set: Partial<typeof testResults.$inferInsert> = { updatedAt: new Date() };
  if (changes.value !== undefined) set.resultValue = changes.value;
  if (changes.timeToTopSpeed !== undefined) {
    set.resultValue2 = changes.timeToTopSpeed;
    set.resultType2 = changes.timeToTopSpeed === null ? null : 'seconds';
  }
  if (changes.testDate !== undefined) set.testDate = changes.testDate;
  if (changes.timingMethod !== undefined) set.timingMethod = changes.timingMethod;
  if (changes.note !== undefined) set.note = changes.note;
  await tx.update(testResults).set(set).where(eq(testResults.id, stored.dto.id));
  if (changes.value !== undefined || changes.timeToTopSpeed !== undefined) {
    // Only a one-trial result's value is edited here (the route refuses more): its trial follows.
    await setOnlyTrialValue(tx, stored.dto.id, {
      ...(changes.value === undefined ? {} : { value: changes.value }),
      ...(changes.timeToTopSpeed === undefined ? {} : { value2: changes.timeToTopSpeed }),
    });
  }
  await recordRevision(tx, stored.dto.id, 'edit', actorId, stored.dto);
  return true;
}

/**
 * Soft-deletes (`deleted: true`) or restores a result, with its revision. Deleting a deleted
 * result or restoring a current one changes nothing and writes no revision (answers false).
 */
export async function setResultDeleted(
  tx: Transaction,
  stored: StoredResult,
  deleted: boolean,
  actorId: string,
): Promise<boolean> {
  const isDeleted = stored.dto.deletedAt !== null;
  if (isDeleted === deleted) return false;
  const now = new Date();
  await tx
    .update(testResults)
    .set({ deletedAt: deleted ? now : null, updatedAt: now })
    .where(eq(testResults.id, stored.dto.id));
  await recordRevision(tx, stored.dto.id, deleted ? 'delete' : 'restore', actorId, stored.dto);
  return true;
}

/**
 * Hides a result with the athlete's reason (`reason` given) or shows it again (`null`), with its
 * revision: a hidden result counts for no best value, diagnosis, progress or roster, but stays in
 * the history, marked. Hiding a hidden result again only changes the reason; showing a shown one
 * changes nothing (answers false).
 */
export async function setResultHidden(
  tx: Transaction,
  stored: StoredResult,
  reason: string | null,
  actorId: string,
): Promise<boolean> {
  const isHidden = stored.dto.hiddenAt !== null;
  if (reason === null && !isHidden) return false;
  if (reason !== null && isHidden && stored.dto.hiddenReason === reason) return false;
  const now = new Date();
  await tx
    .update(testResults)
    .set(
      reason === null
        ? { hiddenAt: null, hiddenReason: null, updatedAt: now }
        : { hiddenAt: isHidden ? undefined : now, hiddenReason: reason, updatedAt: now },
    )
    .where(eq(testResults.id, stored.dto.id));
  await recordRevision(tx, stored.dto.id, reason === null ? 'unhide' : 'hide', actorId, stored.dto);
  return true;
}

/**
 * Adds trials to a result (by their device ids: a known id changes nothing) and removes one, then
 * sets the value to the best valid trial, with an 'edit' revision. Answers whether anything was
 * written.
 */
export async function changeTrials(
  tx: Transaction,
  stored: StoredResult,
  change: { add?: readonly TrialInput[]; remove?: string },
  actorId: string,
): Promise<boolean> {
  const added = await addTrials(tx, stored.dto.id, change.add ?? [], actorId);
  const removed = change.remove ? await removeTrial(tx, stored.dto.id, change.remove) : false;
  if (added === 0 && !removed) return false;
  await applyBestTrial(tx, stored.dto.id, stored.dto.movement);
  await recordRevision(tx, stored.dto.id, 'edit', actorId, stored.dto);
  return true;
}
