import type { RemovedAthletesResponse } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { call, deliveryForThisFile, signUpAthlete } from './support/auth';
import { createTeam, joinTeam, teamHelpers, tokenOf } from './support/teams';

/** Removal is sticky; one spelling per e-mail address for invite limits (docs/product/teams.md). */

const delivery = deliveryForThisFile();
const { app, coach } = teamHelpers(delivery);

describe('removal is sticky', () => {
  it('a removed athlete needs a personal invite or a re-admit; the code alone, old or new, is refused', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const email = `removed.${Date.now()}@example.test`;
    const athlete = await signUpAthlete(server, delivery, { identifier: email });
    await joinTeam(server, athlete, team.inviteCode);
    const remove = () =>
      call(server, c, 'DELETE', `/api/teams/${team.id}/members/${athlete.user.id}`);
    expect((await remove()).statusCode).toBe(204);

    const tryJoin = (code: string) => call(server, athlete, 'POST', '/api/teams/join', { code });
    for (const code of [team.inviteCode, tokenOf(team)]) {
      const again = await tryJoin(code);
      expect(again.statusCode, code).toBe(403);
      expect(again.json().error).toEqual({
        code: 'removed_from_team',
        message: 'Your coach removed you from this team. Ask your coach to send you a new invite.',
      });
    }
    const fresh = await call(server, c, 'POST', `/api/teams/${team.id}/invite/regenerate`);
    expect((await tryJoin(fresh.json().inviteCode)).statusCode).toBe(403);
    const listed = await call(server, c, 'GET', `/api/teams/${team.id}/removed-athletes`);
    expect(listed.json<RemovedAthletesResponse>().athletes.map((a) => a.athleteId)).toEqual([
      athlete.user.id,
    ]);

    // A personal invite to the athlete's address, however it is spelled, lets them back.
    const invited = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, {
      to: ` ${email.toUpperCase().replace('@', '\u200B@')}`,
    });
    expect(invited.statusCode, invited.body).toBe(202);
    expect((await tryJoin(fresh.json().inviteCode)).statusCode).toBe(200);

    // Removed again: the earlier invite no longer counts; the coach's re-admit does.
    expect((await remove()).statusCode).toBe(204);
    expect((await tryJoin(fresh.json().inviteCode)).statusCode).toBe(403);
    const readmit = await call(
      server,
      c,
      'POST',
      `/api/teams/${team.id}/members/${athlete.user.id}/readmit`,
    );
    expect(readmit.statusCode, readmit.body).toBe(204);
    const after = await call(server, c, 'GET', `/api/teams/${team.id}/removed-athletes`);
    expect(after.json<RemovedAthletesResponse>().athletes).toEqual([]);
    expect((await tryJoin(fresh.json().inviteCode)).statusCode).toBe(200);
    await server.close();
  });

  it('an athlete who left joins again with the code; only the team’s coach lists or re-admits', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const athlete = await signUpAthlete(server, delivery);
    await joinTeam(server, athlete, team.inviteCode);
    expect((await call(server, athlete, 'POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(
      204,
    );
    await joinTeam(server, athlete, team.inviteCode);

    const other = await coach(server, 'Other', 'Coach');
    const readmitPath = `/api/teams/${team.id}/members/${athlete.user.id}/readmit`;
    expect((await call(server, other, 'POST', readmitPath)).statusCode).toBe(404);
    expect(
      (await call(server, other, 'GET', `/api/teams/${team.id}/removed-athletes`)).statusCode,
    ).toBe(404);
    expect((await call(server, athlete, 'POST', readmitPath)).statusCode).toBe(403);
    // Never removed: nothing to re-admit.
    const never = await call(server, c, 'POST', readmitPath);
    expect(never.statusCode).toBe(404);
    await server.close();
  });
});

describe('the per-address invite limit counts one spelling per address', () => {
  it('invisible characters, full-width letters and case do not make a new address', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const local = `cap${Date.now()}`;
    const { max } = server.config.limits.teamInvitesPerAddress;
    for (let i = 0; i < max; i++) {
      const res = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, {
        to: `${local}@example.test`,
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    for (const to of [
      `${local}@exam\u200Bple.test`,
      `${local.toUpperCase()}@EXAMPLE.test`,
      `${local}@ｅxample.test`,
      `${local}@example.test\u2060`,
    ]) {
      const res = await call(server, c, 'POST', `/api/teams/${team.id}/invites`, { to });
      expect(res.statusCode, JSON.stringify(to)).toBe(429);
    }
    await server.close();
  });
});
