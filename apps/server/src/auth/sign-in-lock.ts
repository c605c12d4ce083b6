import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import { codeGuessBudgets } from '../db/schema';
import { AppError } from '../lib/errors';
import { signLinkToken, verifyLinkToken } from './signed-links';

/**
 * The failure budget of sign-in codes per address (docs/product/accounts.md, "Wrong codes"):
 * at most `limit.max` wrong codes in `limit.windowMs`, whichever code they were for, so asking
 * for new codes does not buy new guesses. When the budget is spent the address is locked: no
 * code is sent or checked for it until the window ends or the owner opens the unlock link that
 * was sent to the address.
 */
export interface GuessBudget {
  /** The address (e-mail or +1 phone) the budget belongs to. */
  key: string;
  limit: RateLimit;
  /** Called once, by the guess that spends the budget (sends the unlock link). */
  onLocked(windowStartedAt: Date): Promise<void>;
  /** The answer to a guess refused because the address is locked. */
  lockedError(windowStartedAt: Date): AppError;
}

/** A charged guess: the budget's count after it, and the window it was counted in. */
export interface ChargedGuess {
  failures: number;
  windowStartedAt: Date;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Charges one guess to the budget, in one statement: a window older than `windowMs` starts over,
 * and a spent budget is left alone (no row comes back). Simultaneous guesses wait on the row lock
 * and each sees the count the one before it left.
 */
export async function reserveGuess(
  db: Database,
  budget: GuessBudget,
  now: Date,
): Promise<ChargedGuess> {
  const staleBefore = new Date(now.getTime() - budget.limit.windowMs);
  const { rows } = await db.execute<{ failures: number; window_started_at: string | Date }>(sql`
    INSERT INTO code_guess_budgets AS b (target, failures, window_started_at)
    VALUES (${budget.key}, 1, ${iso(now)})
    ON CONFLICT (target) DO UPDATE SET
      failures = CASE WHEN b.window_started_at <= ${iso(staleBefore)} THEN 1 ELSE b.failures + 1 END,
      window_started_at = CASE WHEN b.window_started_at <= ${iso(staleBefore)}
        THEN ${iso(now)} ELSE b.window_started_at END
    WHERE b.window_started_at <= ${iso(staleBefore)} OR b.failures < ${budget.limit.max}
    RETURNING failures, window_started_at
  `);
  const row = rows[0];
  if (row)
    return { failures: Number(row.failures), windowStartedAt: new Date(row.window_started_at) };
  const lock = await activeLock(db, budget.key, budget.limit, now);
  throw budget.lockedError(lock ?? now);
}

/**
 * Gives back the guess charged for a right code (only guesses at a live code are charged, see
 * codes.ts). True when given back.
 */
export async function refundGuess(
  db: Database,
  budget: GuessBudget,
  charged: ChargedGuess,
): Promise<boolean> {
  const refunded = await db
    .update(codeGuessBudgets)
    .set({ failures: sql`greatest(${codeGuessBudgets.failures} - 1, 0)` })
    .where(
      and(
        eq(codeGuessBudgets.target, budget.key),
        eq(codeGuessBudgets.windowStartedAt, charged.windowStartedAt),
      ),
    )
    .returning({ failures: codeGuessBudgets.failures });
  return refunded.length === 1;
}

/** The start of the window whose budget is spent, when the address is locked now; else null. */
export async function activeLock(
  db: Database,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<Date | null> {
  const [row] = await db.select().from(codeGuessBudgets).where(eq(codeGuessBudgets.target, key));
  if (!row || row.failures < limit.max) return null;
  return row.windowStartedAt.getTime() + limit.windowMs > now.getTime()
    ? row.windowStartedAt
    : null;
}

const UNLOCK_PURPOSE = 'sign-in-unlock';

/**
 * A signed token that lifts this lock of this address: it names the window it was made for, so
 * it works once (lifting starts a new window) and never for a later lock.
 */
export function unlockToken(
  secret: string,
  key: string,
  windowStartedAt: Date,
  limit: RateLimit,
  now: Date,
): Promise<string> {
  const ttlSeconds = Math.max(
    60,
    Math.ceil((windowStartedAt.getTime() + limit.windowMs - now.getTime()) / 1000),
  );
  return signLinkToken(secret, UNLOCK_PURPOSE, key, ttlSeconds, now, {
    w: windowStartedAt.getTime(),
  });
}

/**
 * Lifts the lock named by a valid unlock token: the budget starts over. Returns the address
 * unlocked, so the caller can also forget its code-send counts (the link says "ask for a new
 * code"); null for a bad, expired or forged token, or one whose lock is already gone.
 */
export async function liftLock(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<string | null> {
  const payload = await verifyLinkToken(secret, UNLOCK_PURPOSE, token, now);
  if (!payload || typeof payload.w !== 'number') return null;
  const lifted = await db
    .update(codeGuessBudgets)
    .set({ failures: 0, windowStartedAt: now })
    .where(
      and(
        eq(codeGuessBudgets.target, payload.sub),
        eq(codeGuessBudgets.windowStartedAt, new Date(payload.w)),
      ),
    )
    .returning({ target: codeGuessBudgets.target });
  return lifted[0]?.target ?? null;
}

/** Whole seconds until a lock that started its window at `windowStartedAt` ends by itself. */
export function lockSecondsLeft(windowStartedAt: Date, limit: RateLimit, now: Date): number {
  return Math.max(
    1,
    Math.ceil((windowStartedAt.getTime() + limit.windowMs - now.getTime()) / 1000),
  );
}

/** The answer while an address is locked: 429 with Retry-After and what to do. */
export function signInLockedError(
  kind: 'email' | 'phone',
  windowStartedAt: Date,
  limit: RateLimit,
  now: Date,
): AppError {
  const seconds = lockSecondsLeft(windowStartedAt, limit, now);
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  const where = kind === 'email' ? 'email' : 'phone';
  return new AppError(
    429,
    ERROR_CODES.signInLocked,
    `Too many wrong codes for this ${kind === 'email' ? 'address' : 'number'}. We sent a link to your ${where} to unlock it, or try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    { 'retry-after': String(seconds) },
  );
}
