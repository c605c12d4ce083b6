import { describe, expect, it } from 'vitest';
import { profileFixture } from '@/testing/fixtures';
import { roleRedirect } from './role-redirect';

describe('roleRedirect: the birth month comes first (docs/product/privacy.md)', () => {
  it('sends an athlete without a birth month to the question from any athlete page', () => {
    const profile = profileFixture({ birthYear: null, birthMonth: null });
    expect(roleRedirect(profile, 'athlete', '/athlete/dashboard')).toBe('/athlete/birth-month');
    expect(roleRedirect(profile, 'athlete', '/athlete/onboarding')).toBe('/athlete/birth-month');
    expect(roleRedirect(profile, 'athlete', '/athlete/birth-month')).toBeNull();
  });

  it('moves on from the question once it is answered: to onboarding, or the dashboard', () => {
    const onboarding = profileFixture({ onboardingCompleted: false });
    expect(roleRedirect(onboarding, 'athlete', '/athlete/birth-month')).toBe('/athlete/onboarding');
    expect(roleRedirect(profileFixture(), 'athlete', '/athlete/birth-month')).toBe(
      '/athlete/dashboard',
    );
    expect(roleRedirect(profileFixture(), 'athlete', '/athlete/progress')).toBeNull();
  });
});
