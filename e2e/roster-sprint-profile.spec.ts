import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn } from './support/accounts';
import { expect, grantBetaAccess, signUpForThisTest, test, uniqueEmail } from './support/fixtures';

/**
 * The roster's sprint profile (docs/product/teams.md, "Roster"): a coach sorts the roster by top
 * speed; the athletes with a profile come fastest first with their profile line, the one without
 * comes last and the screen says so.
 */
const shot = (name: string) => ({ path: `screenshots/roster-sprint-profile-${name}.png` });

/** Calls the API as `session` (set-up only, not what is tested). */
async function as(
  page: Page,
  session: { access_token: string },
  method: 'PUT' | 'POST',
  path: string,
  data: unknown,
) {
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A 40 on gates from first movement with its 10- and 20-yd splits. */
const forty = (splits: [number, number], value: number) => ({
  movement: 'forty',
  value,
  clientId: crypto.randomUUID(),
  session: {
    id: crypto.randomUUID(),
    device: 'timing-gates',
    start: { kind: 'first-movement-electronic' },
  },
  trials: [
    {
      id: crypto.randomUUID(),
      value,
      splits: [
        { distance: 10, unit: 'yd', seconds: splits[0] },
        { distance: 20, unit: 'yd', seconds: splits[1] },
      ],
    },
  ],
});

test('a coach sorts the roster by top speed; an athlete without a profile is last, and said so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const coach = await signUpForThisTest({
    identifier: uniqueEmail('roster-coach'),
    role: 'coach',
    firstName: 'Casey',
  });
  await grantBetaAccess(page);
  await openSignedIn(page, coach, '/coach/team');
  const team = await as(page, coach, 'POST', '/api/teams', { name: 'Sprinters' });
  const athletes = [
    { firstName: 'Avery', forty: forty([1.6, 2.65], 4.55) },
    { firstName: 'Blake', forty: null },
    { firstName: 'Cruz', forty: forty([1.68, 2.78], 4.78) },
  ];
  for (const { firstName, forty: result } of athletes) {
    const athlete = await signUpForThisTest({
      identifier: uniqueEmail('roster-athlete'),
      role: 'athlete',
      firstName,
      lastName: 'Sprint',
    });
    await as(page, athlete, 'PUT', '/api/profile/physical', {
      position: 'WR',
      heightInches: 72,
      weightLbs: 190,
    });
    await as(page, athlete, 'PUT', '/api/onboarding/broad-jump', { feet: 9, inches: 6 });
    await as(page, athlete, 'POST', '/api/teams/join', { code: team.inviteCode });
    if (result) await as(page, athlete, 'POST', '/api/results', result);
  }

  await page.reload();
  const roster = page.getByRole('region', { name: 'Roster' });
  await expect(roster.getByRole('link')).toHaveCount(3);
  // By keyboard: the sort opens with Enter, its options are found by typing.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Top speed, MSS (fastest first)' })).toBeVisible();
  await page.keyboard.type('Top s');
  await page.keyboard.press('Enter');
  await expect(sort).toHaveText('Top speed, MSS (fastest first)');
  const rows = roster.getByRole('link');
  await expect(rows.nth(0)).toContainText('Avery Sprint');
  await expect(rows.nth(0)).toContainText(
    /Sprint profile \w+ \d+ · 21\.5\smph\s\(9\.62\sm\/s\) · F0\s[\d.]+\sN\/kg/,
  );
  await expect(rows.nth(1)).toContainText('Cruz Sprint');
  await expect(rows.nth(2)).toContainText('Blake Sprint');
  await expect(rows.nth(2)).toContainText('No sprint profile');
  await expect(page.getByText('1 athlete without a sprint profile is listed last.')).toBeVisible();
  await page.screenshot(shot('01-sorted'));
  await roster.screenshot(shot('02-roster'));
  await expectNoSeriousA11yViolations(page, 'roster sorted by top speed');
});
