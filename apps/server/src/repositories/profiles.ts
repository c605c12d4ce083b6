import type { Profile } from '@gamespeed/domain/contracts';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { LIVE_OR_PENDING_STRIPE_STATUSES } from '../billing/stripe-events';
import type { Db } from '../db/client';
import { authAccounts, stripeSubscriptions, users } from '../db/schema';

export type ProfileRow = typeof users.$inferSelect;

/** What a new profile (`users` row) starts with; it shares the id of its sign-in account. */
export type NewProfile = Pick<
  typeof users.$inferInsert,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'isAdmin'
>;

/** The fields a person changes about their own profile (names, contact, physical info). */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'position'
    | 'heightInches'
    | 'weightLbs'
    | 'retestReminderWeeks'
    | 'level'
    | 'graduationYear'
    | 'birthYear'
    | 'birthMonth'
  >
>;

export async function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Creates the profile of an account — the one place a `users` row is made (signup and role
 * selection both come here). Undefined when the account has a profile already.
 */
export async function createProfile(db: Db, values: NewProfile): Promise<ProfileRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created;
}

/** Applies the changes a person made to their own profile; undefined when it does not exist. */
export async function updateProfile(
  db: Db,
  id: string,
  changes: ProfileChanges,
): Promise<ProfileRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return updated;
}

/**
 * Stores an athlete's birth month and year when none is stored yet (it is given once:
 * docs/product/privacy.md); undefined when one was stored before.
 */
export async function setBirthMonthOnce(
  db: Db,
  id: string,
  birth: { year: number; month: number },
): Promise<ProfileRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ birthYear: birth.year, birthMonth: birth.month })
    .where(and(eq(users.id, id), isNull(users.birthYear)))
    .returning();
  return updated;
}

/**
 * Makes the admin flag follow ADMIN_IDENTIFIERS both ways (docs/product/permissions.md): set on
 * every profile whose account's verified e-mail or phone is in `identifiers` (stored form, see
 * auth/admin.ts), removed from every other — the profile's editable contact fields never count.
 * All profiles (at start) or one account's (at sign-in). Returns the ids that changed.
 */
export async function syncAdminFlags(
  db: Db,
  admins: { identifiers: ReadonlySet<string> },
  accountId?: string,
): Promise<{ granted: string[]; revoked: string[] }> {
  const list = [...admins.identifiers];
  const listed: SQL =
    list.length === 0
      ? sql`false`
      : sql`coalesce(${or(inArray(authAccounts.email, list), inArray(authAccounts.phone, list))}, false)`;
  const changed = await db
    .update(users)
    .set({ isAdmin: listed })
    .from(authAccounts)
    .where(
      and(
        eq(authAccounts.id, users.id),
        sql`${users.isAdmin} is distinct from ${listed}`,
        accountId === undefined ? undefined : eq(users.id, accountId),
      ),
    )
    .returning({ id: users.id, isAdmin: users.isAdmin });
  return {
    granted: changed.filter((row) => row.isAdmin).map((row) => row.id),
    revoked: changed.filter((row) => !row.isAdmin).map((row) => row.id),
  };
}

/**
 * Stores the user's Stripe customer id where none is stored yet. Returns the stored id, or null
 * when another request stored one first.
 */
export async function storeStripeCustomer(
  db: Db,
  id: string,
  customerId: string,
): Promise<string | null> {
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, id), isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  return stored?.customerId ?? null;
}

/** Remembers the Checkout Session just opened for the user (null: none open). */
export async function storeCheckoutSession(
  db: Db,
  id: string,
  sessionId: string | null,
): Promise<void> {
  await db.update(users).set({ checkoutSessionId: sessionId }).where(eq(users.id, id));
}

/**
 * The Stripe status of a subscription of the user that is live or waiting for its first
 * payment, or null when there is none.
 */
export async function liveOrPendingSubscription(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ status: stripeSubscriptions.stripeStatus })
    .from(stripeSubscriptions)
    .where(
      and(
        eq(stripeSubscriptions.userId, id),
        inArray(stripeSubscriptions.stripeStatus, [...LIVE_OR_PENDING_STRIPE_STATUSES]),
      ),
    )
    .limit(1);
  return row?.status ?? null;
}

/**
 * Forgets the user's Stripe customer id if it is still `customerId` (Stripe no longer has it),
 * keeping it as the replaced one so the next customer is made under a new idempotency key.
 */
export async function forgetStripeCustomer(db: Db, id: string, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: null, replacedStripeCustomerId: customerId })
    .where(and(eq(users.id, id), eq(users.stripeCustomerId, customerId)));
}

/** The profile as the API shows it; the Stripe customer id itself never leaves the server. */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isAdmin: row.isAdmin,
    position: row.position,
    heightInches: row.heightInches,
    weightLbs: row.weightLbs,
    primaryDeficiency: row.primaryDeficiency,
    deficiencyNotes: row.deficiencyNotes,
    confidenceScore: row.confidenceScore,
    assessedAt: row.assessedAt ? row.assessedAt.toISOString() : null,
    onboardingCompleted: row.onboardingCompleted,
    forceOrForm: row.forceOrForm,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionTier: row.subscriptionTier,
    subscriptionExpires: row.subscriptionExpires ? row.subscriptionExpires.toISOString() : null,
    hasBillingAccount: row.stripeCustomerId !== null,
    leaderboardOptOut: row.leaderboardOptOut,
    retestReminderWeeks: row.retestReminderWeeks,
    level: row.level,
    graduationYear: row.graduationYear,
    birthYear: row.birthYear,
    birthMonth: row.birthMonth,
  };
}
