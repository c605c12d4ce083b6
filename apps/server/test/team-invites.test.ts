import { INVITE_PHONE_INVALID_MESSAGE } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, deliveryForThisFile } from './support/auth';
import { getTestDatabase } from './support/database';
import { createTeam, joinTeam, teamHelpers, tokenOf } from './support/teams';

/** Team invites by e-mail and text message, and the names they carry (docs/product/teams.md). */

const delivery = deliveryForThisFile();
const { app, athlete, coach } = teamHelpers(delivery);

async function rows(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute(query)).rows;
}

describe('an invite opened before signing in', () => {
  it('names the team and its coach without a session; a code that does not work is a 404', async () => {
    const server = await app();
    const c = await coach(server, 'Dana', 'Reyes');
    const team = await createTeam(server, c, 'Hawks');
    for (const code of [team.inviteCode.toLowerCase(), tokenOf(team)]) {
      const res = await server.inject({ method: 'GET', url: `/api/teams/invite?code=${code}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        teamName: 'Hawks',
        sportLevel: 'high_school',
        coachName: 'Dana Reyes',
      });
    }
    const wrong = await server.inject({ method: 'GET', url: '/api/teams/invite?code=ZZZZ-ZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('invite_invalid');
    const malformed = await server.inject({ method: 'GET', url: '/api/teams/invite?code=x' });
    expect(malformed.statusCode).toBe(400);
    await server.close();
  });
});

describe('names that invites carry', () => {
  it('refuses web and e-mail addresses and odd characters in team names, at the field', async () => {
    const server = await app();
    const c = await coach(server);
    const refused = {
      'Your account is locked, log in at evil.com':
        'Leave web and e-mail addresses out of the team name',
      'Hawks https://x.io': 'Leave web and e-mail addresses out of the team name',
      'mail help@hawks.test': 'Leave web and e-mail addresses out of the team name',
      'Go to www dot hawks': 'Leave web and e-mail addresses out of the team name',
      'Hawks <b>': "Use only letters, numbers, spaces and . , ' ’ - & ( ) ! ? # in the team name",
      'Hawks\nLine two':
        "Use only letters, numbers, spaces and . , ' ’ - & ( ) ! ? # in the team name",
      'evil\uFF0Ecom': 'Leave web and e-mail addresses out of the team name',
    };
    for (const [name, message] of Object.entries(refused)) {
      const res = await call(server, c, 'POST', '/api/teams', { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.body, name).toContain(message);
    }
    const team = await createTeam(server, c, "St. Mary's Hawks #1 (JV) & Ñandú");
    expect(team.name).toBe("St. Mary's Hawks #1 (JV) & Ñandú");
    const rename = await call(server, c, 'PATCH', `/api/teams/${team.id}`, {
      name: 'Click hawks.example to win',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.body).toContain('Leave web and e-mail addresses out of the team name');
    await server.close();
  });

  it('refuses addresses in the names people give themselves, at sign-up and in Settings', async () => {
    const server = await app();
    const c = await coach(server);
    const res = await call(server, c, 'PATCH', '/api/profile', { firstName: 'Visit evil.com' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Leave web and e-mail addresses out of your name');
    const long = await call(server, c, 'PATCH', '/api/profile', { lastName: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Keep your name to 40 characters or fewer');
    const ok = await call(server, c, 'PATCH', '/api/profile', {
      firstName: "D'Andre",
      lastName: 'Smith-Jones Jr.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect(coach(server, 'Dana', 'support@gamespeed.test')).rejects.toThrow();
    await server.close();
  });

  it('sends no invite while a name saved before the check would go out; it says what to rename', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    await rows(sql`update teams set name = 'Log in at evil.com' where id = ${team.id}`);
    const to = `legacy.${Date.now()}@example.test`;
    const res = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, { to });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invite_name_refused');
    expect(res.json().error.message).toContain('Rename the team before sending invites.');
    await rows(sql`update teams set name = 'Hawks' where id = ${team.id}`);
    await rows(sql`update users set first_name = 'www.evil.com' where id = ${c.user.id}`);
    const again = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, { to });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Change your name in Settings');
    expect(delivery.inbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
    await server.close();
  });

  it('texts only US numbers: Canadian and Caribbean +1 numbers are refused at the field', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    for (const to of ['416-555-0142', '(876) 555-0142', '809 555 0142', '415-055-0142']) {
      const res = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, { to });
      expect(res.statusCode, to).toBe(400);
      expect(res.body, to).toContain(
        'Invites by text message go only to US phone numbers. Use an email address instead.',
      );
    }
    expect(delivery.twilio.messages.filter((m) => m.to.includes('5550142'))).toEqual([]);
    const territory = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, {
      to: '787-555-0100',
    });
    expect(territory.statusCode, territory.body).toBe(202);
    await server.close();
  });
});

describe('team invites by e-mail or phone', () => {
  const LINK = /(https?:\/\/\S+\/join\/[0-9a-f]{32})/;
  const CODE = /team code ([A-Z0-9]{4}-[A-Z0-9]{4})/;

  it('e-mails the join link and code with the team and coach names; the link joins', async () => {
    const server = await app();
    const coachSession = await coach(server, 'Dana', 'Reyes');
    const team = await createTeam(server, coachSession, 'Hawks 7v7');
    const to = `invitee.${Date.now()}@example.test`;
    const after = Date.now();
    const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, { to });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ channel: 'email' });
    const mail = await delivery.inbox.waitForMessage(to, { after });
    expect(mail.subject).toBe('Your invite to a team on GameSpeed');
    expect(mail.text).toContain('Coach "Dana Reyes" invites you to join the team "Hawks 7v7"');
    expect(mail.text).toContain('in the app (Settings, Join a Team)');
    expect(LINK.exec(mail.text)?.[1]).toBe(team.inviteLink);
    expect(CODE.exec(mail.text)?.[1]).toBe(
      `${team.inviteCode.slice(0, 4)}-${team.inviteCode.slice(4)}`,
    );
    const invitee = await athlete(server);
    const token = LINK.exec(mail.text)![1]!.split('/join/')[1]!;
    await joinTeam(server, invitee, token);
    await server.close();
  });

  it('texts a US phone number; after a new code the texted link and code stop working', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    const after = Date.now();
    const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, {
      to: '(415) 555-0142',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ channel: 'phone' });
    const sms = await delivery.twilio.waitForMessage('+14155550142', { after });
    expect(sms.body).toContain('Coach: "Coach Prime". Team: "Varsity".');
    const token = LINK.exec(sms.body)![1]!.split('/join/')[1]!;
    const code = CODE.exec(sms.body)![1]!;
    expect(token).toBe(tokenOf(team));
    const regenerated = await call(
      server,
      coachSession,
      'POST',
      `/api/teams/${team.id}/invite/regenerate`,
    );
    expect(regenerated.statusCode).toBe(200);
    const invitee = await athlete(server);
    for (const old of [token, code]) {
      const joined = await call(server, invitee, 'POST', '/api/teams/join', { code: old });
      expect(joined.statusCode).toBe(404);
      expect(joined.json().error.code).toBe('invite_invalid');
    }
    await server.close();
  });

  it('refuses an address that is not one e-mail or US phone, and another coach’s team', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    for (const to of ['a@b.c, d@e.f', '+44 20 7946 0958', '', `${'a'.repeat(250)}@x.io`]) {
      const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, { to });
      expect(res.statusCode, to).toBe(400);
    }
    const other = await coach(server, 'Other', 'Coach');
    const res = await call(server, other, 'POST', `/api/teams/${team.id}/invites`, {
      to: 'someone@example.test',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('team_not_found');
    const athleteSession = await athlete(server);
    const asAthlete = await call(server, athleteSession, 'POST', `/api/teams/${team.id}/invites`, {
      to: 'someone@example.test',
    });
    expect(asAthlete.statusCode).toBe(403);
    expect(delivery.inbox.messages.filter((m) => m.to.includes('someone@example.test'))).toEqual(
      [],
    );
    await server.close();
  });

  it('limits invites per address per day and per coach per hour, with Retry-After', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    const to = `limited.${Date.now()}@example.test`;
    const { max } = server.config.limits.teamInvitesPerAddress;
    for (let i = 0; i < max; i++) {
      const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, { to });
      expect(res.statusCode, res.body).toBe(202);
    }
    const refused = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, {
      to,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // Another coach cannot reach the same address either.
    const other = await coach(server, 'Second', 'Coach');
    const otherTeam = await createTeam(server, other, 'JV');
    const alsoRefused = await call(server, other, 'POST', `/api/teams/${otherTeam.id}/invites`, {
      to,
    });
    expect(alsoRefused.statusCode).toBe(429);
    await server.close();

    const tight = await app({
      limits: {
        ...server.config.limits,
        teamInvitesPerCoach: { max: 2, windowMs: 3_600_000 },
      },
    });
    const busy = await coach(tight);
    const busyTeam = await createTeam(tight, busy);
    for (const n of [1, 2]) {
      const res = await call(tight, busy, 'POST', `/api/teams/${busyTeam.id}/invites`, {
        to: `p${n}.${Date.now()}@example.test`,
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const third = await call(tight, busy, 'POST', `/api/teams/${busyTeam.id}/invites`, {
      to: `p3.${Date.now()}@example.test`,
    });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await tight.close();
  });

  it('10 concurrent invites to one address: exactly 3 go out, the rest get 429', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    const to = `flood.${Date.now()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, { to }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      ...Array(3).fill(202),
      ...Array(7).fill(429),
    ]);
    await expect
      .poll(() => delivery.inbox.messages.filter((m) => m.to.includes(to)).length)
      .toBe(3);
    await server.close();
  });

  it('does not send a code that has expired (409 invite_expired)', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    await rows(
      sql`update teams set code_expires_at = now() - interval '1 minute' where id = ${team.id}`,
    );
    const to = `expired.${Date.now()}@example.test`;
    const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, { to });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invite_expired');
    expect(delivery.inbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
    await server.close();
  });

  it('answers a generic 502 when the provider refuses, never its own words', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    delivery.twilio.setFailure({
      status: 400,
      message: 'Secret provider detail 21408',
      code: 21408,
    });
    try {
      const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, {
        to: '415-555-0199',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('delivery_failed');
      expect(res.body).not.toContain('Secret provider detail');
      expect(res.body).not.toContain('21408');
    } finally {
      delivery.twilio.setFailure(null);
    }
    await server.close();
  });

  it('names a number Twilio says cannot get texts (21211), in its own words only', async () => {
    const server = await app();
    const coachSession = await coach(server);
    const team = await createTeam(server, coachSession);
    delivery.twilio.markInvalid('+14155550198');
    const res = await call(server, coachSession, 'POST', `/api/teams/${team.id}/invites`, {
      to: '415-555-0198',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'phone_invalid',
      message: INVITE_PHONE_INVALID_MESSAGE,
    });
    await server.close();
  });
});
