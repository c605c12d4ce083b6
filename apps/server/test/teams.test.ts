import { INVITE_CODE_ALPHABET } from '@gamespeed/domain/constants';
import type {
  CoachDashboard,
  Dashboard,
  JoinPreview,
  LeaderboardResponse,
  MyTeamsResponse,
  RosterResponse,
  Session,
  Team,
  TeamAthleteAnalysis,
} from '@gamespeed/domain/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { AppConfig } from '../src/config';
import { deficiencyPrescriptions, prescriptionVideos, users } from '../src/db/schema';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';
import { seedVideo } from './support/videos';

/** Teams through the HTTP API (docs/product/teams.md). */

const delivery = deliveryForThisFile();

const app = (overrides: Partial<AppConfig> = {}) => buildTestApp(overrides, delivery.integrations);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

const athlete = (server: App, firstName = 'Ath', lastName = 'Lete') =>
  signUpAthlete(server, delivery, { firstName, lastName });

const coach = (server: App, firstName = 'Coach', lastName = 'Prime') =>
  signUp(server, delivery, { role: 'coach', firstName, lastName });

async function createTeam(server: App, session: Session, name = 'Varsity'): Promise<Team> {
  const res = await call(server, session, 'POST', '/api/teams', {
    name,
    sportLevel: 'high_school',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>();
}

async function join(server: App, session: Session, code: string) {
  const res = await call(server, session, 'POST', '/api/teams/join', { code });
  expect(res.statusCode, res.body).toBe(200);
}

const tokenOf = (team: Team) => team.inviteLink.split('/join/')[1]!;

async function saveResult(server: App, session: Session, payload: Record<string, unknown>) {
  const res = await call(server, session, 'POST', '/api/results', payload);
  expect(res.statusCode, res.body).toBe(201);
}

/** The athlete's own retest reminder choice (4, 6, 8 weeks or null = off). */
async function remindEvery(server: App, session: Session, weeks: number | null) {
  const res = await call(server, session, 'PUT', '/api/profile/retest-reminder', { weeks });
  expect(res.statusCode, res.body).toBe(200);
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('teams', () => {
  it('a coach creates, lists, renames and deletes a team; athletes cannot', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    expect(team.name).toBe('Varsity');
    expect(team.sportLevel).toBe('high_school');
    expect(team.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(team.inviteLink).toMatch(/^http:\/\/localhost:3000\/join\/[0-9a-f]{32}$/);
    expect(Date.parse(team.codeExpiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(team.athleteCount).toBe(0);

    const renamed = await call(server, c, 'PATCH', `/api/teams/${team.id}`, { name: ' JV ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Team>().name).toBe('JV');
    const empty = await call(server, c, 'PATCH', `/api/teams/${team.id}`, {});
    expect(empty.statusCode).toBe(400);
    const blank = await call(server, c, 'POST', '/api/teams', { name: '   ' });
    expect(blank.statusCode).toBe(400);

    const list = await call(server, c, 'GET', '/api/teams');
    expect(list.json<{ teams: Team[] }>().teams.map((t) => t.name)).toEqual(['JV']);

    const a = await athlete(server);
    expect((await call(server, a, 'POST', '/api/teams', { name: 'Mine' })).statusCode).toBe(403);

    await join(server, a, team.inviteCode);
    expect((await call(server, c, 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
    expect((await call(server, c, 'GET', '/api/teams')).json<{ teams: Team[] }>().teams).toEqual(
      [],
    );
    expect((await call(server, c, 'GET', `/api/teams/${team.id}/roster`)).statusCode).toBe(404);
    const mine = await call(server, a, 'GET', '/api/teams/mine');
    expect(mine.json<MyTeamsResponse>().teams).toEqual([]);
    expect(
      (await call(server, a, 'GET', `/api/teams/join?code=${team.inviteCode}`)).statusCode,
    ).toBe(404);
  });

  it('an athlete previews by code or link, sees what the coach will see, and joins once', async () => {
    const server = await app();
    const c = await coach(server, 'Dana', 'Reyes');
    const team = await createTeam(server, c);
    const a = await athlete(server);

    const typed = `${team.inviteCode.slice(0, 4).toLowerCase()}-${team.inviteCode.slice(4)}`;
    const preview = await call(server, a, 'GET', `/api/teams/join?code=${typed}`);
    expect(preview.statusCode, preview.body).toBe(200);
    // The first address of the preview still answers the same, for older app builds.
    const before = await call(server, a, 'GET', `/api/teams/join/${typed}`);
    expect(before.json()).toEqual(preview.json());
    const body = preview.json<JoinPreview>();
    expect(body).toMatchObject({ teamName: 'Varsity', coachName: 'Dana Reyes' });
    expect(body.alreadyMember).toBe(false);
    expect(body.coachWillSee.join(' ')).toContain('diagnosis badge');
    expect((await call(server, a, 'GET', `/api/teams/join?code=${tokenOf(team)}`)).statusCode).toBe(
      200,
    );

    await join(server, a, tokenOf(team));
    await join(server, a, team.inviteCode);
    const mine = (await call(server, a, 'GET', '/api/teams/mine')).json<MyTeamsResponse>();
    expect(mine.teams).toEqual([
      expect.objectContaining({ id: team.id, name: 'Varsity', coachName: 'Dana Reyes' }),
    ]);
    expect(
      (await call(server, a, 'GET', `/api/teams/join?code=${team.inviteCode}`)).json<JoinPreview>()
        .alreadyMember,
    ).toBe(true);
    const count = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM team_memberships WHERE team_id = ${team.id}`,
    );
    expect(count[0]!.n).toBe(1);

    // A coach cannot join; nor can a code that does not exist.
    expect(
      (await call(server, c, 'POST', '/api/teams/join', { code: team.inviteCode })).statusCode,
    ).toBe(403);
    const unknown = await call(server, a, 'POST', '/api/teams/join', { code: 'ZZZZ2222' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('invite_invalid');
    expect((await call(server, a, 'POST', '/api/teams/join', { code: 'short' })).statusCode).toBe(
      400,
    );
  });

  it('regenerating the invite stops the old code and link at once; expired codes do not work', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const res = await call(server, c, 'POST', `/api/teams/${team.id}/invite/regenerate`);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<Team>();
    expect(fresh.inviteCode).not.toBe(team.inviteCode);
    expect(fresh.inviteLink).not.toBe(team.inviteLink);
    const a = await athlete(server);
    for (const old of [team.inviteCode, tokenOf(team)]) {
      expect((await call(server, a, 'POST', '/api/teams/join', { code: old })).statusCode).toBe(
        404,
      );
    }
    await join(server, a, fresh.inviteCode);

    const later = await app({ now: () => new Date(Date.now() + 31 * 86_400_000) });
    const b = await athlete(later);
    const expired = await call(later, b, 'POST', '/api/teams/join', { code: fresh.inviteCode });
    expect(expired.statusCode).toBe(404);
  });

  it('the roster shows each athlete with badge, biggest gap, last test and retest due', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const a = await athlete(server, 'Zed', 'Adams');
    const b = await athlete(server, 'Amy', 'Brown');
    // 6 ft for 200 lb: far short of elite → FORCE.
    const jump = await call(server, a, 'PUT', '/api/onboarding/broad-jump', {
      feet: 6,
      inches: 0,
    });
    expect(jump.statusCode, jump.body).toBe(200);
    await join(server, a, team.inviteCode);
    await join(server, b, team.inviteCode);

    const res = await call(server, c, 'GET', `/api/teams/${team.id}/roster`);
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json<RosterResponse>();
    expect(roster.team.athleteCount).toBe(2);
    // The list of the coach's teams counts them too: My Team orders its cards by it.
    const mine = await call(server, c, 'GET', '/api/teams');
    expect(mine.json<{ teams: { athleteCount: number }[] }>().teams[0]!.athleteCount).toBe(2);
    expect(roster.athletes.map((r) => r.lastName)).toEqual(['Adams', 'Brown']);
    const [adams, brown] = roster.athletes;
    expect(adams).toMatchObject({ badge: 'FORCE', position: 'WR', weightLbs: 200 });
    expect(adams!.biggestGap).toMatchObject({ test: 'Broad Jump', unit: 'in' });
    expect(adams!.biggestGap!.amount).toBeGreaterThan(6);
    // The default choice, 6 weeks.
    expect(adams).toMatchObject({
      lastTestDate: daysAgo(0),
      retestDueOn: daysAgo(-42),
      retestDue: false,
    });
    expect(brown).toMatchObject({
      badge: null,
      biggestGap: null,
      lastTestDate: null,
      retestDueOn: null,
      retestDue: true,
    });
  });

  it("the roster's retest due follows each athlete's own reminder choice; off is never due", async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const four = await athlete(server, 'Four', 'A');
    const eight = await athlete(server, 'Eight', 'B');
    const off = await athlete(server, 'Off', 'C');
    const offUntested = await athlete(server, 'Untested', 'D');
    await remindEvery(server, four, 4);
    await remindEvery(server, eight, 8);
    await remindEvery(server, off, null);
    await remindEvery(server, offUntested, null);
    // 29 days: past 4 weeks, short of 6 and 8.
    for (const s of [four, eight]) {
      await saveResult(server, s, { movement: 'forty', value: 4.8, testDate: daysAgo(29) });
    }
    await saveResult(server, off, { movement: 'forty', value: 4.8, testDate: daysAgo(300) });
    for (const s of [four, eight, off, offUntested]) await join(server, s, team.inviteCode);

    const roster = (
      await call(server, c, 'GET', `/api/teams/${team.id}/roster`)
    ).json<RosterResponse>();
    const byName = Object.fromEntries(roster.athletes.map((r) => [r.firstName, r]));
    expect(byName.Four).toMatchObject({ retestDueOn: daysAgo(1), retestDue: true });
    expect(byName.Eight).toMatchObject({ retestDueOn: daysAgo(29 - 56), retestDue: false });
    expect(byName.Off).toMatchObject({ retestDueOn: null, retestDue: false });
    expect(byName.Untested).toMatchObject({ retestDueOn: null, retestDue: false });
    // The athlete's own dashboard says the same.
    const dashboard = (await call(server, four, 'GET', '/api/dashboard')).json<Dashboard>();
    expect(dashboard.retest).toMatchObject({ kind: 'due', weeks: 4, dueDate: daysAgo(1) });
    expect(
      (await call(server, eight, 'GET', '/api/dashboard')).json<Dashboard>().retest,
    ).toMatchObject({ kind: 'scheduled', dueDate: daysAgo(29 - 56) });
    // Team Overview counts the same athletes as due.
    const overview = (await call(server, c, 'GET', '/api/coach/dashboard')).json<CoachDashboard>()
      .teamOverview;
    expect(overview.retestsDue).toBe(1);

    // Turning reminders on makes the untested athlete due a first test, the other one due now.
    await remindEvery(server, offUntested, 6);
    await remindEvery(server, off, 8);
    const again = (
      await call(server, c, 'GET', `/api/teams/${team.id}/roster`)
    ).json<RosterResponse>();
    const after = Object.fromEntries(again.athletes.map((r) => [r.firstName, r]));
    expect(after.Untested).toMatchObject({ retestDueOn: null, retestDue: true });
    expect(after.Off).toMatchObject({ retestDueOn: daysAgo(300 - 56), retestDue: true });
    expect(
      (await call(server, c, 'GET', '/api/coach/dashboard')).json<CoachDashboard>().teamOverview
        .retestsDue,
    ).toBe(3);
  });

  it("the coach's read-only view does not tell whether the athlete subscribes", async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const a = await athlete(server);
    await join(server, a, team.inviteCode);
    const { db } = await getTestDatabase();
    await db
      .update(users)
      .set({ primaryDeficiency: 'force_deficient' })
      .where(eq(users.id, a.user.id));
    // A members-only video linked to the first exercise: the athlete's own dashboard carries
    // the link only while the athlete subscribes.
    const [item] = await db
      .select({ id: deficiencyPrescriptions.id })
      .from(deficiencyPrescriptions)
      .where(eq(deficiencyPrescriptions.deficiencyType, 'force_deficient'))
      .orderBy(asc(deficiencyPrescriptions.orderIndex))
      .limit(1);
    const video = await seedVideo({ forRole: 'athlete', isPreview: false });
    await db.insert(prescriptionVideos).values({ prescriptionId: item!.id, videoId: video.id });
    const coachView = async () => {
      const res = await call(server, c, 'GET', `/api/teams/${team.id}/athletes/${a.user.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const ownLinks = async () =>
      (await call(server, a, 'GET', '/api/dashboard')).json<Dashboard>().prescription!.videoLinks;

    const unsubscribed = await coachView();
    // Locked for the athlete until they subscribe: carried, marked, for the paywall.
    expect((await ownLinks()).map((link) => [link.videoId, link.accessible])).toEqual([
      [video.id, false],
    ]);
    await db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionExpires: null })
      .where(eq(users.id, a.user.id));
    expect((await ownLinks()).map((link) => [link.videoId, link.accessible])).toEqual([
      [video.id, true],
    ]);
    const subscribed = await coachView();

    expect(subscribed).toBe(unsubscribed);
    expect(subscribed).not.toContain(video.id);
    const analysis = JSON.parse(subscribed) as TeamAthleteAnalysis;
    expect(analysis.prescription).not.toHaveProperty('videoLinks');
    expect(analysis.prescription?.weightRoom.length).toBeGreaterThan(0);
  });

  it('a coach reads the analysis an athlete sees, and nothing once the athlete leaves or is removed', async () => {
    const server = await app();
    const c = await coach(server);
    const other = await coach(server, 'Other', 'Coach');
    const team = await createTeam(server, c);
    const otherTeam = await createTeam(server, other, 'Rivals');
    const a = await athlete(server);
    await saveResult(server, a, { movement: 'broad_jump', value: 100 });
    await join(server, a, team.inviteCode);
    const athleteId = a.user.id;
    const url = `/api/teams/${team.id}/athletes/${athleteId}`;

    const seen = await call(server, c, 'GET', url);
    expect(seen.statusCode, seen.body).toBe(200);
    const own = (await call(server, a, 'GET', '/api/dashboard')).json<Dashboard>();
    const { profile: coachProfile, ...coachData } = seen.json<TeamAthleteAnalysis>();
    const { profile: ownProfile, ...ownData } = own;
    expect(coachData).toEqual(ownData);
    expect(coachProfile.id).toBe(ownProfile.id);
    expect(seen.body).not.toContain(ownProfile.email!);

    // The coach of another team reaches nothing of this team, even by its own team id.
    for (const path of [url, `/api/teams/${otherTeam.id}/athletes/${athleteId}`]) {
      expect((await call(server, other, 'GET', path)).statusCode).toBe(404);
    }
    expect((await call(server, other, 'GET', `/api/teams/${team.id}/roster`)).statusCode).toBe(404);
    expect(
      (await call(server, other, 'DELETE', `/api/teams/${team.id}/members/${athleteId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(server, other, 'PATCH', `/api/teams/${team.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);

    // The athlete leaves: nothing more for the coach.
    expect((await call(server, a, 'POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(204);
    expect((await call(server, c, 'GET', url)).statusCode).toBe(404);
    const roster = (
      await call(server, c, 'GET', `/api/teams/${team.id}/roster`)
    ).json<RosterResponse>();
    expect(roster.athletes).toEqual([]);
    expect((await call(server, a, 'POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(404);

    // Rejoining adds a new membership; the coach then removes the athlete.
    await join(server, a, team.inviteCode);
    expect((await call(server, c, 'GET', url)).statusCode).toBe(200);
    const removed = await call(server, c, 'DELETE', `/api/teams/${team.id}/members/${athleteId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(server, c, 'GET', url)).statusCode).toBe(404);
    const history = await rows<{ left_at: Date | null; removed_by: string | null }>(
      sql`SELECT left_at, removed_by FROM team_memberships WHERE athlete_id = ${athleteId} ORDER BY joined_at`,
    );
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.left_at !== null)).toBe(true);
    expect(history.map((h) => h.removed_by)).toEqual([null, c.user.id]);
    expect(
      (await call(server, c, 'DELETE', `/api/teams/${team.id}/members/${athleteId}`)).statusCode,
    ).toBe(404);
  });

  it('the leaderboard ranks best values, earlier date first on ties, without opt-outs', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const [a, b, d, hidden, outsider] = await Promise.all([
      athlete(server, 'A', 'One'),
      athlete(server, 'B', 'Two'),
      athlete(server, 'D', 'Four'),
      athlete(server, 'H', 'Hidden'),
      athlete(server, 'O', 'Outside'),
    ]);
    for (const s of [a, b, d, hidden]) await join(server, s, team.inviteCode);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await saveResult(server, a, { movement: 'forty', value: 4.9, testDate: day(10) });
    await saveResult(server, a, { movement: 'forty', value: 4.7, testDate: day(2) });
    await saveResult(server, b, { movement: 'forty', value: 4.7, testDate: day(5) });
    await saveResult(server, d, { movement: 'forty', value: 5.1, testDate: day(1) });
    await saveResult(server, hidden, { movement: 'forty', value: 4.4, testDate: day(1) });
    const optOut = await call(server, hidden, 'PATCH', '/api/profile', { leaderboardOptOut: true });
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect(optOut.json().leaderboardOptOut).toBe(true);

    const res = await call(server, a, 'GET', `/api/teams/${team.id}/leaderboard?test=forty`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<LeaderboardResponse>();
    expect(board.rows.map((r) => [r.rank, r.lastName, r.value, r.testDate, r.isMe])).toEqual([
      [1, 'Two', 4.7, day(5), false],
      [2, 'One', 4.7, day(2), true],
      [3, 'Four', 5.1, day(1), false],
    ]);
    expect(
      (await call(server, c, 'GET', `/api/teams/${team.id}/leaderboard?test=forty`)).statusCode,
    ).toBe(200);
    expect(
      (await call(server, outsider, 'GET', `/api/teams/${team.id}/leaderboard?test=forty`))
        .statusCode,
    ).toBe(404);
    // An athlete hidden from leaderboards does not read them either.
    expect(
      (await call(server, hidden, 'GET', `/api/teams/${team.id}/leaderboard?test=forty`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(server, a, 'GET', `/api/teams/${team.id}/leaderboard?test=nope`)).statusCode,
    ).toBe(400);
  });

  it('Team Overview counts athletes, active this week and retests due', async () => {
    const server = await app();
    const c = await coach(server);
    const t1 = await createTeam(server, c, 'One');
    const t2 = await createTeam(server, c, 'Two');
    const [a, b] = await Promise.all([athlete(server), athlete(server)]);
    await join(server, a, t1.inviteCode);
    await join(server, a, t2.inviteCode);
    await join(server, b, t2.inviteCode);
    await saveResult(server, a, { movement: 'forty', value: 4.8 });
    const res = await call(server, c, 'GET', '/api/coach/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    // Both signed in just now; b never tested, so b is due a first test.
    expect(res.json<CoachDashboard>().teamOverview).toEqual({
      athletes: 2,
      activeThisWeek: 2,
      retestsDue: 1,
    });
    expect((await call(server, a, 'GET', '/api/coach/dashboard')).statusCode).toBe(403);
  });

  it('invite look-ups and joins are limited per user', async () => {
    const server = await app({
      teams: { joinsPerIpPer10Minutes: 1000, joinsPerUserPer10Minutes: 2 },
    });
    const a = await athlete(server);
    for (let i = 0; i < 2; i++) {
      expect((await call(server, a, 'GET', '/api/teams/join/ZZZZ2222')).statusCode).toBe(404);
    }
    const limited = await call(server, a, 'POST', '/api/teams/join', { code: 'ZZZZ2222' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user from the same address still gets through (per-user, not per-IP, here).
    const b = await athlete(server);
    expect((await call(server, b, 'GET', '/api/teams/join/ZZZZ2222')).statusCode).toBe(404);
  });

  it('invite look-ups are limited per IP address', async () => {
    const server = await app({
      teams: { joinsPerIpPer10Minutes: 1, joinsPerUserPer10Minutes: 1000 },
    });
    const [a, b] = await Promise.all([athlete(server), athlete(server)]);
    expect((await call(server, a, 'GET', '/api/teams/join/ZZZZ2222')).statusCode).toBe(404);
    expect((await call(server, b, 'GET', '/api/teams/join/ZZZZ2222')).statusCode).toBe(429);
  });

  it('reads a roster of 200 athletes in one request', async () => {
    const server = await app();
    const c = await coach(server);
    const team = await createTeam(server, c);
    const { db } = await getTestDatabase();
    await db.execute(sql`
      WITH acc AS (
        INSERT INTO auth_accounts (email)
        SELECT 'roster' || g || '.' || ${team.id} || '@example.test' FROM generate_series(1, 200) g
        RETURNING id, email
      ), u AS (
        INSERT INTO users (id, first_name, last_name, email, role, position, weight_lbs, primary_deficiency)
        SELECT id, 'First', email, email, 'athlete', 'WR', 190, 'form_deficient' FROM acc
        RETURNING id
      )
      INSERT INTO team_memberships (team_id, athlete_id) SELECT ${team.id}, id FROM u
    `);
    const res = await call(server, c, 'GET', `/api/teams/${team.id}/roster`);
    expect(res.statusCode).toBe(200);
    const roster = res.json<RosterResponse>();
    expect(roster.athletes).toHaveLength(200);
    expect(new Set(roster.athletes.map((r) => r.badge))).toEqual(new Set(['FORM']));
  });
});
