import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { authAccounts } from '../db/schema';
import { AppError } from '../lib/errors';

export type AccountRow = typeof authAccounts.$inferSelect;

export const sessionEnded = () =>
  new AppError(401, 'session_not_found', 'Your session has ended. Please sign in again.');

/** The signed-in account; its absence means the session outlived it (deleted account). */
export async function getSignedInAccount(
  db: Database | Transaction,
  accountId: string,
): Promise<AccountRow> {
  const [account] = await db.select().from(authAccounts).where(eq(authAccounts.id, accountId));
  if (!account) throw sessionEnded();
  return account;
}
