import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, deliveryForThisFile } from './support/auth';
import { getTestDatabase } from './support/database';
import { createTeam, teamHelpers, tokenOf } from './support/teams';

/**
 * A coach who also trains (role both) opening their own team's invite (docs/product/teams.md:
 * 'A coach with role both cannot join their own team as an athlete'): the preview works, joining
 * is refused in words the join screen shows, and nothing is written.
 */
const delivery = deliveryForThisFile();
const { app, coach } = teamHelpers(delivery);

describe('joining your own team as an athlete', () => {
  it('is refused with 409 own_team and a clear sentence, by code and by link; no membership', async () => {
    const server = await app();
    const both = await coach(server, 'Dana', 'Both');
    const team = await createTeam(server, both, 'Hawks');
    const { db } = await getTestDatabase();
    await db.update(users).set({ role: 'both' }).where(eq(users.id, both.user.id));

    const preview = await call(
      server,
      both,
      'GET',
      `/api/teams/join?code=${encodeURIComponent(team.inviteCode)}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ teamName: 'Hawks', alreadyMember: false });

    for (const code of [team.inviteCode, tokenOf(team)]) {
      const res = await call(server, both, 'POST', '/api/teams/join', { code });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'own_team',
          message: 'You coach this team, so you cannot join it as an athlete.',
        },
      });
    }
    const mine = await call(server, both, 'GET', '/api/teams/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().teams).toEqual([]);
    await server.close();
  });
});
