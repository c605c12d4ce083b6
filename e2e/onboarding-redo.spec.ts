import type { Page } from '@playwright/test';
import { accessToken, signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, test } from './support/fixtures';

/** Redoing onboarding's step 2 (docs/product/screens.md 'Athlete onboarding'). */
const shot = (name: string) => ({ path: `screenshots/onboarding-${name}.png`, fullPage: true });

test.beforeEach(async ({ page }) => grantBetaAccess(page));

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function broadJumps(page: Page): Promise<number> {
  const res = await page.request.get('/api/results?movement=broad_jump', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  return ((await res.json()) as { results: unknown[] }).results.length;
}

test('redoing the broad jump: a test date and How to test, no duplicate when unchanged, the same limits as Add Test Result', async ({
  page,
}) => {
  await signUpOnboardedAthlete(page, 'Morgan');
  await page.goto('/athlete/onboarding');
  await page.getByRole('button', { name: 'Skip to Broad Jump' }).click();
  await expect(page.getByLabel('Feet', { exact: true })).toHaveText('9');
  await expect(page.getByLabel('Inches', { exact: true })).toHaveText('6');
  await expect(page.getByLabel('Test date')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'How to test' })).toBeVisible();
  await page.screenshot(shot('redo-step-2'));

  // Saved unchanged: still one broad jump in the history.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/athlete\/dashboard$/);
  expect(await broadJumps(page)).toBe(1);

  // 12' 4" is past the longest jump on record: refused at Feet, as Add Test Result refuses it.
  await page.goto('/athlete/onboarding');
  await page.getByRole('button', { name: 'Skip to Broad Jump' }).click();
  await expect(page.getByLabel('Feet', { exact: true })).toHaveText('9');
  await choose(page, 'Feet', '12');
  await choose(page, 'Inches', '4');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    page.getByText(/That is more than anyone has ever recorded for the Broad Jump/),
  ).toBeVisible();
  await page.screenshot(shot('redo-over-the-record'));
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  expect(await broadJumps(page)).toBe(1);
});
