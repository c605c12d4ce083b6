import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '@/testing/fixtures';
import { type Guard, profilePasses, ROUTES, routeFor } from './route-table';

// Tests run from the repository's root.
const SCREENS_DOC = join(process.cwd(), 'docs/product/screens.md');

/** The 'who may open it' column of docs/product/screens.md 'Routes', read as a guard. */
function guardOf(who: string): Guard {
  if (who.startsWith('anyone (outside the beta gate')) return 'open';
  if (who === 'anyone') return 'beta';
  if (who.startsWith('signed in, no profile')) return 'signed-in';
  if (who.startsWith('athletes')) return 'athlete';
  if (who.startsWith('coaches')) return 'coach';
  if (who.startsWith('admins')) return 'admin';
  throw new Error(`screens.md: no guard reads "${who}"`);
}

/** Every route the doc's table lists, with the guard its row names. */
function documentedRoutes(): Map<string, Guard> {
  const doc = readFileSync(SCREENS_DOC, 'utf8');
  const section = doc.split(/^## Routes$/m)[1]?.split(/^## /m)[0] ?? '';
  const routes = new Map<string, Guard>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // '| route | who | what |' → ['', route, who, what, '']
    if (cells.length < 5 || !cells[1]?.startsWith('`')) continue;
    const guard = guardOf(cells[2]!);
    for (const [, path] of cells[1].matchAll(/`([^`]+)`/g)) {
      routes.set(path!.replace(/\?.*$/, ''), guard);
    }
  }
  return routes;
}

describe('the route table', () => {
  it('is the one docs/product/screens.md describes: every route, each with its guard', () => {
    const documented = documentedRoutes();
    const routed = new Map(ROUTES.map((route) => [route.path, route.guard]));
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(routed));
  });

  it('declares each address once', () => {
    const addresses = ROUTES.map((route) => route.path);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('finds the screen of an address, with its parameters', () => {
    expect(routeFor('/coach/team/t-1/test-day')?.path).toBe('/coach/team/:teamId/test-day');
    expect(routeFor('/athlete/dashboard')?.earlyData).toBeTypeOf('function');
    expect(routeFor('/nowhere')).toBeUndefined();
  });

  it('judges the stored profile by the screen’s guard before the session check', () => {
    const dashboard = routeFor('/athlete/dashboard')!;
    expect(profilePasses(dashboard, profileFixture(), '/athlete/dashboard')).toBe(true);
    expect(
      profilePasses(
        dashboard,
        profileFixture({ onboardingCompleted: false }),
        '/athlete/dashboard',
      ),
    ).toBe(false);
    expect(profilePasses(dashboard, profileFixture({ role: 'coach' }), '/athlete/dashboard')).toBe(
      false,
    );
    const onboarding = routeFor('/athlete/onboarding')!;
    expect(
      profilePasses(
        onboarding,
        profileFixture({ onboardingCompleted: false }),
        '/athlete/onboarding',
      ),
    ).toBe(true);
  });
});
