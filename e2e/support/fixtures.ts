import { MONTH_NAMES } from '@gamespeed/domain';
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import {
  ADULT_BIRTH,
  codeFor,
  deleteAccountViaApi,
  type NewAccount,
  openSignedIn,
  signUpViaApi,
} from './accounts';
import {
  BETA_GRANT_STORAGE_KEY,
  BETA_STORAGE_KEY,
  E2E_ADMIN_POOL,
  E2E_BETA_CODE,
} from './constants';

/** The server's signed grant for the beta code, asked once per run (the access step is rate-limited). */
let grant: Promise<string> | null = null;

/** Marks the browser as having passed the beta gate, as a returning tester would be. */
export async function grantBetaAccess(page: Page): Promise<void> {
  grant ??= page.request
    .post('/api/access', { data: { code: E2E_BETA_CODE } })
    .then(async (res) => ((await res.json()) as { grant: string }).grant);
  const value = await grant;
  await page.addInitScript(
    ([flagKey, grantKey, token]) => {
      window.localStorage.setItem(flagKey as string, 'granted');
      window.localStorage.setItem(grantKey as string, token as string);
    },
    [BETA_STORAGE_KEY, BETA_GRANT_STORAGE_KEY, value],
  );
}

/** Another person's browser (own storage and cookies), past the beta gate. */
export async function newPersonPage(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await grantBetaAccess(page);
  return { context, page };
}

let counter = 0;
export const uniqueEmail = (label = 'athlete') =>
  `${label}.${Date.now()}.${++counter}@e2e.gamespeed.test`;
/** A 10-digit US number unique to this run. */
export const uniquePhone = () =>
  `555${String((Date.now() * 10 + ++counter) % 10_000_000).padStart(7, '0')}`;

async function enterCode(page: Page, identifier: string, after: number, submit: string) {
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await page.getByLabel('6-Digit Code').fill(await codeFor(identifier, after));
  await page.getByRole('button', { name: submit }).click();
  // Signed in once the app has left the sign-in screen (the session is stored by then).
  await expect(page).not.toHaveURL(/\/(signup|login)$/);
}

/**
 * Signs up through the screens, reading the code from the local SMTP / Twilio server. An
 * athlete then gives a birth month — an adult's unless `birth` says otherwise; `birth: null`
 * stops at that question.
 */
export async function signUpViaUi(
  page: Page,
  options: {
    identifier: string;
    role: 'Athlete' | 'Coach';
    firstName?: string;
    lastName?: string;
    birth?: { year: number; month: number } | null;
  },
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(options.firstName ?? 'Jordan');
  await page.getByLabel('Last Name').fill(options.lastName ?? 'Rivers');
  await page.getByLabel('Email or Phone Number').fill(options.identifier);
  await page.getByRole('button', { name: options.role, exact: true }).click();
  const after = Date.now();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await enterCode(page, options.identifier, after, 'Verify & Create Account');
  const birth = options.birth === undefined ? ADULT_BIRTH : options.birth;
  if (options.role === 'Athlete' && birth) await giveBirthMonth(page, birth);
}

/** Answers "When were you born?" (docs/product/privacy.md). */
export async function giveBirthMonth(page: Page, birth: { year: number; month: number }) {
  await expect(page.getByRole('heading', { name: 'When were you born?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Birth month' }).click();
  await page.getByRole('option', { name: MONTH_NAMES[birth.month - 1] }).click();
  await page.getByLabel('Birth year').fill(String(birth.year));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/athlete\/birth-month$/);
}

/** Logs in through the screens. */
export async function logInViaUi(page: Page, identifier: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(identifier);
  const after = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, identifier, after, 'Verify & Sign In');
}

/** Admin identifiers of this worker's share of the pool that no live account holds. */
let freeAdmins: string[] | null = null;
/** Accounts the running test made through the API; deleted when it ends. */
const madeThisTest: { identifier: string; admin: boolean }[] = [];

/** Signs up through the API; the account is deleted when the running test ends. */
export async function signUpForThisTest(account: NewAccount, admin = false) {
  const session = await signUpViaApi(account);
  madeThisTest.push({ identifier: account.identifier, admin });
  return session;
}

/**
 * Every spec's `test`: after each test, the accounts it made through the API
 * ({@link signUpForThisTest}) are deleted through the API, and admin identifiers go back to the
 * pool.
 */
export const test = base.extend<{ accountCleanup: undefined }>({
  accountCleanup: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      for (const { identifier, admin } of madeThisTest.splice(0)) {
        await deleteAccountViaApi(identifier);
        if (admin) freeAdmins?.push(identifier);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs the page in as an admin of its own: a coach account signed up through the API with an
 * identifier from the admin pool, deleted when the test ends. Ends on the coach dashboard.
 */
export async function signInAsAdmin(page: Page, firstName = 'Alex'): Promise<void> {
  const { parallelIndex, config } = test.info();
  freeAdmins ??= E2E_ADMIN_POOL.filter((_, i) => i % config.workers === parallelIndex);
  const identifier = freeAdmins.shift();
  if (!identifier) throw new Error('the admin pool is used up: add identifiers to E2E_ADMIN_POOL');
  const session = await signUpForThisTest({ identifier, role: 'coach', firstName }, true);
  await openSignedIn(page, session, '/coach/dashboard');
}
