import type { AdminVideo } from '@gamespeed/domain/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { api, signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, signInAsAdmin, test } from './support/fixtures';
import { linkForceDeficientWeightRoom } from './support/prescriptions';

/**
 * Subscriptions against the local Stripe-shaped server: its /checkout/:id page has a
 * 'Pay' button that posts signed webhooks to the app and redirects to the success URL; its
 * /portal/:id page links back to the return URL. The app must show the new state without the
 * user reloading anything.
 */
const shot = (name: string) => ({ path: `screenshots/billing-${name}.png`, fullPage: true });
/** The page scrolls inside its layout, so cards are captured on their own as well. */
async function captureAlone(page: Page, part: Locator, name: string) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  if (await dismiss.isVisible()) await dismiss.click();
  await expect(dismiss).toHaveCount(0);
  await part.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await part.screenshot({ path: `screenshots/billing-${name}.png` });
}
const run = Date.now().toString(36);

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Subscription' });

/** From the Subscribe button to the local checkout page, 'Pay', and back to settings. */
async function payOnLocalCheckout(page: Page, settingsPath: string) {
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  // Back on settings; the return parameter goes once the subscription is confirmed.
  await expect(page).toHaveURL(new RegExp(`${settingsPath}(\\?checkout=success)?$`));
  await expect(
    page.getByText('Subscription active — welcome aboard!', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${settingsPath}$`));
}

test.beforeEach(async ({ page }) => {
  await grantBetaAccess(page);
});

test('an athlete subscribes from settings, returns active, then manages it in the portal', async ({
  page,
}) => {
  await signUpOnboardedAthlete(page, 'Casey');
  await page.goto('/athlete/settings');

  const card = subscriptionCard(page);
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(card.getByText('Subscribe to unlock every training video.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);
  await page.screenshot(shot('settings-inactive'));
  await captureAlone(page, card, 'card-inactive');

  await card.getByRole('button', { name: 'Subscribe' }).click();
  await payOnLocalCheckout(page, '/athlete/settings');

  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Pro')).toBeVisible();
  await expect(card.getByText('Expires')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await page.screenshot(shot('settings-active'));
  await captureAlone(page, card, 'card-active');

  await card.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/portal\/bps_/);
  await expect(page.getByRole('heading', { name: 'Test billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/athlete\/settings$/);
  await expect(subscriptionCard(page).getByText('Active', { exact: true })).toBeVisible();
});

test('a cancelled checkout says so and leaves the subscription inactive', async ({ page }) => {
  await signUpOnboardedAthlete(page, 'Robin');
  await page.goto('/athlete/settings');
  await subscriptionCard(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page.getByText('Checkout cancelled', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/athlete\/settings$/);
  await expect(subscriptionCard(page).getByText('Inactive')).toBeVisible();
});

/** The admin publishes an athlete drill that is not a free preview; returns its title. */
async function publishLockedDrill(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await grantBetaAccess(admin);
  await signInAsAdmin(admin);
  const title = `Locked sled push ${run}`;
  await api(admin, 'POST', '/api/admin/videos', {
    title,
    description: 'Heavy sled, short pushes.',
    vimeoId: String(700_000_000 + (Date.now() % 100_000_000)),
    forRole: 'athlete',
    drillType: 'both',
    isPreview: false,
  });
  await context.close();
  return title;
}

test('a locked drill offers Subscribe, and is unlocked after the checkout', async ({
  page,
  browser,
}) => {
  const title = await publishLockedDrill(browser);
  await signUpOnboardedAthlete(page, 'Morgan');
  await page.goto('/athlete/drills');
  await page.getByRole('tab', { name: 'All Drills' }).click();

  const drill = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(drill.getByRole('img', { name: 'Locked' })).toBeVisible();
  await page.screenshot(shot('drills-locked'));
  await captureAlone(page, drill, 'drill-locked');

  await drill.getByRole('button', { name: 'Subscribe' }).click();
  await payOnLocalCheckout(page, '/athlete/settings');
  await expect(subscriptionCard(page).getByText('Active', { exact: true })).toBeVisible();

  // In-app navigation: the drills are refetched with the new access, no reload.
  await page.getByRole('link', { name: 'Drills' }).click();
  await expect(page).toHaveURL(/\/athlete\/drills$/);
  await page.getByRole('tab', { name: 'All Drills' }).click();
  await expect(drill.getByRole('heading', { name: title })).toBeVisible();
  await expect(drill.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await expect(drill.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await page.screenshot(shot('drills-unlocked'));
  await captureAlone(page, drill, 'drill-unlocked');
});

test('a locked prescribed video opens the paywall; after the checkout the athlete is back on it and it plays', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The admin links a locked (not free-preview) athlete video to the first Weight Room item of
  // every force-deficient prescription (the onboarded athlete is force deficient); the links are
  // put back at the end, as the suite shares one database.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await grantBetaAccess(admin);
  await signInAsAdmin(admin);
  const video = (await api(admin, 'POST', '/api/admin/videos', {
    title: `Locked trap bar jump ${run}`,
    description: 'Explosive from the floor.',
    vimeoId: String(710_000_000 + (Date.now() % 100_000_000)),
    forRole: 'athlete',
    drillType: 'force',
    isPreview: false,
  })) as AdminVideo;
  const { linked, restore } = await linkForceDeficientWeightRoom(admin, video.id);
  try {
    await signUpOnboardedAthlete(page, 'Jordan', 'billing-prescribed');
    await page.goto('/athlete/dashboard');
    const exercise = page
      .getByRole('region', { name: 'Weight Room' })
      .getByRole('button', { name: /^Locked video: / });
    await expect(exercise).toHaveCount(1);
    const name = (await exercise.getAttribute('aria-label'))?.replace('Locked video: ', '') ?? '';
    expect(linked.map((item) => item.exerciseName)).toContain(name);
    await captureAlone(page, exercise, 'prescribed-locked');

    await exercise.click();
    const paywall = page.getByRole('dialog', { name: 'Subscribe to watch' });
    await expect(paywall).toContainText(`“${name}” is for subscribers.`);
    await page.screenshot(shot('prescribed-paywall'));
    await paywall.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    // Back on the dashboard, the video named in the address until it has been handled.
    await expect(page).toHaveURL(/\/athlete\/dashboard(\?video=[^&]+&checkout=success)?$/);
    await expect(
      page.getByText('Subscription active — welcome aboard!', { exact: true }),
    ).toBeVisible();
    const player = page.getByRole('dialog', { name: video.title });
    await expect(player).toBeVisible();
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      `https://player.vimeo.com/video/${video.vimeoId}`,
    );
    await expect(page).toHaveURL(/\/athlete\/dashboard$/);
    await page.screenshot(shot('prescribed-player-after-checkout'));
    await expectNoSeriousA11yViolations(page, 'player after checkout');

    // Closed, the exercise is no longer locked.
    await page.keyboard.press('Escape');
    await expect(player).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Weight Room' }).getByRole('button', {
        name: `Play video: ${name}`,
      }),
    ).toBeVisible();
  } finally {
    await restore();
    await adminContext.close();
  }
});
