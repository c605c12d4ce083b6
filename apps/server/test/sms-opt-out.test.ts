import { addDays, isoDate } from '@gamespeed/domain';
import { PHONE_INVALID_MESSAGE } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sweepRetestReminders } from '../src/reminders/retest-reminders';
import { buildTestApp, resendAtOnceLimits } from './support/app';
import {
  call,
  deliveryForThisFile,
  logIn,
  requestCode,
  signUp,
  uniqueEmail,
  uniquePhone,
} from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * A number that replied STOP (docs/product/messages.md, "Text messages"): Twilio refuses every
 * text to it with 21610, so the person is told what happened and how to undo it, the opt-out is
 * recorded, reminders and invites stop, and a text that goes through again clears it. Numbers
 * that cannot get texts (21211) are named as such; only what Twilio calls retryable is retried.
 */
const delivery = deliveryForThisFile();
/** Codes may be asked for again at once here: only what Twilio answers is under test. */
const limits = resendAtOnceLimits();
const app = () => buildTestApp({ limits }, delivery.integrations);
const e164 = (phone: string) => `+1${phone}`;

async function optedOut(phone: string): Promise<boolean> {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sms_opt_outs WHERE phone = ${e164(phone)}`,
  );
  return rows[0]!.n === 1;
}

const refusedTo = (phone: string) => delivery.twilio.refused.filter((r) => r.to === e164(phone));

describe('a phone number that replied STOP', () => {
  it('is told at sign-in what happened and how to undo it; START and a new code let them in', async () => {
    const server = await app();
    const phone = uniquePhone();
    await signUp(server, delivery, { identifier: phone });
    delivery.twilio.reply(e164(phone), 'STOP');

    const refused = await requestCode(server, phone, 'login');
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('phone_opted_out');
    expect(error.message).toMatch(/replied STOP/);
    expect(error.message).toMatch(/send START/);
    expect(error.message).not.toMatch(/email,/);
    expect(await optedOut(phone)).toBe(true);

    delivery.twilio.reply(e164(phone), 'START');
    const session = await logIn(server, delivery, phone);
    expect(session.user.phone).toBe(e164(phone));
    expect(await optedOut(phone)).toBe(false);
  });

  it('is offered the e-mail of the account, masked, when the account has one', async () => {
    const server = await app();
    const phone = uniquePhone();
    const session = await signUp(server, delivery, { identifier: phone });
    const email = uniqueEmail('jordan');
    const { db } = await getTestDatabase();
    await db.execute(sql`UPDATE auth_accounts SET email = ${email} WHERE id = ${session.user.id}`);
    delivery.twilio.reply(e164(phone), 'STOP');

    const refused = await requestCode(server, phone, 'login');
    expect(refused.statusCode).toBe(409);
    const message: string = refused.json().error.message;
    expect(message).toContain(`Or log in with your email, j•••${email.slice(email.indexOf('@'))}.`);
    expect(message).not.toContain(email);
  });

  it('gets no invites: the coach is told why, and nothing is sent', async () => {
    const server = await app();
    const phone = uniquePhone();
    await signUp(server, delivery, { identifier: phone });
    delivery.twilio.reply(e164(phone), 'STOP');
    expect((await requestCode(server, phone, 'login')).statusCode).toBe(409);
    const tries = refusedTo(phone).length;

    const coach = await signUp(server, delivery, { role: 'coach' });
    const team = await call(server, coach, 'POST', '/api/teams', {
      name: 'Eagles',
      sportLevel: 'high_school',
    });
    expect(team.statusCode, team.body).toBe(201);
    const invite = await call(server, coach, 'POST', `/api/teams/${team.json().id}/invites`, {
      to: phone,
    });
    expect(invite.statusCode, invite.body).toBe(409);
    expect(invite.json().error.code).toBe('phone_opted_out');
    expect(invite.json().error.message).toMatch(/Invite by email/);
    expect(refusedTo(phone)).toHaveLength(tries);
  });

  it('gets its retest reminder tried once, recorded as refused, and never again', async () => {
    const server = await app();
    const phone = uniquePhone();
    const session = await signUp(server, delivery, { identifier: phone, role: 'athlete' });
    const saved = await call(server, session, 'POST', '/api/results', {
      movement: 'forty',
      value: 4.9,
      testDate: addDays(isoDate(new Date()), -50),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    delivery.twilio.reply(e164(phone), 'STOP');

    for (let sweep = 0; sweep < 3; sweep++) await sweepRetestReminders(server);
    expect(refusedTo(phone)).toHaveLength(1);
    expect(refusedTo(phone)[0]!.code).toBe(21610);
    expect(await optedOut(phone)).toBe(true);
    const { db } = await getTestDatabase();
    const { rows } = await db.execute<{ failure: string | null }>(
      sql`SELECT failure FROM sent_reminders WHERE athlete_id = ${session.user.id}`,
    );
    expect(rows).toEqual([{ failure: 'opted-out' }]);
  });
});

describe('other answers of Twilio at sign-in', () => {
  it('a number Twilio says cannot get texts (21211) is named as such, nothing is retried', async () => {
    const server = await app();
    const phone = uniquePhone();
    delivery.twilio.markInvalid(e164(phone));
    const res = await requestCode(server, phone, 'signup');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'phone_invalid', message: PHONE_INVALID_MESSAGE });
    expect(refusedTo(phone)).toHaveLength(1);
  });

  it('a 503 is tried again within the send, and the code arrives', async () => {
    const server: App = await app();
    const phone = uniquePhone();
    delivery.twilio.setFailure({ status: 503, message: 'Service unavailable', times: 1 });
    try {
      const res = await requestCode(server, phone, 'signup');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      delivery.twilio.setFailure(null);
    }
    expect(refusedTo(phone)).toHaveLength(1);
    await delivery.twilio.waitForMessage(e164(phone));
  });
});
