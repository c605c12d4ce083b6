/** Teams through the HTTP API, for the team test files: a coach, an athlete, a team, a join. */
import type { Session, Team } from '@gamespeed/domain/contracts';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { buildTestApp } from './app';
import { call, type Delivery, signUp, signUpAthlete } from './auth';

export function teamHelpers(delivery: Delivery) {
  const app = (overrides: Partial<AppConfig> = {}) =>
    buildTestApp(overrides, delivery.integrations);
  const athlete = (server: App, firstName = 'Ath', lastName = 'Lete') =>
    signUpAthlete(server, delivery, { firstName, lastName });
  const coach = (server: App, firstName = 'Coach', lastName = 'Prime') =>
    signUp(server, delivery, { role: 'coach', firstName, lastName });
  return { app, athlete, coach };
}

export async function createTeam(server: App, session: Session, name = 'Varsity'): Promise<Team> {
  const res = await call(server, session, 'POST', '/api/teams', {
    name,
    sportLevel: 'high_school',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>();
}

export async function joinTeam(server: App, session: Session, code: string) {
  const res = await call(server, session, 'POST', '/api/teams/join', { code });
  expect(res.statusCode, res.body).toBe(200);
}

/** The token of a team's invite link. */
export const tokenOf = (team: Team) => team.inviteLink.split('/join/')[1]!;
