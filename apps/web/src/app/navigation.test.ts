import { describe, expect, it } from 'vitest';
import { navFor } from './navigation';

const labels = (items: ReturnType<typeof navFor>) => items?.map((item) => item.label) ?? null;

describe('navFor', () => {
  it('has no bar without a profile or on the admin dashboard', () => {
    expect(navFor(null, '/athlete/dashboard')).toBeNull();
    expect(navFor({ role: 'coach' }, '/admin/dashboard')).toBeNull();
  });

  it("shows an admin's own navigation on the other admin screens", () => {
    // Only the admin dashboard has no bar (docs/product/screens.md); an admin is a coach or an
    // athlete with the flag, and reaches their own area from Manage Videos too.
    for (const path of ['/admin/videos', '/admin/videos/new', '/admin/prescriptions'])
      expect(labels(navFor({ role: 'coach' }, path))).toEqual([
        'Home',
        'Education',
        'Team',
        'Profile',
      ]);
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
