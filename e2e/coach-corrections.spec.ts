import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn } from './support/accounts';
import { accessToken, api, signUpOnboardedAthlete } from './support/api';
import { expect, newPersonPage, signUpForThisTest, test, uniqueEmail } from './support/fixtures';

/**
 * A coach's entries in an athlete's history (docs/product/teams.md 'Disputes', 'Corrections'):
 * the athlete hides all of one coach's entries at once.
 */

const shot = (name: string) => ({ path: `screenshots/coach-corrections-${name}.png` });

/** A coach (Casey Morgan) signed in on `page`, with a team `athlete` has joined. */
async function coachWithTeam(page: Page, athlete: Page) {
  const session = await signUpForThisTest({
    identifier: uniqueEmail('corrections-coach'),
    role: 'coach',
    firstName: 'Casey',
    lastName: 'Morgan',
  });
  await openSignedIn(page, session, '/coach/dashboard');
  const team = (await api(page, 'POST', '/api/teams', { name: 'Falcons' })) as {
    id: string;
    inviteCode: string;
  };
  await api(athlete, 'POST', '/api/teams/join', { code: team.inviteCode });
  return { teamId: team.id, coachId: session.user.id };
}

test("the athlete hides all of one coach's entries at once", async ({ browser }) => {
  const { context: athleteContext, page: athlete } = await newPersonPage(browser);
  await signUpOnboardedAthlete(athlete, 'Avery', 'hide-all');
  const { context: coachContext, page: coach } = await newPersonPage(browser);
  const { teamId } = await coachWithTeam(coach, athlete);
  const athleteId = (
    (await (
      await athlete.request.get('/api/profile', {
        headers: { authorization: `Bearer ${await accessToken(athlete)}` },
      })
    ).json()) as { id: string }
  ).id;
  // A flood: three broad jumps nobody jumped.
  await api(coach, 'POST', `/api/teams/${teamId}/results`, {
    entries: [140, 138, 136].map((value) => ({
      clientId: crypto.randomUUID(),
      athleteId,
      movement: 'broad_jump',
      value,
    })),
  });

  await athlete.goto('/athlete/history');
  const results = athlete.getByRole('list', { name: 'Results' });
  await expect(results.getByText('Entered by Coach Casey Morgan')).toHaveCount(3);
  await athlete.getByRole('button', { name: 'Hide all from Coach Casey Morgan' }).click();
  const dialog = athlete.getByRole('dialog', { name: 'Hide all from Coach Casey Morgan?' });
  await expect(dialog).toContainText('(3 shown here)');
  await expectNoSeriousA11yViolations(athlete, 'hide all from one coach');
  await athlete.screenshot(shot('01-hide-all-dialog'));
  await dialog.getByLabel('Reason').fill('Not from any session of mine');
  await dialog.getByRole('button', { name: 'Hide all' }).click();
  await expect(athlete.getByText('3 results hidden', { exact: true })).toBeVisible();
  await expect(results.getByText('Hidden: Not from any session of mine')).toHaveCount(3);
  await expect(athlete.getByRole('button', { name: /^Hide all from/ })).toHaveCount(0);
  await athlete.screenshot(shot('02-hidden'));
  // They count for nothing: the diagnosis is back to the athlete's own 9' 6".
  await athlete.goto('/athlete/dashboard');
  await expect(athlete.getByText('FORCE DEFICIENT', { exact: true })).toBeVisible();

  await coachContext.close();
  await athleteContext.close();
});
