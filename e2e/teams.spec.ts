import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { accessToken, api, signUpOnboardedAthlete } from './support/api';
import { expect, newPersonPage, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * Teams (docs/product/teams.md): a coach creates a team; an athlete opens the invite link before
 * having an account, signs up, finishes onboarding and is brought back to join; the roster shows
 * the athlete's badge; once removed, the athlete leaves the roster and the coach can no longer
 * read their analysis. Test day: the coach enters a broad jump for three athletes without a
 * connection, the entries sync once when it is back, the athlete's dashboard follows, the
 * athlete hides the entry with a reason and the coach sees it; a removed athlete's results can
 * be neither read nor written.
 */

const shot = (name: string) => ({ path: `screenshots/teams-${name}.png`, fullPage: true });

/** Coach Casey Morgan signs up through the app. */
const signUpCoach = (page: Page, label: string) =>
  signUpViaUi(page, {
    identifier: uniqueEmail(label),
    role: 'Coach',
    firstName: 'Casey',
    lastName: 'Morgan',
  });

test('coach invites by link, athlete joins after sign-up, roster badge, removal ends access', async ({
  browser,
}) => {
  // Two people, two sign-ups and an onboarding: longer than one screen's test.
  test.setTimeout(180_000);
  const { context: coachContext, page: coach } = await newPersonPage(browser);
  await signUpCoach(coach, 'coach');
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
  const { context: athleteContext, page: athlete } = await newPersonPage(browser);
  await athlete.goto(new URL(link).pathname);
  // Signed out, the link already names the team and its coach: the code is checked first.
  await expect(athlete.getByRole('heading', { name: 'Join Wildcats' })).toBeVisible();
  await expect(athlete.getByText("You're invited to a team")).toBeVisible();
  await expect(athlete.getByText('Coach Casey Morgan')).toBeVisible();
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
  // Removal is sticky: the removed athlete is listed until the coach lets them rejoin.
  await expect(coach.getByText('Removed athletes')).toBeVisible();
  await coach
    .getByText('Removed athletes')
    .locator('..')
    .screenshot({ path: 'screenshots/teams-removed-athletes.png' });
  await coach.getByRole('button', { name: /rejoin$/ }).click();
  await expect(coach.getByText(/can join again with the team code$/).first()).toBeVisible();
  await expect(coach.getByText('Removed athletes')).toHaveCount(0);
  await coach.goto(analysisUrl);
  await expect(coach.getByText('This athlete is not on your team.')).toBeVisible();

  // The athlete no longer lists the team.
  await athlete.reload();
  await expect(athlete.getByText("You're not on a team yet.")).toBeVisible();

  await coachContext.close();
  await athleteContext.close();
});

test('test day offline: three athletes, synced exactly once; the athlete sees and hides it; a removed athlete is out of reach', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The coach's phone has the installed app (service worker): it reloads without a signal.
  const { context: coachContext, page: coach } = await newPersonPage(browser, {
    serviceWorkers: 'allow',
  });
  await signUpCoach(coach, 'testday-coach');
  await coach.getByRole('link', { name: 'Team', exact: true }).click();
  await coach.getByLabel('Team name').fill('Falcons');
  await coach.getByRole('button', { name: 'Create Team' }).click();
  await expect(coach.getByRole('heading', { name: 'Falcons', level: 1 })).toBeVisible();
  const code = (await coach.getByLabel('Team code').textContent())!.trim();

  // Three athletes join (9' 6" at 190 lb: FORCE DEFICIENT).
  const names = ['Avery', 'Blake', 'Cameron'];
  const athletes = [];
  for (const name of names) {
    const { context, page } = await newPersonPage(browser);
    await signUpOnboardedAthlete(page, name, 'testday');
    await api(page, 'POST', '/api/teams/join', { code });
    athletes.push({ context, page, name: `${name} Rivers` });
  }
  const [avery, , cameron] = athletes;
  await avery!.page.goto('/athlete/dashboard');
  await expect(avery!.page.getByText('FORCE DEFICIENT', { exact: true })).toBeVisible();

  await coach.reload();
  await coach.getByRole('link', { name: 'Test Day' }).click();
  await expect(coach.getByRole('heading', { name: 'Test Day', level: 1 })).toBeVisible();
  const teamId = /\/coach\/team\/([^/]+)\/test-day$/.exec(coach.url())![1]!;
  // Once the service worker controls the page, a reload keeps the roster for offline use.
  await coach.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await coach.reload();
  await expect
    .poll(() => coach.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(coach.getByText('Avery Rivers')).toBeVisible();
  await coach.getByRole('combobox', { name: 'Test' }).click();
  await coach.getByRole('option', { name: 'Broad Jump', exact: true }).click();
  await expect(coach.getByText('0 of 3 entered')).toBeVisible();
  await expect(coach).toHaveTitle('Test day · GameSpeed');
  await expectNoSeriousA11yViolations(coach, 'test day');

  // No signal on the field: values go in with Enter moving from field to field.
  await coachContext.setOffline(true);
  const jumps: [string, string][] = [
    ['11', '0'],
    ['10', '0'],
    ['10', '2'],
  ];
  await coach.getByLabel('Avery Rivers, feet').click();
  for (const [i, athlete] of athletes.entries()) {
    const [feet, inches] = jumps[i]!;
    await expect(coach.getByLabel(`${athlete.name}, feet`)).toBeFocused();
    await coach.keyboard.type(feet);
    await coach.keyboard.press('Enter');
    await expect(coach.getByLabel(`${athlete.name}, inches`)).toBeFocused();
    await coach.keyboard.type(inches);
    await coach.keyboard.press('Enter');
  }
  await expect(coach.getByText('3 of 3 entered')).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Save 3 results' })).toBeFocused();
  // A double tap of Save is one save.
  await coach.getByRole('button', { name: 'Save 3 results' }).dblclick();
  // Avery's 11' 0" is past the elite jump for his weight (read before the signal went): it waits
  // at his line, asked about as his own dialog would, until the coach says save anyway there.
  const list = coach.getByRole('list', { name: 'Athletes' });
  await expect(
    list.getByText(`That is beyond elite for their weight (10' 9") — save anyway?`),
  ).toBeVisible();
  await expect(coach.getByText('2 saved · 1 to fix')).toBeVisible();
  await expect(coach.getByLabel('Avery Rivers, feet')).toHaveValue('11');
  await coach.screenshot(shot('07a-test-day-unusual'));
  // Checked with the app's scrolling area at its end, where the sticky Save rests in its place:
  // mid-list it passes over the lines below it, which axe counts as partly hidden touch targets.
  await coach.locator('#test-day-save').evaluate((save) => {
    let area = save.parentElement;
    while (area && getComputedStyle(area).overflowY !== 'auto') area = area.parentElement;
    area?.scrollTo(0, area.scrollHeight);
  });
  await expectNoSeriousA11yViolations(coach, 'test day, an unusual value asked about');
  await coach.getByRole('button', { name: 'Save anyway: Avery Rivers' }).click();
  await expect(coach.getByText('1 saved · 0 to fix')).toBeVisible();
  // Each save queues the test day first, then its entries: two saves, three entries.
  await expect(coach.getByText('5 changes waiting to sync')).toBeVisible();
  await expect(list.getByText('Waiting to sync')).toHaveCount(3);
  await coach.screenshot(shot('07-test-day-offline'));
  await expectNoSeriousA11yViolations(coach, 'test day, waiting to sync');

  // The phone reloads with no signal: nothing is lost.
  await coach.reload();
  await expect(coach.getByText(/^You're offline/)).toBeVisible();
  await expect(coach.getByText('5 changes waiting to sync')).toBeVisible();
  await expect(coach.getByText('Avery Rivers')).toBeVisible();

  // Back online: the queue sends them; each is saved once.
  await coachContext.setOffline(false);
  await coach.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(coach.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  await coach.screenshot(shot('08-test-day-synced'));

  // A reload brings the test day back from the server: the test, the saved trials.
  await coach.reload();
  await expect(coach.getByRole('combobox', { name: 'Test' })).toContainText('Broad Jump');
  const averyLine = list.getByRole('listitem').filter({ hasText: 'Avery Rivers' }).first();
  await expect(averyLine.getByText(`1: 11' 0"`)).toBeVisible();
  // Avery's jump typed again is a second trial of the same result, never a second result.
  await coach.getByLabel('Avery Rivers, feet').fill('10');
  await coach.getByLabel('Avery Rivers, inches').fill('0');
  await coach.getByRole('button', { name: 'Save 1 result' }).click();
  await expect(averyLine.getByText(`2: 10' 0"`)).toBeVisible();
  await expect(coach.getByText('1 saved · 0 to fix')).toBeVisible();
  await coach.screenshot(shot('08b-test-day-second-trial'));
  for (const athlete of athletes) {
    const res = await athlete.page.request.get('/api/results/history', {
      headers: { authorization: `Bearer ${await accessToken(athlete.page)}` },
    });
    const { results } = (await res.json()) as {
      results: { enteredByCoach: boolean; trials: unknown[] }[];
    };
    const entered = results.filter((r) => r.enteredByCoach);
    expect(entered).toHaveLength(1);
    expect(entered[0]!.trials).toHaveLength(athlete === avery ? 2 : 1);
  }

  // The 40 with splits: opened for Blake only, Enter goes through them, they travel with the trial.
  await coach.getByRole('combobox', { name: 'Test' }).click();
  await coach.getByRole('option', { name: '40 Yard Dash', exact: true }).click();
  await coach.getByRole('button', { name: 'Blake Rivers: add splits' }).click();
  await coach.getByLabel('Blake Rivers, 40 Yard Dash Time (s)').fill('4.9');
  await coach.getByLabel('Blake Rivers, 40 Yard Dash Time (s)').press('Enter');
  await expect(coach.getByLabel('Blake Rivers, trial 1 at 10 yd')).toBeFocused();
  await coach.keyboard.type('1.75');
  await coach.keyboard.press('Enter');
  await coach.keyboard.type('2.9');
  await coach.screenshot(shot('08c-test-day-splits'));
  await coach.getByRole('button', { name: 'Save 1 result' }).click();
  const blakeLine = list.getByRole('listitem').filter({ hasText: 'Blake Rivers' }).first();
  await expect(blakeLine.getByText('1: 4.90s · 10 yd 1.75s · 20 yd 2.90s')).toBeVisible();
  await expect(blakeLine.getByText('Saved', { exact: true })).toBeVisible();

  // Ending the test day shows its summary: every jump beat the onboarding 9' 6".
  await coach.getByRole('button', { name: 'End test day' }).click();
  const summary = coach.getByRole('region', { name: 'Test day summary' });
  await expect(
    summary
      .getByRole('list', { name: 'Personal records' })
      .getByText(`Avery Rivers · Broad Jump 11' 0" (best before: 9' 6")`),
  ).toBeVisible();
  await expect(
    summary.getByRole('list', { name: 'Biggest improvements' }).getByRole('listitem').first(),
  ).toHaveText(`Avery Rivers · Broad Jump 11' 0", 15.8 % better than 9' 6"`);
  await expect(summary.getByText('Every athlete was tested.')).toBeVisible();
  await coach.screenshot(shot('08d-test-day-summary'));

  // Avery's open dashboard follows: 11' 0" is past the 190 lb elite 10' 9".
  await expect(avery!.page.getByText('WELL-BALANCED', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await avery!.page.screenshot(shot('09-athlete-dashboard-after-test-day'));

  // The athlete sees who entered it, and hides it with a reason: it stops counting.
  await avery!.page.goto('/athlete/history');
  // The onboarding jump and the coach's entry may carry different days (server UTC vs. device).
  const entry = avery!.page
    .getByRole('list', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasText: 'Broad Jump' })
    .filter({ hasText: `11' 0"` });
  await expect(entry).toContainText('Entered by Coach Casey Morgan');
  await expect(entry.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await entry.getByRole('button', { name: /^Hide/ }).click();
  const dialog = avery!.page.getByRole('dialog');
  await expectNoSeriousA11yViolations(avery!.page, 'hide result dialog');
  await dialog.getByLabel('Reason').fill('I jumped 10 ft that day');
  await dialog.getByRole('button', { name: 'Hide result' }).click();
  await expect(entry).toContainText('Hidden: I jumped 10 ft that day');
  await avery!.page.screenshot(shot('10-athlete-history-hidden'));
  await avery!.page.goto('/athlete/dashboard');
  await expect(avery!.page.getByText('FORCE DEFICIENT', { exact: true })).toBeVisible();

  // The coach sees that it was hidden, and why.
  await coach.goto(`/coach/team/${teamId}/athletes/${await userId(avery!.page)}`);
  const hiddenMark = coach.getByText('Hidden by the athlete: I jumped 10 ft that day');
  await expect(hiddenMark).toBeVisible();
  await hiddenMark.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(coach, 'athlete analysis with a hidden result');
  await coach.screenshot(shot('11-coach-sees-hidden'));

  // Cameron is removed: no longer in the test day list, nothing to read or write.
  const cameronId = await userId(cameron!.page);
  const coachAuth = { authorization: `Bearer ${await accessToken(coach)}` };
  const removed = await coach.request.delete(`/api/teams/${teamId}/members/${cameronId}`, {
    headers: coachAuth,
  });
  expect(removed.status()).toBe(204);
  await coach.goto(`/coach/team/${teamId}/test-day`);
  await expect(coach.getByText('Avery Rivers')).toBeVisible();
  await expect(coach.getByText('Cameron Rivers')).toHaveCount(0);
  const read = await coach.request.get(`/api/teams/${teamId}/athletes/${cameronId}/results`, {
    headers: coachAuth,
  });
  expect(read.status()).toBe(404);
  const write = await coach.request.post(`/api/teams/${teamId}/results`, {
    headers: coachAuth,
    data: {
      entries: [
        { clientId: crypto.randomUUID(), athleteId: cameronId, movement: 'forty', value: 4.8 },
      ],
    },
  });
  expect(((await write.json()) as { outcomes: { code?: string }[] }).outcomes[0]!.code).toBe(
    'not_on_team',
  );

  await coachContext.close();
  for (const athlete of athletes) await athlete.context.close();
});

/** The signed-in user's id, from the profile. */
async function userId(page: Page): Promise<string> {
  const res = await page.request.get('/api/profile', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  return ((await res.json()) as { id: string }).id;
}
