import { readFile } from 'node:fs/promises';
import { signUpOnboardedAthlete } from './support/api';
import { emailCode } from './support/codes';
import {
  expect,
  grantBetaAccess,
  logInViaUi,
  signUpViaUi,
  test,
  uniqueEmail,
} from './support/fixtures';

/** Accounts people own (docs/product/accounts.md): download, identity change, deletion. */
test.beforeEach(async ({ page }) => grantBetaAccess(page));

test('download my data (JSON) holds the saved result', async ({ page }) => {
  await signUpOnboardedAthlete(page, 'Dana', 'download');
  await page.goto('/athlete/settings');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gamespeed-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { firstName: string };
    results: { movement: string; deleted: boolean; revisions: { action: string }[] }[];
  };
  expect(data.profile.firstName).toBe('Dana');
  expect(data.results.length).toBeGreaterThan(0);
  expect(data.results[0]).toMatchObject({ movement: 'broad_jump', deleted: false });
});

test('change e-mail with a code to the new address, then sign in with it', async ({ page }) => {
  const oldEmail = uniqueEmail('before');
  const newEmail = uniqueEmail('after');
  await signUpViaUi(page, { identifier: oldEmail, role: 'Coach' });
  await page.goto('/coach/settings');
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change email' });
  await dialog.getByLabel('New email').fill(newEmail);
  const after = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = await emailCode(newEmail.toLowerCase(), after);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(newEmail.toLowerCase())).toBeVisible();

  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));
  await logInViaUi(page, newEmail);
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
});

test('delete my account with a code; the old address then signs up anew', async ({ page }) => {
  const email = uniqueEmail('leaving');
  await signUpViaUi(page, { identifier: email, role: 'Coach' });
  await page.goto('/coach/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const after = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = await emailCode(email.toLowerCase(), after);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('gamespeed.session'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Account not found. Try a different email/phone if you have an account.'),
  ).toBeVisible();
  await signUpViaUi(page, { identifier: email, role: 'Athlete', firstName: 'Again' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
});
