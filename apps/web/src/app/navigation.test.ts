import { describe, expect, it } from 'vitest';
import { navFor } from './navigation';

const labels = (items: ReturnType<typeof navFor>) => items?.map((item) => item.label) ?? null;

describe('navFor', () => {
  it('has no bar without a profile or on the admin dashboard', () => {
    expect(navFor(null, '/athlete/dashboard')).toBeNull();
    expect(navFor({ role: 'coach' }, '/admin/dashboard')).toBeNull();
  });

  it('gives athletes and coaches their own four items', () => {
    expect(labels(navFor({ role: 'athlete' }, '/athlete/drills'))).toEqual([
      'Home',
      'Drills',
      'Progress',
      'Profile',
    ]);
    expect(labels(navFor({ role: 'coach' }, '/coach/team'))).toEqual([
      'Home',
      'Education',
      'Team',
      'Profile',
    ]);
  });

  it('gives a user who is both a way to the other area, from either side', () => {
    const fromCoach = navFor({ role: 'both' }, '/coach/dashboard');
    expect(labels(fromCoach)).toEqual(['Home', 'Education', 'Team', 'Profile', 'Training']);
    expect(fromCoach?.at(-1)?.href).toBe('/athlete/dashboard');
    const fromAthlete = navFor({ role: 'both' }, '/athlete/progress');
    expect(labels(fromAthlete)).toEqual(['Home', 'Drills', 'Progress', 'Profile', 'Coach']);
    expect(fromAthlete?.at(-1)?.href).toBe('/coach/dashboard');
  });
});
