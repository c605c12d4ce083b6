import type { OtpPurpose } from '@gamespeed/domain';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../db/client';
import { verifications } from '../db/schema';
import { AppError } from '../lib/errors';
import { activeLock, type GuessBudget, refundGuess, reserveGuess } from './sign-in-lock';
import {
  CODE_TTL_MS,
  codeHmac,
  generateCode,
  hmacEquals,
  MAX_CODE_ATTEMPTS,
  type TokenKeys,
} from './tokens';

export type CodePurpose = OtpPurpose;

/**
 * Creates a fresh code for (target, purpose), replacing any earlier one, and returns it in
 * clear for delivery. Only its HMAC is stored.
 */
export async function issueCode(
  db: Db,
  keys: TokenKeys,
  target: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = generateCode();
  const values = {
    target,
    purpose,
    codeHmac: codeHmac(keys, target, purpose, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  };
  await db
    .insert(verifications)
    .values(values)
    .onConflictDoUpdate({
      target: [verifications.target, verifications.purpose],
      set: { codeHmac: values.codeHmac, attempts: 0, expiresAt: values.expiresAt, createdAt: now },
    });
  return code;
}

/** Removes a code that could not be delivered, so it cannot be used. */
export async function discardCode(
  db: Database,
  target: string,
  purpose: CodePurpose,
): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.target, target), eq(verifications.purpose, purpose)));
}

const invalidCode = () => new AppError(400, ERROR_CODES.invalidCode, 'Invalid verification code');

/** A right guess: the code row to consume in the caller's transaction. */
export interface CheckedCode {
  id: string;
  codeHmac: string;
}

/**
 * Checks a guess and counts it, on the pool (not in the caller's transaction), so the count
 * stays whatever happens next. Counting and checking the 5-guess limit are one UPDATE: the row
 * lock makes simultaneous guesses wait for each other and each sees the count the one before it
 * left, so on PostgreSQL no guess slips past the limit.
 *
 * With a `budget` (sign-in codes), a guess at a live code is then charged to the address's
 * failure budget across re-sends, in one statement as well, and given back when it was right;
 * the guess that spends the budget locks the address (sign-in-lock.ts). A guess when the address
 * has no live code is never charged: nobody can lock an address that did not ask for a code
 * (docs/product/accounts.md, "Wrong codes and the unlock link").
 *
 * A right guess returns the row for {@link consumeCode}; anything else throws the reason.
 */
export async function checkCode(
  db: Database,
  keys: TokenKeys,
  target: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  budget?: GuessBudget,
): Promise<CheckedCode> {
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(
      and(
        eq(verifications.target, target),
        eq(verifications.purpose, purpose),
        gt(verifications.expiresAt, now),
        lt(verifications.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({
      id: verifications.id,
      codeHmac: verifications.codeHmac,
      attempts: verifications.attempts,
    });
  if (!row) {
    // Nothing live to guess: nothing is charged, but a locked address still says it is locked.
    const locked = budget ? await activeLock(db, budget.key, budget.limit, now) : null;
    if (budget && locked) throw budget.lockedError(locked);
    throw await whyRefused(db, target, purpose, now);
  }
  // Throws the lock's answer when the budget is spent already.
  const charged = budget ? await reserveGuess(db, budget, now) : null;
  if (hmacEquals(row.codeHmac, codeHmac(keys, target, purpose, code))) {
    if (budget && charged) await refundGuess(db, budget, charged);
    return { id: row.id, codeHmac: row.codeHmac };
  }
  if (budget && charged && charged.failures >= budget.limit.max) {
    // This wrong guess spent the budget: the address is locked from now on, and the owner gets
    // the unlock link.
    await budget.onLocked(charged.windowStartedAt);
    throw budget.lockedError(charged.windowStartedAt);
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw tooManyAttempts();
  throw invalidCode();
}

/**
 * Consumes a checked code inside the caller's transaction. The delete succeeds for exactly one
 * caller, so two parallel right guesses cannot both win.
 */
export async function consumeCode(tx: Transaction, checked: CheckedCode): Promise<void> {
  const consumed = await tx
    .delete(verifications)
    .where(and(eq(verifications.id, checked.id), eq(verifications.codeHmac, checked.codeHmac)))
    .returning({ id: verifications.id });
  if (consumed.length !== 1) throw invalidCode();
}

const tooManyAttempts = () =>
  new AppError(400, ERROR_CODES.tooManyAttempts, 'Too many wrong codes. Please request a new one.');

async function whyRefused(
  db: Database,
  target: string,
  purpose: CodePurpose,
  now: Date,
): Promise<AppError> {
  const [row] = await db
    .select({ attempts: verifications.attempts, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(eq(verifications.target, target), eq(verifications.purpose, purpose)));
  if (!row) return invalidCode();
  if (row.expiresAt <= now) {
    return new AppError(
      400,
      ERROR_CODES.expiredCode,
      'This code has expired. Please request a new one.',
    );
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) return tooManyAttempts();
  return invalidCode();
}
