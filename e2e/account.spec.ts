import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { signUpOnboardedAthlete } from './support/api';
import { emailCode, emailText } from './support/codes';
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

test('change e-mail: a code to the current address, then to the new one; the old address can undo it', async ({
  page,
}) => {
  const oldEmail = uniqueEmail('before');
  const newEmail = uniqueEmail('after');
  await signUpViaUi(page, { identifier: oldEmail, role: 'Coach' });
  await page.goto('/coach/settings');
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change email' });
  await dialog.getByLabel('New email').fill(newEmail);
  const first = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(
    dialog.getByText(/we sent a 6-digit code to the email you sign in with now/),
  ).toBeVisible();
  const current = await emailCode(oldEmail.toLowerCase(), first);
  await dialog.getByLabel('Verification code').fill(current);
  const second = Date.now();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();
  const code = await emailCode(newEmail.toLowerCase(), second);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(newEmail.toLowerCase())).toBeVisible();

  // The old address's notice names where to get help and carries the undo link.
  const notice = await emailText(
    oldEmail.toLowerCase(),
    second,
    'Your GameSpeed email address was changed',
  );
  expect(notice).toContain('For help, write to');
  const link = /(\/account\/undo-change\?token=\S+)/.exec(notice)![1]!;
  await page.goto(link);
  // Opening the link only asks (a mail scanner opening it changes nothing).
  await expect(
    page.getByRole('heading', { name: 'Undo the change of your sign-in address?' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/undo-change-ask.png' });
  await page.getByRole('button', { name: 'Undo Change' }).click();
  await expect(page.getByRole('heading', { name: 'Change undone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'undo change');
  await page.screenshot({ path: 'test-results/undo-change.png' });
  await page.goto('/coach/settings');
  await expect(page).toHaveURL(/\/login$/);
  await logInViaUi(page, oldEmail);
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
