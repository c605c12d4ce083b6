import type {
  Dashboard,
  ListResultsResponse,
  Session,
  TestResult,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rateLimits } from '../src/config';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile } from './support/auth';
import { countOf } from './support/database';
import {
  enterSaved,
  ownResult,
  sendEntries,
  teamWithAthletes,
  testDayEntry,
  twoCoachScene,
} from './support/test-day';

/**
 * A coach's writes into athletes' histories (docs/product/limits.md 'Coach result writes',
 * docs/product/teams.md 'Corrections', 'Disputes'): budgets per coach and per athlete, the
 * athlete hiding all of one coach's entries at once, the coach deleting their own entries.
 */

const delivery = deliveryForThisFile();

const dashboard = async (app: App, s: Session) =>
  (await call(app, s, 'GET', '/api/dashboard')).json<Dashboard>();
const history = async (app: App, s: Session) =>
  (await call(app, s, 'GET', '/api/results/history')).json<ListResultsResponse>().results;

describe('coach write budgets', () => {
  it('a coach writing 2,000 results into one athlete history is refused past the budget, saying why', async () => {
    const app = await buildTestApp({}, delivery.integrations);
    const { coach, team, athletes } = await teamWithAthletes(app, delivery, ['Ann', 'Ben']);
    const [ann, ben] = athletes as [Session, Session];
    const perAthlete = app.config.limits.coachResultWritesPerAthlete.max;
    const statuses: number[] = [];
    // 2,000 results in batches of 100, as the abuse was sent.
    for (let batch = 0; batch < 20; batch++) {
      const entries = Array.from({ length: 100 }, () => testDayEntry(ann.user.id));
      const res = await sendEntries(app, coach, team.id, entries);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json<{ error: { message: string } }>().error.message).toMatch(
          new RegExp(
            `^Too many results were entered for one athlete: coaches may enter at most ${perAthlete} an hour for one athlete\\. Please try again in \\d+ seconds\\.$`,
          ),
        );
      }
    }
    expect(statuses.filter((s) => s === 200).length).toBe(Math.floor(perAthlete / 100));
    expect(statuses.at(-1)).toBe(429);
    expect(
      await countOf(
        sql`SELECT count(*) AS n FROM test_results WHERE athlete_id = ${ann.user.id} AND entered_by = ${coach.user.id}`,
      ),
    ).toBe(perAthlete);
    // Ben's history has its own budget.
    const res = await sendEntries(app, coach, team.id, [testDayEntry(ben.user.id)]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("every coach shares one athlete's budget, and a coach's own budget covers all their athletes; a refused batch writes nothing", async () => {
    const limits = {
      ...rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 60_000,
        sendsPerIdentifierPerHour: 5,
        verifiesPerIpPer10Minutes: 1000,
        coachResultWritesPerHour: 6,
        coachResultWritesPerAthletePerHour: 4,
      }),
    };
    const app = await buildTestApp({ limits }, delivery.integrations);
    const first = await teamWithAthletes(app, delivery, ['Cal', 'Dee'], 'Kim');
    const [cal, dee] = first.athletes as [Session, Session];
    const second = await teamWithAthletes(app, delivery, [], 'Lou');
    await call(app, cal, 'POST', '/api/teams/join', { code: second.team.inviteCode });
    // Kim: 3 for Cal. Lou: 1 for Cal (4 of Cal's 4), then 1 more is refused for Lou.
    expect(
      (
        await sendEntries(
          app,
          first.coach,
          first.team.id,
          [1, 2, 3].map(() => testDayEntry(cal.user.id)),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await sendEntries(app, second.coach, second.team.id, [testDayEntry(cal.user.id)]))
        .statusCode,
    ).toBe(200);
    const refused = await sendEntries(app, second.coach, second.team.id, [
      testDayEntry(cal.user.id),
    ]);
    expect(refused.statusCode).toBe(429);
    // Kim has 3 of 6 left: a batch of 4 for Dee does not fit whole, so none of it is written.
    const tooBig = await sendEntries(
      app,
      first.coach,
      first.team.id,
      [1, 2, 3, 4].map(() => testDayEntry(dee.user.id)),
    );
    expect(tooBig.statusCode).toBe(429);
    expect(tooBig.json<{ error: { message: string } }>().error.message).toMatch(
      /^You entered too many results: at most 6 an hour\./,
    );
    expect(await history(app, dee)).toHaveLength(1); // only the onboarding jump
    expect(
      (
        await sendEntries(
          app,
          first.coach,
          first.team.id,
          [1, 2, 3].map(() => testDayEntry(dee.user.id)),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe("hiding all of one coach's entries", () => {
  it("hides every current entry of that coach with one reason and a revision each; the athlete's own results and other coaches' stay", async () => {
    const {
      app,
      athlete: eve,
      first,
      second,
    } = await twoCoachScene(delivery, 'Eve', ['Max', 'Ned']);
    const floods = await enterSaved(app, first.coach, first.team.id, [
      testDayEntry(eve.user.id, { value: 140 }),
      testDayEntry(eve.user.id, { value: 130 }),
      testDayEntry(eve.user.id, { movement: 'forty', value: 4.3, timingMethod: 'electronic' }),
    ]);
    const [fair] = await enterSaved(app, second.coach, second.team.id, [
      testDayEntry(eve.user.id, { value: 96 }),
    ]);
    expect((await dashboard(app, eve)).bestValues.broad_jump).toBe(140);

    const res = await call(app, eve, 'POST', '/api/results/hide-coach-entries', {
      coachId: first.coach.user.id,
      reason: 'These are not my numbers',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hidden: 3 });
    const board = await dashboard(app, eve);
    expect(board.bestValues.broad_jump).toBe(96); // Ned's entry counts; 80 in onboarding is less
    expect(board.bestValues.forty ?? null).toBeNull();
    const rows = await history(app, eve);
    const byId = new Map(rows.map((r: TestResult) => [r.id, r]));
    for (const id of floods)
      expect(byId.get(id)).toMatchObject({ hiddenReason: 'These are not my numbers' });
    expect(byId.get(fair!)?.hiddenAt).toBeNull();
    expect(
      await countOf(sql`SELECT count(*) AS n FROM test_result_revisions v JOIN test_results r ON r.id = v.result_id
        WHERE r.athlete_id = ${eve.user.id} AND v.action = 'hide' AND v.changed_by = ${eve.user.id}`),
    ).toBe(3);
    // Again: nothing left to hide. Naming herself or nobody hides nothing of her own.
    const again = await call(app, eve, 'POST', '/api/results/hide-coach-entries', {
      coachId: first.coach.user.id,
      reason: 'Again',
    });
    expect(again.json()).toEqual({ hidden: 0 });
    const self = await call(app, eve, 'POST', '/api/results/hide-coach-entries', {
      coachId: eve.user.id,
      reason: 'Mine',
    });
    expect(self.json()).toEqual({ hidden: 0 });
  });
});

describe('a coach deletes their own entries', () => {
  it("deletes and restores with revisions; never the athlete's own, another coach's, or after the athlete left", async () => {
    const {
      app,
      athlete: fay,
      first,
      second,
    } = await twoCoachScene(delivery, 'Fay', ['Oli', 'Pat']);
    const [mine] = await enterSaved(app, first.coach, first.team.id, [
      testDayEntry(fay.user.id, { value: 142 }),
    ]);
    const [theirs] = await enterSaved(app, second.coach, second.team.id, [
      testDayEntry(fay.user.id, { value: 90 }),
    ]);
    const own = await ownResult(app, fay);
    expect((await dashboard(app, fay)).bestValues.broad_jump).toBe(142);

    const url = (id: string) => `/api/teams/${first.team.id}/results/${id}`;
    const deleted = await call(app, first.coach, 'DELETE', url(mine!));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TestResult>().deletedAt).not.toBeNull();
    expect((await dashboard(app, fay)).bestValues.broad_jump).toBe(90);
    const restored = await call(app, first.coach, 'POST', `${url(mine!)}/restore`);
    expect(restored.json<TestResult>().deletedAt).toBeNull();
    expect((await dashboard(app, fay)).bestValues.broad_jump).toBe(142);
    expect(
      await countOf(
        sql`SELECT count(*) AS n FROM test_result_revisions WHERE result_id = ${mine!} AND changed_by = ${first.coach.user.id} AND action IN ('delete', 'restore')`,
      ),
    ).toBe(2);

    for (const id of [own.id, theirs!])
      expect((await call(app, first.coach, 'DELETE', url(id))).statusCode).toBe(404);
    // Under another team's id: not found either.
    expect(
      (await call(app, first.coach, 'DELETE', `/api/teams/${second.team.id}/results/${mine}`))
        .statusCode,
    ).toBe(404);
    await call(app, fay, 'POST', `/api/teams/${first.team.id}/leave`);
    expect((await call(app, first.coach, 'DELETE', url(mine!))).statusCode).toBe(404);
    expect((await dashboard(app, fay)).bestValues.broad_jump).toBe(142);
  });
});
