import type { OtpPurpose } from '@gamespeed/domain';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { verifications } from '../db/schema';
import { AppError } from '../lib/errors';
import { CODE_TTL_MS, codeHmac, generateCode, MAX_CODE_ATTEMPTS, type TokenKeys } from './tokens';

export type CodePurpose = OtpPurpose;

/**
 * Creates a fresh code for (target, purpose), replacing any earlier one, and returns it in
 * clear for delivery. Only its HMAC is stored.
 */
export async function issueCode(
  db: Database | Transaction,
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

/**
 * Consumes a code inside the caller's transaction. The delete succeeds for exactly one caller
 * with the right, unexpired code and fewer than 5 wrong guesses, so two parallel verifies of one
 * code cannot both win. A wrong guess is counted in a separate statement on the pool, so the
 * count survives the caller's rollback.
 */
export async function consumeCode(
  tx: Transaction,
  keys: TokenKeys,
  target: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<void> {
  const consumed = await tx
    .delete(verifications)
    .where(
      and(
        eq(verifications.target, target),
        eq(verifications.purpose, purpose),
        eq(verifications.codeHmac, codeHmac(keys, target, purpose, code)),
        gt(verifications.expiresAt, now),
        lt(verifications.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: verifications.id });
  if (consumed.length === 1) return;
  throw new CodeRejected();
}

/** Thrown inside the transaction; the route records the wrong attempt after the rollback. */
export class CodeRejected extends Error {}

/** Counts a wrong guess and explains why the code was refused. */
export async function recordWrongAttempt(
  db: Database,
  target: string,
  purpose: CodePurpose,
  now: Date,
): Promise<AppError> {
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.target, target), eq(verifications.purpose, purpose)))
    .returning({ attempts: verifications.attempts, expiresAt: verifications.expiresAt });
  if (!row) return invalidCode();
  if (row.expiresAt <= now) {
    return new AppError(
      400,
      ERROR_CODES.expiredCode,
      'This code has expired. Please request a new one.',
    );
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) {
    return new AppError(
      400,
      ERROR_CODES.tooManyAttempts,
      'Too many wrong codes. Please request a new one.',
    );
  }
  return invalidCode();
}
