import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminIdentifierSet, normalizeAdminIdentifier } from '../src/auth/admin';
import type { AppConfig } from '../src/config';
import { users } from '../src/db/schema';
import { syncAdminFlags as syncFlags } from '../src/repositories/profiles';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, logIn, signUp, uniqueEmail, uniquePhone } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * ADMIN_IDENTIFIERS and the admin flag (docs/product/permissions.md): entries are read like
 * sign-in identifiers (a phone may carry +1), and the flag follows the list both ways — at
 * start for everyone, at sign-in for the account signing in — judged by the account's verified
 * e-mail or phone, never by the contact details a user can edit.
 */

const delivery = deliveryForThisFile();

const app = (overrides: Partial<AppConfig> = {}) => buildTestApp(overrides, delivery.integrations);

/** The start-up sync with an ADMIN_IDENTIFIERS list as written in the environment. */
const syncAdminFlags = (db: Parameters<typeof syncFlags>[0], entries: string[]) =>
  syncFlags(db, adminIdentifierSet(entries));

async function isAdmin(userId: string): Promise<boolean> {
  const { db } = await getTestDatabase();
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return row!.isAdmin;
}

describe('ADMIN_IDENTIFIERS entries', () => {
  it('are read like sign-in identifiers, phones with or without the +1 country code', () => {
    expect(normalizeAdminIdentifier(' Boss@Example.COM ')).toBe('boss@example.com');
    expect(normalizeAdminIdentifier('(555) 123-4567')).toBe('+15551234567');
    expect(normalizeAdminIdentifier('+15551234567')).toBe('+15551234567');
    expect(normalizeAdminIdentifier('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalizeAdminIdentifier('1-555-123-4567')).toBe('+15551234567');
    expect(normalizeAdminIdentifier('+44 20 7946 0958')).toBeNull();
    expect(normalizeAdminIdentifier('555-1234')).toBeNull();
    expect(normalizeAdminIdentifier('boss')).toBeNull();
    expect(adminIdentifierSet(['+1 555 123 4567', 'nobody', 'a@b.c'])).toEqual({
      identifiers: new Set(['+15551234567', 'a@b.c']),
      unreadable: ['nobody'],
    });
  });

  it('a +1 phone entry makes that phone an admin at sign-up', async () => {
    const digits = uniquePhone();
    const server = await app({ adminIdentifiers: [`+1 ${digits}`] });
    const session = await signUp(server, delivery, { identifier: digits, role: 'coach' });
    expect(session.profile?.isAdmin).toBe(true);
  });
});

describe('the admin flag follows the list', () => {
  it('at sign-in: removed once the identifier left the list, given when it was added', async () => {
    const email = uniqueEmail('boss');
    const first = await app({ adminIdentifiers: [email] });
    const session = await signUp(first, delivery, { identifier: email, role: 'coach' });
    expect(session.profile?.isAdmin).toBe(true);

    const removed = await app({ adminIdentifiers: [] });
    const afterRemoval = await logIn(removed, delivery, email);
    expect(afterRemoval.profile?.isAdmin).toBe(false);
    const refused = await call(removed, afterRemoval, 'GET', '/api/admin/tags');
    expect(refused.statusCode).toBe(403);

    const phone = uniquePhone();
    const plain = await signUp(removed, delivery, { identifier: phone, role: 'coach' });
    expect(plain.profile?.isAdmin).toBe(false);
    const added = await app({ adminIdentifiers: [`+1${phone}`] });
    expect((await logIn(added, delivery, phone)).profile?.isAdmin).toBe(true);
  });

  it('at start: every profile at once, both ways', async () => {
    const server = await app();
    const stays = uniqueEmail('stays');
    const leaves = uniqueEmail('leaves');
    const joins = uniquePhone();
    const [a, b, c] = [
      await signUp(server, delivery, { identifier: stays, role: 'coach' }),
      await signUp(server, delivery, { identifier: leaves, role: 'coach' }),
      await signUp(server, delivery, { identifier: joins, role: 'coach' }),
    ];
    const { db } = await getTestDatabase();
    expect(await syncAdminFlags(db, [stays, leaves])).toEqual({
      granted: expect.arrayContaining([a.user.id, b.user.id]),
      revoked: [],
    });

    const changed = await syncAdminFlags(db, [stays, `+1 ${joins}`]);
    expect(changed).toEqual({ granted: [c.user.id], revoked: [b.user.id] });
    expect([await isAdmin(a.user.id), await isAdmin(b.user.id), await isAdmin(c.user.id)]).toEqual([
      true,
      false,
      true,
    ]);
    // Nothing left to change: the sync is idempotent.
    expect(await syncAdminFlags(db, [stays, `+1 ${joins}`])).toEqual({ granted: [], revoked: [] });
  });

  it("never by the profile's editable e-mail: only the account's verified identifier counts", async () => {
    const adminEmail = uniqueEmail('real-admin');
    const server = await app({ adminIdentifiers: [adminEmail] });
    const intruderEmail = uniqueEmail('intruder');
    const intruder = await signUp(server, delivery, { identifier: intruderEmail });
    const patched = await call(server, intruder, 'PATCH', '/api/profile', { email: adminEmail });
    expect(patched.statusCode).toBe(200);
    // A second process (its own send limits), as a sign-in later on would reach.
    const later = await app({ adminIdentifiers: [adminEmail] });
    expect((await logIn(later, delivery, intruderEmail)).profile?.isAdmin).toBe(false);
    const { db } = await getTestDatabase();
    await syncAdminFlags(db, [adminEmail]);
    expect(await isAdmin(intruder.user.id)).toBe(false);
  });
});
