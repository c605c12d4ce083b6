import type { Session } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp, manualClock, resendAtOnceLimits } from './support/app';
import {
  call,
  deliveredCode,
  deliveryForThisFile,
  logIn,
  requestCode,
  signUp,
  uniqueEmail,
  uniquePhone,
} from './support/auth';
import { countOf } from './support/database';

/**
 * Changing the sign-in e-mail or phone (docs/product/accounts.md, "Change e-mail or phone"): a
 * code to the CURRENT address, then one to the new address; other sessions end; the old address
 * gets a notice naming where to get help and a link that undoes the change for 7 days.
 */
const delivery = deliveryForThisFile();
const limits = resendAtOnceLimits(100);
const app = (now?: () => Date) =>
  buildTestApp({ limits, ...(now ? { now } : {}) }, delivery.integrations);

const post = (server: App, session: Session, path: string, body: unknown) =>
  call(server, session, 'POST', `/api/account/identity/${path}`, body);

/** Runs the whole change of `session`'s e-mail to `newEmail`; returns the notice's undo token. */
async function changeEmail(server: App, session: Session, oldEmail: string, newEmail: string) {
  const before = Date.now();
  const started = await post(server, session, 'start', { email: newEmail });
  expect(started.statusCode, started.body).toBe(200);
  expect(started.json()).toEqual({ channel: 'email' });
  // Nothing reaches the new address before the current one has answered.
  expect(delivery.inbox.messages.filter((m) => m.to.includes(newEmail))).toHaveLength(0);
  const current = await deliveredCode(delivery, oldEmail, before);
  const afterCurrent = Date.now();
  const verified = await post(server, session, 'verify-current', { code: current });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toEqual({ channel: 'email' });
  const code = await deliveredCode(delivery, newEmail, afterCurrent);
  const noticeAfter = Date.now();
  const res = await post(server, session, 'confirm', { code });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ user: { email: newEmail }, profile: { email: newEmail } });
  const notice = await delivery.inbox.waitForMessage(oldEmail, { after: noticeAfter });
  expect(notice.subject).toBe('Your GameSpeed email address was changed');
  expect(notice.text).toContain('For help, write to help@gamespeed.test');
  expect(notice.text).not.toMatch(/reply to this/i);
  expect(notice.text).not.toContain(newEmail);
  const link = /\/account\/undo-change\?token=(\S+)/.exec(notice.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const undo = (server: App, token: string) =>
  server.inject({ method: 'POST', url: '/api/account/identity/undo', payload: { token } });

describe('changing the sign-in e-mail or phone', () => {
  it('needs a code from the current address first, then from the new one; other sessions end', async () => {
    const server = await app();
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const athlete = await signUp(server, delivery, { identifier: oldEmail });
    const otherDevice = await logIn(server, delivery, oldEmail);
    await changeEmail(server, athlete, oldEmail, newEmail);

    // This device goes on; the other one is signed out.
    expect((await call(server, athlete, 'GET', '/api/profile')).statusCode).toBe(200);
    const refreshed = await server.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { refresh_token: otherDevice.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await requestCode(server, oldEmail, 'login')).statusCode).toBe(404);
    expect((await logIn(server, delivery, newEmail)).user.id).toBe(athlete.user.id);
  });

  it('a stolen session alone cannot do it: the new address code is not sent, confirm refuses', async () => {
    const server = await app();
    const oldEmail = uniqueEmail('victim');
    const thiefEmail = uniqueEmail('thief');
    const victim = await signUp(server, delivery, { identifier: oldEmail });
    expect((await post(server, victim, 'start', { email: thiefEmail })).statusCode).toBe(200);
    for (const code of ['000000', '123456']) {
      expect((await post(server, victim, 'confirm', { code })).statusCode).toBe(400);
      expect((await post(server, victim, 'verify-current', { code })).statusCode).toBe(400);
    }
    expect(delivery.inbox.messages.filter((m) => m.to.includes(thiefEmail))).toHaveLength(0);
    expect(
      await countOf(sql`SELECT count(*)::int AS n FROM auth_accounts WHERE email = ${thiefEmail}`),
    ).toBe(0);
  });

  it('the undo link restores the old address and ends every session, once; it lasts 7 days', async () => {
    const clock = manualClock();
    const server = await app(clock.now);
    const oldEmail = uniqueEmail('undo-old');
    const newEmail = uniqueEmail('undo-new');
    const owner = await signUp(server, delivery, { identifier: oldEmail });
    const token = await changeEmail(server, owner, oldEmail, newEmail);

    const forged = await undo(server, `${token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_undo_link');
    const undone = await undo(server, token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ undone: true });
    expect((await call(server, owner, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await requestCode(server, newEmail, 'login')).statusCode).toBe(404);
    const back = await logIn(server, delivery, oldEmail);
    expect(back.user.id).toBe(owner.user.id);
    expect(back.profile?.email).toBe(oldEmail);
    expect((await undo(server, token)).statusCode).toBe(400);

    // A second change, undone after 7 days: too late.
    const later = await changeEmail(server, back, oldEmail, uniqueEmail('undo-late'));
    clock.advance(7 * 24 * 3600 * 1000 + 60_000);
    expect((await undo(server, later)).json().error.code).toBe('invalid_undo_link');
  });

  it('adding a phone: codes to the e-mail then by SMS; the e-mail gets the notice', async () => {
    const server = await app();
    const email = uniqueEmail('phone-add');
    const phone = uniquePhone();
    const athlete = await signUp(server, delivery, { identifier: email });
    const before = Date.now();
    expect((await post(server, athlete, 'start', { phone })).json()).toEqual({ channel: 'email' });
    const current = await deliveredCode(delivery, email, before);
    const afterCurrent = Date.now();
    const verified = await post(server, athlete, 'verify-current', { code: current });
    expect(verified.json()).toEqual({ channel: 'phone' });
    const code = await deliveredCode(delivery, `+1${phone}`, afterCurrent);
    const res = await post(server, athlete, 'confirm', { code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.phone).toBe(`+1${phone}`);
    const notice = await delivery.inbox.waitForMessage(email, { after: afterCurrent });
    expect(notice.subject).toBe('Your GameSpeed phone number was changed');
  });

  it('refuses an address another account holds (409), the same address (400) and bad input (400)', async () => {
    const server = await app();
    const taken = uniqueEmail('taken');
    await signUp(server, delivery, { identifier: taken });
    const email = uniqueEmail('me');
    const athlete = await signUp(server, delivery, { identifier: email });
    const conflict = await post(server, athlete, 'start', { email: taken });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('identifier_taken');
    const same = await post(server, athlete, 'start', { email });
    expect(same.json().error.code).toBe('identifier_unchanged');
    for (const body of [
      {},
      { email: 'nope' },
      { phone: 'x@y.z' },
      { email: taken, phone: '5550001111' },
    ])
      expect((await post(server, athlete, 'start', body)).statusCode).toBe(400);
    expect((await undo(server, 'not-a-token')).statusCode).toBe(400);
  });
});
