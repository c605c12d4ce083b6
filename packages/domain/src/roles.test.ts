import { describe, expect, it } from 'vitest';
import { isAthleteRole, isCoachRole } from './roles';

describe('roles', () => {
  it.each([
    ['athlete', true, false],
    ['coach', false, true],
    ['both', true, true],
    ['admin', false, false],
    ['', false, false],
  ])('%j: athlete %s, coach %s', (role, athlete, coach) => {
    expect(isAthleteRole(role)).toBe(athlete);
    expect(isCoachRole(role)).toBe(coach);
  });
});
