import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { smsOptOuts } from '../db/schema';

/**
 * The numbers that replied STOP to our texts (docs/product/messages.md, "Text messages"). Twilio
 * tells us only by refusing a message with 21610, so a refusal records the number and a text
 * that goes through again (the person replied START) clears it.
 */
type Db = Database | Transaction;

/** Records that `phone` (E.164) refused our texts; keeps the first time it was seen. */
export async function recordSmsOptOut(db: Db, phone: string, now: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ phone, optedOutAt: now }).onConflictDoNothing();
}

/** Forgets an opt-out: a text to `phone` went through, so the person opted in again. */
export async function clearSmsOptOut(db: Db, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/** True while `phone` is recorded as having replied STOP. */
export async function isSmsOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}
