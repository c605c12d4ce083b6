import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn } from './support/accounts';
import { api, signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, signUpForThisTest, test, uniqueEmail } from './support/fixtures';

/**
 * Like with like (docs/product/results.md, "Hand against electronic"; docs/product/teams.md,
 * "Leaderboards"): hand-timed values carry their mark on the leaderboard, which ranks electronic
 * times by default and switches to hand times; the dashboard shows a hand 40's ≈ electronic
 * estimate beside it; a result typed in later for an earlier day sits at its test date on the
 * Progress chart.
 */

const shot = (name: string) => ({ path: `screenshots/timing-${name}.png`, fullPage: true });

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function athleteOnTeam(browser: Browser, firstName: string, code: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, firstName, 'timing');
  await api(page, 'POST', '/api/teams/join', { code });
  return page;
}

test('hand and electronic times: the leaderboard filter and mark, the dashboard estimate, the Progress chart by test date', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const coach = await (await browser.newContext()).newPage();
  await grantBetaAccess(coach);
  const coachSession = await signUpForThisTest({
    identifier: uniqueEmail('coach'),
    role: 'coach',
    firstName: 'Casey',
    lastName: 'Morgan',
  });
  await openSignedIn(coach, coachSession, '/coach/dashboard');
  const team = (await api(coach, 'POST', '/api/teams', { name: 'Hawks' })) as {
    id: string;
    inviteCode: string;
  };
  const hal = await athleteOnTeam(browser, 'Hal', team.inviteCode);
  const eve = await athleteOnTeam(browser, 'Eve', team.inviteCode);
  await api(eve, 'POST', '/api/results', {
    movement: 'forty',
    value: 4.7,
    timingMethod: 'electronic',
  });
  // Hal's stopwatch 4.45 today, then last month's 4.60 typed in afterwards.
  await api(hal, 'POST', '/api/results', { movement: 'forty', value: 4.45, timingMethod: 'hand' });
  await api(hal, 'POST', '/api/results', {
    movement: 'forty',
    value: 4.6,
    timingMethod: 'hand',
    testDate: day(30),
  });

  // The leaderboard ranks electronic times first: Eve alone, no hand mark.
  await coach.goto(`/coach/team/${team.id}/leaderboard`);
  await coach.getByRole('combobox', { name: 'Test' }).click();
  await coach.getByRole('option', { name: '40 Yard Dash', exact: true }).click();
  const board = coach.getByRole('list', { name: '40 Yard Dash leaderboard' });
  const timing = coach.getByRole('group', { name: 'Timing' });
  await expect(timing.getByRole('button', { name: 'Electronic' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    coach.getByText('Electronic times only (laser, timing gates, video app)'),
  ).toBeVisible();
  await expect(board.getByRole('listitem')).toHaveCount(1);
  await expect(board.getByRole('listitem').nth(0)).toContainText('Eve Rivers');
  await expect(board.getByRole('listitem').nth(0)).toContainText('4.70s');
  await expect(board.getByText('hand', { exact: true })).toHaveCount(0);
  await coach.screenshot(shot('01-leaderboard-electronic'));
  await expectNoSeriousA11yViolations(coach, 'leaderboard, electronic');

  // Hand times: Hal's best, marked.
  await timing.getByRole('button', { name: 'Hand' }).click();
  await expect(timing.getByRole('button', { name: 'Hand' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(board.getByRole('listitem')).toHaveCount(1);
  await expect(board.getByRole('listitem').nth(0)).toContainText('Hal Rivers');
  await expect(board.getByRole('listitem').nth(0)).toContainText('4.45shand');
  await coach.screenshot(shot('02-leaderboard-hand'));
  await expectNoSeriousA11yViolations(coach, 'leaderboard, hand');

  await coach.goto('/coach/team');
  await expect(coach.getByRole('link', { name: /Hal Rivers/ })).toContainText(
    '15 in short on Broad Jump',
  );
  await coach.screenshot(shot('03-roster'));

  // Hal's dashboard: the hand 40 marked, with its estimate beside it.
  await hal.goto('/athlete/dashboard');
  const power = hal.getByRole('table', { name: /Power to Speed compared/ });
  const forty = power.getByRole('row', { name: /^40 Yard/ });
  await expect(forty).toContainText('4.45shand');
  await expect(forty).toContainText('≈ 4.67s electronic');
  await expect(hal.getByText(/^hand: timed by hand\. The benchmarks are electronic/)).toBeVisible();
  await hal.screenshot(shot('04-dashboard'));
  await expectNoSeriousA11yViolations(hal, 'dashboard with a hand time');

  // Progress: the back-logged 4.60 sits first, at its test date, with the hand shape explained.
  await hal.goto('/athlete/progress');
  const chart = hal.getByRole('region', { name: '40 Yard Dash' });
  await expect(chart.getByText('Hand-timed: square')).toBeVisible();
  await chart.getByText('Show values').click();
  const rows = chart.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(shortDay(day(30)));
  await expect(rows.nth(1)).toContainText('4.60shand');
  await expect(rows.nth(2)).toContainText(shortDay(day(0)));
  await expect(rows.nth(2)).toContainText('4.45shand (best)');
  await hal.screenshot(shot('05-progress'));
  await expectNoSeriousA11yViolations(hal, 'progress with hand times');
});
