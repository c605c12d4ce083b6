import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { api } from './support/api';
import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * The sprint profile (docs/product/sprint-profile.md, "In the product"): an athlete enters a 40
 * with 10/20-yd splits of 1.60/2.65/4.55 s, timed with gates from first movement, and sees the
 * card with a top speed of 21.5 mph, the "How is this computed?" sheet and the history on
 * Progress.
 */
const shot = (name: string) => ({ path: `screenshots/sprint-profile-${name}.png` });

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an athlete enters a 40 with splits and sees the sprint profile card', async ({ page }) => {
  test.setTimeout(180_000);
  await grantBetaAccess(page);
  await signUpViaUi(page, { identifier: uniqueEmail('sprint'), role: 'Athlete', firstName: 'Sky' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await api(page, 'PUT', '/api/profile/physical', {
    position: 'WR',
    heightInches: 72,
    weightLbs: 190,
  });
  await api(page, 'PUT', '/api/onboarding/broad-jump', { feet: 10, inches: 8 });
  await page.goto('/athlete/dashboard');
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sprint profile' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add New Results' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '40 Yard Dash', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '40 Yard Dash' });
  await dialog.getByLabel('Time (seconds)').fill('4.55');
  await dialog.getByRole('button', { name: 'Add splits' }).click();
  await dialog.getByLabel('Trial 1 at 10 yd').fill('1.60');
  await dialog.getByLabel('Trial 1 at 20 yd').fill('2.65');
  await choose(page, 'Timing device', 'Timing gates');
  await choose(page, 'Start', 'Electronic on first movement');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Sprint profile' });
  await expect(card).toContainText('21.5 mph (9.62 m/s)');
  await expect(card).toContainText('percentile of NFL WRs');
  await expect(card.getByRole('img', { name: /Your force–velocity line/ })).toBeVisible();
  await expect(card.getByRole('img', { name: /10 yd in 1.60 s, 20 yd in 2.65 s/ })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot(shot('01-card'));
  await expectNoSeriousA11yViolations(page, 'dashboard with the sprint profile');

  await expect(
    page.getByText(
      /^Your (F0 of [\d.]+ N\/kg|top speed|V0 of [\d.]+ m\/s) is at the \d+\w\w percentile of NFL WRs/,
    ),
  ).toBeVisible();
  await card.getByRole('button', { name: 'How is this computed?' }).click();
  const sheet = page.getByRole('dialog', { name: 'How is this computed?' });
  await expect(sheet).toContainText('Samozino');
  await page.screenshot(shot('02-sheet'));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.goto('/athlete/progress');
  const history = page.getByRole('table', {
    name: 'Your sprint profile after each 40 with splits',
  });
  await expect(history).toContainText('21.5 mph');
  await history.scrollIntoViewIfNeeded();
  await page.screenshot(shot('03-progress-history'));
  await expectNoSeriousA11yViolations(page, 'progress with the sprint profile history');
});
