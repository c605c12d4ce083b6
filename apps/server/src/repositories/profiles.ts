import type { Profile } from '@gamespeed/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { users } from '../db/schema';

export type ProfileRow = typeof users.$inferSelect;

export async function findProfile(
  db: Database | Transaction,
  id: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The profile as the API shows it; the Stripe customer id itself never leaves the server. */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role as Profile['role'],
    isAdmin: row.isAdmin,
    position: row.position as Profile['position'],
    heightInches: row.heightInches,
    weightLbs: row.weightLbs,
    primaryDeficiency: row.primaryDeficiency as Profile['primaryDeficiency'],
    deficiencyNotes: row.deficiencyNotes,
    confidenceScore: row.confidenceScore,
    assessedAt: row.assessedAt ? row.assessedAt.toISOString() : null,
    onboardingCompleted: row.onboardingCompleted,
    forceOrForm: row.forceOrForm as Profile['forceOrForm'],
    subscriptionStatus: row.subscriptionStatus as Profile['subscriptionStatus'],
    subscriptionTier: row.subscriptionTier,
    subscriptionExpires: row.subscriptionExpires ? row.subscriptionExpires.toISOString() : null,
    hasBillingAccount: row.stripeCustomerId !== null,
    leaderboardOptOut: row.leaderboardOptOut,
  };
}
