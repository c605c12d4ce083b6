import type { LeaderboardResponse, Session, Team } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';

/**
 * A leaderboard of a timed test ranks electronic, hand and not-said times apart, never mixed
 * (docs/product/teams.md, "Leaderboards"; ADR 063).
 */

const delivery = deliveryForThisFile();

async function teamWith(server: App, names: string[]) {
  const coach = await signUp(server, delivery, {
    role: 'coach',
    firstName: 'Cal',
    lastName: 'Coach',
  });
  const created = await call(server, coach, 'POST', '/api/teams', {
    name: 'Varsity',
    sportLevel: 'high_school',
  });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  const athletes: Record<string, Session> = {};
  for (const firstName of names) {
    const athlete = await signUpAthlete(server, delivery, { firstName, lastName: 'Runner' });
    const joined = await call(server, athlete, 'POST', '/api/teams/join', {
      code: team.inviteCode,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    athletes[firstName] = athlete;
  }
  return { coach, team, athletes };
}

async function save(server: App, athlete: Session, payload: Record<string, unknown>) {
  const res = await call(server, athlete, 'POST', '/api/results', payload);
  expect(res.statusCode, res.body).toBe(201);
}

const ranked = (board: LeaderboardResponse) => board.rows.map((r) => [r.firstName, r.value]);

describe('leaderboard timing', () => {
  it('ranks electronic times by default, hand and not-said times apart, each athlete in every class they have', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const { coach, team, athletes } = await teamWith(server, ['Eve', 'Hal', 'Ned']);
    const { Eve, Hal, Ned } = athletes as Record<'Eve' | 'Hal' | 'Ned', Session>;
    // A hand 4.45 would top an electronic 4.70 if they were mixed.
    await save(server, Eve, { movement: 'forty', value: 4.7, timingMethod: 'electronic' });
    await save(server, Eve, { movement: 'forty', value: 4.5, timingMethod: 'hand' });
    await save(server, Hal, { movement: 'forty', value: 4.45, timingMethod: 'hand' });
    await save(server, Ned, { movement: 'forty', value: 4.6 });
    // A session's device decides the class: laser with a beam start is electronic.
    await save(server, Ned, {
      movement: 'forty',
      value: 4.9,
      session: { device: 'laser', start: { kind: 'beam', distance: 0.5, unit: 'm' } },
    });
    const board = async (query: string) => {
      const res = await call(server, coach, 'GET', `/api/teams/${team.id}/leaderboard?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LeaderboardResponse>();
    };

    const byDefault = await board('test=forty');
    expect(byDefault.timing).toBe('electronic');
    expect(byDefault.timings).toEqual([
      { timing: 'electronic', athletes: 2 },
      { timing: 'hand', athletes: 2 },
      { timing: 'not-said', athletes: 1 },
    ]);
    expect(ranked(byDefault)).toEqual([
      ['Eve', 4.7],
      ['Ned', 4.9],
    ]);

    const hand = await board('test=forty&timing=hand');
    expect(hand.timing).toBe('hand');
    expect(ranked(hand)).toEqual([
      ['Hal', 4.45],
      ['Eve', 4.5],
    ]);
    expect(hand.rows.map((r) => r.rank)).toEqual([1, 2]);
    expect(ranked(await board('test=forty&timing=not-said'))).toEqual([['Ned', 4.6]]);

    // A test that is not timed has no classes: every value counts, and a timing asked is ignored.
    await save(server, Hal, { movement: 'broad_jump', value: 100 });
    const jump = await board('test=broad_jump&timing=hand');
    expect(jump).toMatchObject({ timing: null, timings: [] });
    expect(ranked(jump)).toEqual([['Hal', 100]]);

    expect(
      (await call(server, coach, 'GET', `/api/teams/${team.id}/leaderboard?test=forty&timing=all`))
        .statusCode,
    ).toBe(400);
  });

  it('shows hand times by default when nobody has an electronic time', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const { coach, team, athletes } = await teamWith(server, ['Hal']);
    await save(server, athletes.Hal!, { movement: '5_10_fly', value: 1.1, timingMethod: 'hand' });
    const res = await call(server, coach, 'GET', `/api/teams/${team.id}/leaderboard?test=5_10_fly`);
    const board = res.json<LeaderboardResponse>();
    expect(board).toMatchObject({ timing: 'hand', timings: [{ timing: 'hand', athletes: 1 }] });
    expect(ranked(board)).toEqual([['Hal', 1.1]]);
  });
});
