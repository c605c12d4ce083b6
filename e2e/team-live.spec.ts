import type { Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn } from './support/accounts';
import { api, signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, signUpForThisTest, test, uniqueEmail } from './support/fixtures';

/**
 * Teams, live and ranked (docs/product/teams.md): the coach's open roster follows an athlete's
 * save without a reload, and the team leaderboard ranks best values for the coach and, with the
 * viewer's own row marked, for an athlete on the team.
 */

const shot = (name: string) => ({ path: `screenshots/team-live-${name}.png`, fullPage: true });

async function onboardedAthlete(browser: Browser, firstName: string, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await grantBetaAccess(page);
  // 9' 6" at 190 lb: 15 in short of the elite broad jump.
  await signUpOnboardedAthlete(page, firstName, 'teamlive');
  await api(page, 'POST', '/api/teams/join', { code });
  return page;
}

test('an open roster follows an athlete’s save live; the team leaderboard for coach and athlete', async ({
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
  const blake = await onboardedAthlete(browser, 'Blake', team.inviteCode);
  // Avery has joined but not tested yet; she calls the API from her own device.
  const averySession = await signUpForThisTest({
    identifier: uniqueEmail('teamlive'),
    role: 'athlete',
    firstName: 'Avery',
  });
  const asAvery = async (path: string, data: unknown) => {
    const response = await coach.request.post(path, {
      data,
      headers: { authorization: `Bearer ${averySession.access_token}` },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  await asAvery('/api/teams/join', { code: team.inviteCode });

  // The roster is open and its live connection up.
  const live = coach.waitForResponse((r) => r.url().includes('/api/events?ticket='));
  await coach.goto('/coach/team');
  await live;
  const averyRow = coach.getByRole('link', { name: /Avery Rivers/ });
  await expect(averyRow).toContainText('No tests yet');
  await coach.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // Avery saves her first broad jump (10' 0") on her own device.
  await asAvery('/api/results', { movement: 'broad_jump', value: 120 });
  await expect(averyRow).toContainText(/Last test [A-Z][a-z]{2} \d{1,2}/);
  await expect(averyRow).not.toContainText('No tests yet');
  await coach.screenshot(shot('00-roster-after-live-update'));
  expect(
    await coach.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);

  // The leaderboard: best first, formatted like everywhere else; another test can be empty.
  await coach.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(coach).toHaveURL(new RegExp(`/coach/team/${team.id}/leaderboard$`));
  await expect(coach.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await expect(coach.getByText('Hawks · Best result of each athlete')).toBeVisible();
  const board = coach.getByRole('list', { name: 'Broad Jump leaderboard' });
  await expect(board.getByRole('listitem')).toHaveCount(2);
  await expect(board.getByRole('listitem').nth(0)).toContainText('Avery Rivers');
  await expect(board.getByRole('listitem').nth(0)).toContainText(`10' 0"`);
  await expect(board.getByRole('listitem').nth(1)).toContainText('Blake Rivers');
  await expect(board.getByRole('listitem').nth(1)).toContainText(`9' 6"`);
  await expect(board.getByText('You')).toHaveCount(0);
  await coach.screenshot(shot('01-coach-leaderboard'));
  await expectNoSeriousA11yViolations(coach, 'coach leaderboard');
  await coach.getByRole('combobox', { name: 'Test' }).click();
  await coach.getByRole('option', { name: '40 Yard Dash', exact: true }).click();
  await expect(coach.getByText('No 40 Yard Dash results yet')).toBeVisible();
  await coach.screenshot(shot('02-coach-leaderboard-empty'));

  // Blake opens it from his dashboard's 'Team Leaderboard' card: his own row is marked.
  await blake.goto('/athlete/dashboard');
  const dashboardCard = blake.getByRole('region', { name: 'Team leaderboards' });
  await expect(dashboardCard.getByRole('heading', { name: 'Team Leaderboard' })).toBeVisible();
  await dashboardCard.scrollIntoViewIfNeeded();
  await dashboardCard.screenshot({
    path: 'screenshots/team-live-02b-dashboard-leaderboard-card.png',
  });
  await dashboardCard.getByRole('link', { name: 'Leaderboard of Hawks' }).click();
  await expect(blake).toHaveURL(new RegExp(`/athlete/teams/${team.id}/leaderboard$`));
  const mine = blake.getByRole('list', { name: 'Broad Jump leaderboard' });
  await expect(mine.getByRole('listitem').nth(1)).toContainText('Blake Rivers');
  await expect(mine.getByRole('listitem').nth(1)).toContainText('You');
  await expect(mine.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(mine.getByRole('listitem').nth(0)).not.toContainText('You');
  await blake.screenshot(shot('03-athlete-leaderboard'));
  await expectNoSeriousA11yViolations(blake, 'athlete leaderboard');
  // Settings → Teams leads there too.
  await blake.goto('/athlete/settings');
  await blake.getByRole('link', { name: 'Leaderboard of Hawks' }).click();
  await expect(blake).toHaveURL(new RegExp(`/athlete/teams/${team.id}/leaderboard$`));

  // Hidden from leaderboards: the link goes away from Settings.
  await blake.goto('/athlete/settings');
  await blake.getByRole('switch', { name: /Hide me from leaderboards/ }).click();
  await expect(blake.getByRole('link', { name: 'Leaderboard of Hawks' })).toHaveCount(0);
  // ...and from the dashboard, once his teams have been read there.
  const teamsRead = blake.waitForResponse((r) => r.url().endsWith('/api/teams/mine'));
  await blake.goto('/athlete/dashboard');
  await teamsRead;
  await expect(blake.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(blake.getByRole('region', { name: 'Team leaderboards' })).toHaveCount(0);
});
