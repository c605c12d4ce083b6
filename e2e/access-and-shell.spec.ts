import { E2E_BETA_CODE } from './support/constants';
import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

test.describe('private beta gate', () => {
  test('every route sends a visitor without the grant to /access-gate', async ({ page }) => {
    for (const path of ['/', '/login', '/athlete/dashboard', '/admin/videos', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/access-gate$/);
    }
    await expect(page.getByText('Access restricted during private beta')).toBeVisible();
  });

  test('a wrong code shows the error and clears the field', async ({ page }) => {
    await page.goto('/access-gate');
    const field = page.getByLabel('Access Code');
    await field.fill('not-the-code');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid access code')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page).toHaveURL(/\/access-gate$/);
  });

  test('the right code, in any case, is remembered and leads to the landing page', async ({
    page,
  }) => {
    await page.goto('/access-gate');
    await page.getByLabel('Access Code').fill(E2E_BETA_CODE.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    // The specification's flag, and beside it the server's signed grant, which sign-up sends.
    expect(await page.evaluate(() => window.localStorage.getItem('gamespeed.beta-access'))).toBe(
      'granted',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('gamespeed.beta-grant'))).toMatch(
      /^bg1\.\d+\./,
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a grant the server refuses at sign-up leads back to the access step with its reason', async ({
    page,
  }) => {
    // Passed the gate once, but the grant has since ended (here: one the server never signed).
    await page.addInitScript(() => {
      if (window.localStorage.getItem('gamespeed.beta-grant') !== null) return;
      window.localStorage.setItem('gamespeed.beta-access', 'granted');
      window.localStorage.setItem('gamespeed.beta-grant', 'bg1.1.ended');
    });
    // Refused at the code step, so the birth-month question never comes.
    await signUpViaUi(page, { identifier: uniqueEmail('refused'), role: 'Athlete', birth: null });
    await expect(page).toHaveURL(/\/access-gate$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your beta access has ended. Enter the access code again, then sign up.',
    );
    await page.getByLabel('Access Code').fill(E2E_BETA_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the beta code is not in the client bundle', async ({ page, request }) => {
    await page.goto('/access-gate');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.toLowerCase()).not.toContain(E2E_BETA_CODE.toLowerCase());
    }
  });
});

test.describe('with beta access', () => {
  test.beforeEach(async ({ page }) => grantBetaAccess(page));

  test('landing shows the hero, the quote and both buttons', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('img', { name: 'An athlete sprinting across yard lines' }),
    ).toBeVisible();
    await expect(page.getByText('— Head Speed Coach')).toBeVisible();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths redirect to the landing page', async ({ page }) => {
    await page.goto('/definitely/not/a/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('env-check lists settings and build flags with a link home', async ({ page }) => {
    await page.goto('/env-check');
    await expect(page.getByRole('heading', { name: 'Environment Variables Check' })).toBeVisible();
    await expect(page.getByText('Database service')).toBeVisible();
    await expect(page.getByText('Card payment publishable key')).toBeVisible();
    await expect(page.getByText('production', { exact: true })).toBeVisible();
    await expect(page.getByText('false', { exact: true })).toBeVisible();
    await expect(page.getByText('true', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
