import { test as base, expect, type Page } from '@playwright/test';
import { emailCode, smsCode } from './codes';
import { BETA_STORAGE_KEY, E2E_ADMIN_EMAIL, E2E_BETA_CODE } from './constants';

/** The server's signed grant for the beta code, asked once per run (the access step is rate-limited). */
let grant: Promise<string> | null = null;

/** Marks the browser as having passed the beta gate, as a returning tester would be. */
export async function grantBetaAccess(page: Page): Promise<void> {
  grant ??= page.request
    .post('/api/access', { data: { code: E2E_BETA_CODE } })
    .then(async (res) => ((await res.json()) as { grant: string }).grant);
  const value = await grant;
  await page.addInitScript(
    ([key, token]) => window.localStorage.setItem(key as string, token as string),
    [BETA_STORAGE_KEY, value],
  );
}

let counter = 0;
export const uniqueEmail = (label = 'athlete') =>
  `${label}.${Date.now()}.${++counter}@e2e.gamespeed.test`;
/** A 10-digit US number unique to this run. */
export const uniquePhone = () =>
  `555${String((Date.now() * 10 + ++counter) % 10_000_000).padStart(7, '0')}`;

const deliveredTo = (identifier: string) =>
  identifier.includes('@') ? identifier.toLowerCase() : `+1${identifier.replace(/\D/g, '')}`;

async function enterCode(page: Page, identifier: string, after: number, submit: string) {
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  const to = deliveredTo(identifier);
  const code = to.includes('@') ? await emailCode(to, after) : await smsCode(to, after);
  await page.getByLabel('6-Digit Code').fill(code);
  await page.getByRole('button', { name: submit }).click();
  // Signed in once the app has left the sign-in screen (the session is stored by then).
  await expect(page).not.toHaveURL(/\/(signup|login)$/);
}

/** Signs up through the screens, reading the code from the local SMTP / Twilio server. */
export async function signUpViaUi(
  page: Page,
  options: { identifier: string; role: 'Athlete' | 'Coach'; firstName?: string; lastName?: string },
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(options.firstName ?? 'Jordan');
  await page.getByLabel('Last Name').fill(options.lastName ?? 'Rivers');
  await page.getByLabel('Email or Phone Number').fill(options.identifier);
  await page.getByRole('button', { name: options.role, exact: true }).click();
  const after = Date.now();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await enterCode(page, options.identifier, after, 'Verify & Create Account');
}

/** Logs in through the screens. */
export async function logInViaUi(page: Page, identifier: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(identifier);
  const after = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, identifier, after, 'Verify & Sign In');
}

export const test = base;
export { expect };

/**
 * Signs in as the admin (E2E_ADMIN_EMAIL, in ADMIN_IDENTIFIERS). The whole suite shares one
 * server and that identifier can sign up only once: log in when the account exists, else sign
 * up as a Coach. Ends on the coach dashboard.
 */
export async function signInAsAdmin(page: Page, firstName = 'Alex'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(E2E_ADMIN_EMAIL);
  const after = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeStep = page.getByRole('heading', { name: 'Enter Verification Code' });
  const notFound = page.getByText(/Account not found/);
  await expect(codeStep.or(notFound)).toBeVisible();
  if (await notFound.isVisible()) {
    await signUpViaUi(page, { identifier: E2E_ADMIN_EMAIL, role: 'Coach', firstName });
  } else {
    await enterCode(page, E2E_ADMIN_EMAIL, after, 'Verify & Sign In');
  }
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
}
