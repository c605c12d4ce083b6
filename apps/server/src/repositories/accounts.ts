import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { eq } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client';
import { authAccounts } from '../db/schema';
import { AppError } from '../lib/errors';

export type AccountRow = typeof authAccounts.$inferSelect;

/** A sign-in identifier already parsed: a lower-cased e-mail or an E.164 phone number. */
export interface AccountIdentifier {
  kind: 'email' | 'phone';
  value: string;
}

export const sessionEnded = () =>
  new AppError(401, ERROR_CODES.sessionNotFound, 'Your session has ended. Please sign in again.');

/** The signed-in account; its absence means the session outlived it (deleted account). */
export async function getSignedInAccount(db: Db, accountId: string): Promise<AccountRow> {
  const [account] = await db.select().from(authAccounts).where(eq(authAccounts.id, accountId));
  if (!account) throw sessionEnded();
  return account;
}

/** The account of an e-mail address or phone number, if there is one. */
export async function findAccountByIdentifier(
  db: Pick<Transaction, 'select'>,
  identifier: AccountIdentifier,
): Promise<AccountRow | undefined> {
  const column = identifier.kind === 'email' ? authAccounts.email : authAccounts.phone;
  const [account] = await db.select().from(authAccounts).where(eq(column, identifier.value));
  return account;
}

/** Creates the account of an identifier; undefined when one exists already. */
export async function createAccount(
  db: Db,
  identifier: AccountIdentifier,
): Promise<{ id: string } | undefined> {
  const [account] = await db
    .insert(authAccounts)
    .values(identifier.kind === 'email' ? { email: identifier.value } : { phone: identifier.value })
    .onConflictDoNothing()
    .returning({ id: authAccounts.id });
  return account;
}
