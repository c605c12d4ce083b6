import { emailCode, emailText } from './support/codes';
import {
  expect,
  grantBetaAccess,
  logInViaUi,
  signInAsAdmin,
  signUpViaUi,
  test,
  uniqueEmail,
  uniquePhone,
} from './support/fixtures';

test.beforeEach(async ({ page }) => grantBetaAccess(page));

test('sign up by e-mail as an athlete, then onboarding is required', async ({ page }) => {
  await signUpViaUi(page, { identifier: uniqueEmail(), role: 'Athlete', firstName: 'Avery' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await page.goto('/athlete/dashboard');
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
});

test('sign up by phone as a coach: coach dashboard and coach navigation', async ({ page }) => {
  await signUpViaUi(page, { identifier: uniquePhone(), role: 'Coach', firstName: 'Morgan' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Home', 'Education', 'Team', 'Profile']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveClass(/text-accent/);
});

test('signup validation messages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please fill in all fields and select your role')).toBeVisible();
  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Last Name').fill('B');
  await page.getByLabel('Email or Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Athlete', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid email or 10-digit phone number')).toBeVisible();
});

test('login: unknown account, wrong code, back, then success by role', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Sign in to access your account')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email or phone number')).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Account not found. Try a different email/phone if you have an account.'),
  ).toBeVisible();

  const email = uniqueEmail('coach');
  await signUpViaUi(page, { identifier: email, role: 'Coach' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));

  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(email);
  const after = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We sent a 6-digit code to your email')).toBeVisible();
  const code = await emailCode(email.toLowerCase(), after);
  const field = page.getByLabel('6-Digit Code');
  await field.fill('12ab34');
  await expect(field).toHaveValue('1234');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByText('Please enter the 6-digit code')).toBeVisible();
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
});

test('guards: signed out to /login, roles bounced to their own dashboard, admin only for admins', async ({
  page,
}) => {
  await page.goto('/athlete/settings');
  await expect(page).toHaveURL(/\/login$/);

  await signUpViaUi(page, { identifier: uniqueEmail('coach'), role: 'Coach' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.goto('/athlete/drills');
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.goto('/admin/videos');
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.goto('/coach/settings');
  await expect(page.getByRole('button', { name: 'Go to Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));
  await signUpViaUi(page, { identifier: uniqueEmail('athlete'), role: 'Athlete' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await page.goto('/coach/team');
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
});

test('an admin sees the Admin card and reaches the admin dashboard without navigation', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/coach/settings');
  await expect(page.getByText('Coach', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('settings: edit profile and physical info, then sign out', async ({ page }) => {
  const email = uniqueEmail('settings');
  await signUpViaUi(page, { identifier: email, role: 'Coach', firstName: 'Sam', lastName: 'Lee' });
  await page.goto('/coach/settings');
  await expect(page.getByText('Sam Lee')).toBeVisible();
  await expect(page.getByText('Not set')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First Name').fill('Samantha');
  // E-mail and phone change through the confirmed identity change (e2e/account.spec.ts).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Samantha Lee')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Samantha Lee')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/coach/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('the code step: Back and on again keeps the code; Resend code shows the wait, then sends a new one', async ({
  page,
}) => {
  const email = uniqueEmail('resend');
  await signUpViaUi(page, { identifier: email, role: 'Coach' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));

  // The countdown follows the wait the server announces with each code (resendAfterSeconds).
  // This suite's server waits 0 s so its many sign-ins are not slowed; here the real answer is
  // passed on with the production wait of 60 s, so the page shows the countdown it would show.
  await page.route('**/api/auth/otp', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.resendAfterSeconds).toBe(0);
    await route.fulfill({ response: answer, json: { ...body, resendAfterSeconds: 60 } });
  });
  // The page's clock runs as usual until the test moves it on.
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(email);
  const first = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We sent a 6-digit code to your email')).toBeVisible();
  const firstCode = await emailCode(email.toLowerCase(), first);
  const waiting = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
  await expect(waiting).toBeDisabled();

  // Back and Continue again within the wait: the same code step, no "Too many requests".
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We sent a 6-digit code to your email')).toBeVisible();
  await expect(page.getByText(/Too many requests/)).toHaveCount(0);
  await expect(waiting).toBeDisabled();

  await page.clock.fastForward('01:01');
  const resend = page.getByRole('button', { name: 'Resend code', exact: true });
  await expect(resend).toBeEnabled();
  const second = Date.now();
  await resend.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A new code is on its way.' }),
  ).toBeVisible();
  await expect(waiting).toBeDisabled();
  const secondCode = await emailCode(email.toLowerCase(), second);
  await page.screenshot({ path: 'test-results/resend-code-step.png' });

  // The new code replaced the first one.
  const field = page.getByLabel('6-Digit Code');
  if (firstCode !== secondCode) {
    await field.fill(firstCode);
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(page.getByText('Invalid verification code')).toBeVisible();
  }
  await field.fill(secondCode);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
});

test('too many wrong codes lock the address; the link sent to it unlocks sign-in', async ({
  page,
}) => {
  const email = uniqueEmail('locked');
  await signUpViaUi(page, { identifier: email, role: 'Coach' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));

  // Someone guesses: 5 wrong codes on each of two codes (set-up through the API).
  for (let round = 0; round < 2; round++) {
    const sent = await page.request.post('/api/auth/otp', {
      data: { identifier: email, purpose: 'login' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.request.post('/api/auth/verify', {
        data: { purpose: 'login', identifier: email, code: String(100_000 + round * 10 + i) },
      });
    }
  }

  // The owner tries to sign in: refused, with the way out.
  await page.goto('/login');
  await page.getByLabel('Email or Phone Number').fill(email);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText(/Too many wrong codes for this address\. We sent a link to your email/),
  ).toBeVisible();

  const text = await emailText(email.toLowerCase(), asked, 'Unlock signing in to GameSpeed');
  const link = new URL(/(https?:\/\/\S+\/unlock\?token=\S+)/.exec(text)![1]!);

  // The link's page works without signing in.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Sign-in unlocked')).toBeVisible();
  await page.screenshot({ path: 'test-results/unlock-sign-in.png' });
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/coach\/dashboard$/);

  // Used once: opening it again says so.
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('This link did not work')).toBeVisible();
});
