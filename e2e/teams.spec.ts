import { signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * Teams (docs/product/teams.md): a coach creates a team; an athlete opens the invite link before
 * having an account, signs up, finishes onboarding and is brought back to join; the roster shows
 * the athlete's badge; once removed, the athlete leaves the roster and the coach can no longer
 * read their analysis.
 */

const shot = (name: string) => ({ path: `screenshots/teams-${name}.png`, fullPage: true });

test('coach invites by link, athlete joins after sign-up, roster badge, removal ends access', async ({
  browser,
}) => {
  // Two people, two sign-ups and an onboarding: longer than one screen's test.
  test.setTimeout(180_000);
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await grantBetaAccess(coach);
  await signUpViaUi(coach, {
    identifier: uniqueEmail('coach'),
    role: 'Coach',
    firstName: 'Casey',
    lastName: 'Morgan',
  });
  await expect(coach).toHaveURL(/\/coach\/dashboard$/);

  // No team yet: the empty state and the form.
  await coach.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(coach.getByText('No athletes added yet')).toBeVisible();
  await coach.getByRole('button', { name: 'Create Team' }).click();
  await expect(coach.getByText('Please enter a team name')).toBeVisible();
  await coach.getByLabel('Team name').fill('Wildcats');
  await coach.getByRole('button', { name: 'Create Team' }).click();
  await expect(coach.getByRole('heading', { name: 'Wildcats', level: 1 })).toBeVisible();
  const link = (await coach.getByLabel('Invite link').textContent())!.trim();
  expect(link).toMatch(/\/join\/[0-9a-f]{32}$/);
  await expect(coach.getByLabel('Team code')).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(coach.getByText('No athletes added yet')).toBeVisible();
  await coach.screenshot(shot('01-coach-team-created'));

  // The athlete opens the link signed out, signs up and onboards, and comes back to join.
  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await grantBetaAccess(athlete);
  await athlete.goto(new URL(link).pathname);
  await expect(athlete.getByRole('heading', { name: "You're invited to a team" })).toBeVisible();
  await athlete.screenshot(shot('02-invite-signed-out'));
  await athlete.getByRole('link', { name: 'Sign Up to Join' }).click();
  await expect(athlete).toHaveURL(/\/signup$/);
  await signUpOnboardedAthlete(athlete, 'Riley', 'teams');
  await athlete.goto('/athlete/dashboard');
  await expect(athlete.getByRole('heading', { name: 'Join Wildcats' })).toBeVisible();
  await expect(athlete.getByText('Coach Casey Morgan')).toBeVisible();
  await expect(athlete.getByRole('heading', { name: 'What your coach will see' })).toBeVisible();
  await athlete.screenshot(shot('03-join-preview'));
  await athlete.getByRole('button', { name: 'Join Wildcats' }).click();
  await expect(athlete).toHaveURL(/\/athlete\/settings$/);
  const myTeams = athlete.getByRole('list', { name: 'My teams' });
  await expect(myTeams.getByText('Wildcats')).toBeVisible();
  await athlete.screenshot(shot('04-athlete-settings-teams'));

  // The roster shows the athlete with the badge of their diagnosis (9' 6" at 190 lb → FORCE).
  await coach.reload();
  const roster = coach.getByRole('region', { name: 'Roster' });
  const row = roster.getByRole('link', { name: /Riley Rivers/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('FORCE', { exact: true })).toBeVisible();
  await expect(row).toContainText('WR · 190 lb');
  // The retest line follows the athlete's own reminder choice: 6 weeks by default, and never
  // due once the athlete turns reminders off.
  await expect(row).toContainText(/Last test \w{3} \d{1,2} · retest \w{3} \d{1,2}$/);
  await coach.screenshot(shot('05-roster'));
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await row.screenshot({ path: 'screenshots/teams-05a-roster-row.png' });
  await athlete
    .getByRole('group', { name: 'Retest reminder' })
    .getByRole('button', { name: 'Off' })
    .click();
  await expect(athlete.getByText('Retest reminders off', { exact: true })).toBeVisible();
  await coach.reload();
  await expect(row).toContainText(/Last test \w{3} \d{1,2} · retest reminders off$/);
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await row.screenshot({ path: 'screenshots/teams-05b-roster-row-reminders-off.png' });

  await coach.getByRole('link', { name: 'Home' }).click();
  await expect(coach.getByText('Athletes', { exact: true }).locator('+ dd')).toHaveText('1');

  // The read-only analysis, then removal.
  await coach.getByRole('link', { name: 'Team', exact: true }).click();
  await roster.getByRole('link', { name: /Riley Rivers/ }).click();
  await expect(coach.getByRole('heading', { name: 'Riley Rivers', level: 1 })).toBeVisible();
  await expect(coach.getByText(/Read-only/)).toBeVisible();
  await expect(coach.getByRole('row', { name: /Broad Jump/ })).toContainText(`9' 6"`);
  await coach.screenshot(shot('06-athlete-analysis'));
  const analysisUrl = coach.url();
  await coach.getByRole('button', { name: 'Remove from Team' }).click();
  await coach.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(coach).toHaveURL(/\/coach\/team$/);
  await expect(coach.getByText('No athletes added yet')).toBeVisible();
  await coach.goto(analysisUrl);
  await expect(coach.getByText('This athlete is not on your team.')).toBeVisible();

  // The athlete no longer lists the team.
  await athlete.reload();
  await expect(athlete.getByText("You're not on a team yet.")).toBeVisible();

  await coachContext.close();
  await athleteContext.close();
});
