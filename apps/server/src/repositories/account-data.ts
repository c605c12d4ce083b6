import type { AccountExport } from '@gamespeed/domain/contracts';
import { and, asc, desc, eq, inArray, isNull, like, notInArray, or } from 'drizzle-orm';
import { revokeSessions } from '../auth/sessions';
import type { Db, Transaction } from '../db/client';
import {
  assessmentHistory,
  authAccounts,
  authSessions,
  codeGuessBudgets,
  deletedAccounts,
  movements,
  sprintProfiles,
  stripeSubscriptions,
  testResultRevisions,
  testResults,
  users,
  verifications,
} from '../db/schema';
import { type AccountRow, getSignedInAccount } from './accounts';
import { findProfile, type ProfileRow, toProfileDto } from './profiles';
import { resultColumns, toResultDto } from './test-results';

const ENDED_STRIPE_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Everything an account holds, as the JSON download (docs/product/accounts.md): the account,
 * the profile, every result (deleted ones too, marked) with its revisions, the diagnosis
 * history and every stored sprint profile.
 */
export async function exportAccount(db: Db, accountId: string, now: Date): Promise<AccountExport> {
  const account = await getSignedInAccount(db, accountId);
  const profile = await findProfile(db, accountId);
  const results = await db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(eq(testResults.athleteId, accountId))
    .orderBy(desc(testResults.testDate), desc(testResults.createdAt), desc(testResults.id));
  const revisions = results.length
    ? await db
        .select()
        .from(testResultRevisions)
        .where(
          inArray(
            testResultRevisions.resultId,
            results.map((r) => r.id),
          ),
        )
        .orderBy(asc(testResultRevisions.changedAt), asc(testResultRevisions.id))
    : [];
  const assessments = await db
    .select()
    .from(assessmentHistory)
    .where(eq(assessmentHistory.athleteId, accountId))
    .orderBy(desc(assessmentHistory.assessedAt));
  const profiles = await db
    .select()
    .from(sprintProfiles)
    .where(eq(sprintProfiles.athleteId, accountId))
    .orderBy(
      desc(sprintProfiles.testDate),
      asc(sprintProfiles.resultId),
      asc(sprintProfiles.fortySeconds),
    );
  return {
    exportedAt: now.toISOString(),
    account: { id: account.id, email: account.email, phone: account.phone },
    profile: profile ? toProfileDto(profile) : null,
    results: results.map((row) => ({
      ...toResultDto(row),
      deleted: row.deletedAt !== null,
      revisions: revisions
        .filter((revision) => revision.resultId === row.id)
        .map((revision) => ({
          action: revision.action,
          changedAt: revision.changedAt.toISOString(),
          changedBy: revision.changedBy,
          previous: revision.previous,
        })),
    })),
    assessments: assessments.map((row) => ({
      assessedAt: row.assessedAt.toISOString(),
      primaryDeficiency: row.primaryDeficiency,
      gearLevel: row.gearLevel,
      forceOrForm: row.forceOrForm,
      weightLbs: row.weightLbs,
      normWeight: row.normWeight,
      broadJump: row.broadJump,
      fly510: row.fly510,
      fly2010: row.fly2010,
      reason: row.reason,
    })),
    sprintProfiles: profiles.map(({ athleteId: _athlete, computedAt, caveats, ...row }) => ({
      ...row,
      caveats: caveats as AccountExport['sprintProfiles'][number]['caveats'],
      computedAt: computedAt.toISOString(),
    })),
  };
}

/**
 * The ids of the account's subscriptions Stripe may still charge or start charging: every one
 * that has not ended (`canceled`, `incomplete_expired`), `unpaid` and `paused` included.
 */
export async function liveSubscriptionIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: stripeSubscriptions.id })
    .from(stripeSubscriptions)
    .where(
      and(
        eq(stripeSubscriptions.userId, accountId),
        notInArray(stripeSubscriptions.stripeStatus, ENDED_STRIPE_STATUSES),
      ),
    );
  return rows.map((row) => row.id);
}

/** Marks a subscription canceled after Stripe canceled it, in the deletion's transaction. */
export async function markSubscriptionCanceled(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(stripeSubscriptions)
    .set({ stripeStatus: 'canceled', updatedAt: now })
    .where(eq(stripeSubscriptions.id, id));
}

/** The pending-code targets that belong to an account rather than to an address. */
export const accountCodeTarget = (accountId: string) => `account:${accountId}`;
export const identityCodeTarget = (accountId: string, kind: 'email' | 'phone', value: string) =>
  `account:${accountId}:${kind}:${value}`;
/** The code sent to the CURRENT sign-in address first, naming the change it approves. */
export const currentAddressCodeTarget = (
  accountId: string,
  kind: 'email' | 'phone',
  value: string,
) => `account:${accountId}:current:${kind}:${value}`;

/**
 * Deletes an account for good (docs/product/accounts.md) inside the caller's transaction: keeps
 * one `deleted_accounts` row (keyed hashes of the addresses, the Stripe customer id, the time),
 * ends every session, forgets pending codes, then deletes the sign-in account — the profile,
 * results, revisions, diagnosis history, subscriptions, sessions and refresh tokens go with it
 * (ON DELETE CASCADE); results or folders others hold keep no link to it (SET NULL).
 */
export async function deleteAccount(
  tx: Transaction,
  input: {
    account: AccountRow;
    profile: ProfileRow | undefined;
    hash: (value: string) => string;
    now: Date;
  },
): Promise<void> {
  const { account, profile, hash, now } = input;
  await tx.insert(deletedAccounts).values({
    emailHash: account.email ? hash(account.email) : null,
    phoneHash: account.phone ? hash(account.phone) : null,
    stripeCustomerId: profile?.stripeCustomerId ?? null,
    deletedAt: now,
  });
  await revokeSessions(
    tx,
    and(eq(authSessions.accountId, account.id), isNull(authSessions.revokedAt)),
    now,
  );
  const addresses = [account.email, account.phone].filter((v): v is string => v !== null);
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.target, accountCodeTarget(account.id)),
        like(verifications.target, `${accountCodeTarget(account.id)}:%`),
        addresses.length ? inArray(verifications.target, addresses) : undefined,
      ),
    );
  if (addresses.length)
    await tx.delete(codeGuessBudgets).where(inArray(codeGuessBudgets.target, addresses));
  await tx.delete(authAccounts).where(eq(authAccounts.id, account.id));
}

/**
 * The address a pending e-mail or phone change would move to, if a change is pending, and its
 * step: `current` while the code sent to the current address is awaited, `new` once that code
 * was right and the new address's code is awaited.
 */
export async function pendingIdentityChange(
  db: Db,
  accountId: string,
): Promise<
  { target: string; kind: 'email' | 'phone'; value: string; step: 'current' | 'new' } | undefined
> {
  const prefix = `${accountCodeTarget(accountId)}:`;
  const [row] = await db
    .select({ target: verifications.target })
    .from(verifications)
    .where(
      and(eq(verifications.purpose, 'change_identity'), like(verifications.target, `${prefix}%`)),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!row) return undefined;
  let rest = row.target.slice(prefix.length);
  const step = rest.startsWith('current:') ? 'current' : 'new';
  if (step === 'current') rest = rest.slice('current:'.length);
  const colon = rest.indexOf(':');
  const kind = rest.slice(0, colon);
  if (kind !== 'email' && kind !== 'phone') return undefined;
  return { target: row.target, kind, value: rest.slice(colon + 1), step };
}

/** Forgets every pending e-mail or phone change of an account (a new one replaces them). */
export async function clearIdentityChanges(db: Db, accountId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.purpose, 'change_identity'),
        like(verifications.target, `${accountCodeTarget(accountId)}:%`),
      ),
    );
}

/**
 * Moves the sign-in account and the profile to a new e-mail or phone, in the caller's
 * transaction. The unique index on the account is the final guard against a second holder.
 */
export async function changeIdentity(
  tx: Transaction,
  accountId: string,
  kind: 'email' | 'phone',
  /** Null only when an undo takes away an address the change had added. */
  value: string | null,
): Promise<{ account: AccountRow; profile: ProfileRow | undefined }> {
  const set = kind === 'email' ? { email: value } : { phone: value };
  const [account] = await tx
    .update(authAccounts)
    .set(set)
    .where(eq(authAccounts.id, accountId))
    .returning();
  const [profile] = await tx.update(users).set(set).where(eq(users.id, accountId)).returning();
  return { account: account!, profile };
}
