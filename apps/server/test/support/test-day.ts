import { randomUUID } from 'node:crypto';
import type {
  ListResultsResponse,
  Session,
  Team,
  TeamResultOutcome,
  TestResult,
} from '@gamespeed/domain/contracts';
import type { App } from '../../src/app';
import { buildTestApp } from './app';
import { call, type Delivery, signUp, signUpAthlete } from './auth';

/** A coach's team with athletes on it (each onboarded with a 6 ft 8 in broad jump). */
export async function teamWithAthletes(
  app: App,
  delivery: Delivery,
  firstNames: readonly string[],
  coachName = 'Jane',
): Promise<{ coach: Session; team: Team; athletes: Session[] }> {
  const coach = await signUp(app, delivery, {
    role: 'coach',
    firstName: coachName,
    lastName: 'Doe',
  });
  const created = await call(app, coach, 'POST', '/api/teams', { name: `${coachName}'s team` });
  if (created.statusCode !== 201) throw new Error(`team: ${created.body}`);
  const team = created.json<Team>();
  const athletes: Session[] = [];
  for (const firstName of firstNames) {
    const athlete = await signUpAthlete(app, delivery, {
      firstName,
      lastName: 'Lete',
      broadJump: { feet: 6, inches: 8 },
    });
    await joinTeam(app, athlete, team.inviteCode);
    athletes.push(athlete);
  }
  return { coach, team, athletes };
}

export async function joinTeam(app: App, athlete: Session, inviteCode: string) {
  const joined = await call(app, athlete, 'POST', '/api/teams/join', { code: inviteCode });
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.body}`);
}

/** A test-day entry: a broad jump of `value` inches unless `fields` say otherwise. */
export const testDayEntry = (athleteId: string, fields: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  athleteId,
  movement: 'broad_jump',
  value: 100,
  testDate: '2026-11-20',
  ...fields,
});

/** Sends test-day entries; answers the raw reply (a 429 is an answer too). */
export const sendEntries = (app: App, coach: Session, teamId: string, entries: unknown[]) =>
  call(app, coach, 'POST', `/api/teams/${teamId}/results`, { entries });

/** The saved result of each outcome (throws on a refusal). */
export function savedIds(outcomes: TeamResultOutcome[]): string[] {
  return outcomes.map((o) => {
    if (o.status !== 'saved') throw new Error(`refused: ${o.reason}`);
    return o.result.id;
  });
}

/** One athlete on the teams of two coaches (each coach's own team). */
export async function athleteWithTwoCoaches(
  app: App,
  delivery: Delivery,
  athleteName: string,
  coachNames: readonly [string, string],
) {
  const first = await teamWithAthletes(app, delivery, [athleteName], coachNames[0]);
  const athlete = first.athletes[0]!;
  const second = await teamWithAthletes(app, delivery, [], coachNames[1]);
  await joinTeam(app, athlete, second.team.inviteCode);
  return { athlete, first, second };
}

/** A fresh app with one athlete on two coaches' teams (see athleteWithTwoCoaches). */
export async function twoCoachScene(
  delivery: Delivery,
  athleteName: string,
  coachNames: readonly [string, string],
) {
  const app = await buildTestApp({}, delivery.integrations);
  return { app, ...(await athleteWithTwoCoaches(app, delivery, athleteName, coachNames)) };
}

/** The athlete's own result (the one onboarding saved), not one a coach entered. */
export async function ownResult(app: App, athlete: Session): Promise<TestResult> {
  const res = await call(app, athlete, 'GET', '/api/results/history');
  return res.json<ListResultsResponse>().results.find((r) => !r.enteredByCoach)!;
}

/** Sends test-day entries that must all be saved; answers the saved results' ids. */
export async function enterSaved(app: App, coach: Session, teamId: string, entries: unknown[]) {
  const res = await sendEntries(app, coach, teamId, entries);
  if (res.statusCode !== 200) throw new Error(`entries: ${res.statusCode} ${res.body}`);
  return savedIds(res.json<{ outcomes: TeamResultOutcome[] }>().outcomes);
}
