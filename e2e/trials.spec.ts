import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { api } from './support/api';
import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * Trials and splits in Add Test Result (docs/product/results.md, "Sessions, trials and splits"):
 * an athlete adds a 40 with three trials and 10/20-yd splits, one of them a foul, timed with
 * gates; the tables show the best valid trial and History shows the session's trials.
 */
const shot = (name: string) => ({ path: `screenshots/trials-${name}.png` });

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an athlete adds a 40 with three trials and splits, one a foul; the best valid one counts', async ({
  page,
}) => {
  await grantBetaAccess(page);
  await signUpViaUi(page, { identifier: uniqueEmail('trials'), role: 'Athlete', firstName: 'Tay' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await api(page, 'PUT', '/api/profile/physical', {
    position: 'WR',
    heightInches: 72,
    weightLbs: 190,
  });
  await api(page, 'PUT', '/api/onboarding/broad-jump', { feet: 10, inches: 8 });
  await page.goto('/athlete/dashboard');
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add New Results' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '40 Yard Dash', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '40 Yard Dash' });
  // Closed by default: one number is as quick as before.
  await expect(dialog.getByLabel('Trial 2')).toHaveCount(0);
  await expect(dialog.getByLabel('Trial 1 at 10 yd')).toHaveCount(0);
  await dialog.getByLabel('Time (seconds)').fill('4.90');
  await dialog.getByRole('button', { name: 'Add a trial' }).click();
  await dialog.getByLabel('Trial 2', { exact: true }).fill('4.70');
  await dialog.getByLabel('Trial 2 foul').check();
  await dialog.getByRole('button', { name: 'Add a trial' }).click();
  await dialog.getByLabel('Trial 3', { exact: true }).fill('4.82');
  await dialog.getByRole('button', { name: 'Add splits' }).click();
  const splits: [string, string][] = [
    ['1.75', '2.90'],
    ['1.60', '2.70'],
    ['1.72', '2.86'],
  ];
  for (const [index, [ten, twenty]] of splits.entries()) {
    await dialog.getByLabel(`Trial ${index + 1} at 10 yd`).fill(ten);
    await dialog.getByLabel(`Trial ${index + 1} at 20 yd`).fill(twenty);
  }
  await choose(page, 'Timing device', 'Timing gates');
  await choose(page, 'Start', 'Electronic on first movement');
  await page.screenshot(shot('01-add-trials'));
  await expectNoSeriousA11yViolations(page, 'add a result with trials');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const power = page.getByRole('table', { name: /Power to Speed/ });
  const forty = power.getByRole('row', { name: /^40 Yard/ });
  await expect(forty).toContainText('4.82s');
  await expect(forty).not.toContainText('4.70s');
  await page.screenshot(shot('02-tables-best-valid'));

  await page.goto('/athlete/history');
  const trials = page.getByRole('list', { name: 'Trials of 40 Yard Dash' });
  await expect(trials.getByRole('listitem')).toHaveText([
    'Trial 1: 4.90s · 10 yd 1.75s · 20 yd 2.90s',
    'Trial 2: 4.70s (foul) · 10 yd 1.60s · 20 yd 2.70s',
    'Trial 3: 4.82s (best) · 10 yd 1.72s · 20 yd 2.86s',
  ]);
  await expect(page.getByText('Timing gates', { exact: true })).toBeVisible();
  await page.screenshot(shot('03-history-trials'));
  await expectNoSeriousA11yViolations(page, 'history with trials');
});
