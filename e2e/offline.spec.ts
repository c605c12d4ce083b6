import { signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, test } from './support/fixtures';
import { reloadUnderServiceWorker } from './support/service-worker';

/**
 * A weight room with no signal: the installed app (service worker) opens with no connection and
 * shows the last data seen; a result saved offline waits on the device, survives a reload, and
 * is saved exactly once when the connection is back.
 */
test.use({ serviceWorkers: 'allow' });
// Sign-up, two reloads and a sync: longer than the default minute on a busy machine.
test.setTimeout(180_000);

const shot = (name: string) => ({ path: `screenshots/offline-${name}.png` });

test('offline: the app reloads without a connection, and a result saved offline syncs once', async ({
  page,
  context,
}) => {
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, 'Casey', 'offline');
  await page.goto('/athlete/dashboard');
  const power = page.getByRole('table', { name: /Power to Speed/ });
  await expect(power).toBeVisible();
  // Once the service worker controls the page, what it reads is kept.
  await reloadUnderServiceWorker(page);
  await expect(power).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You're offline/)).toBeVisible();
  await expect(power).toBeVisible();
  await page.screenshot(shot('01-dashboard-offline'));

  await page.getByRole('button', { name: 'Add New Results' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '40 Yard Dash', exact: true }).click();
  await dialog.getByLabel('Time (seconds)').fill('4.71');
  await dialog.getByLabel('Note (optional)').fill('Weight room, no signal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  await page.screenshot(shot('02-waiting-to-sync'));

  // A reload (or an app restart) keeps the waiting result.
  await page.reload();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('1 change waiting to sync')).toHaveCount(0, { timeout: 20_000 });

  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('gamespeed.session');
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
  });
  const history = await page.request.get('/api/results/history?test=forty', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await history.json()) as { results: { value: number; note: string }[] };
  expect(results.filter((r) => r.value === 4.71)).toHaveLength(1);
  expect(results[0]?.note).toBe('Weight room, no signal');
});

test('offline from the first visit: the app opens from what it kept at sign-in, history shows the waiting result with Cancel, progress and drills open', async ({
  page,
  context,
}) => {
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, 'Riley', 'offline-first');
  // One visit, online, on the dashboard only: no second reload, history, progress or drills never opened.
  await page.goto('/athlete/dashboard');
  await expect(page.getByRole('table', { name: /Power to Speed/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  // What the screens need is kept once the page has settled and the worker controls it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('gamespeed-api');
          return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
        }),
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining([
        '/api/dashboard',
        '/api/drills',
        '/api/results/history',
        '/api/results/summary',
      ]),
    );

  await context.setOffline(true);
  await page.reload();
  // The session check cannot reach the server: the app opens from the session kept on the device.
  await expect(page.getByRole('table', { name: /Power to Speed/ })).toBeVisible({
    timeout: 5_000,
  });
  const banner = page.getByText(/^You're offline/);
  await expect(banner).toBeVisible();
  // One line: the banner leaves the screen to the screen.
  expect((await banner.boundingBox())?.height ?? 99).toBeLessThan(30);

  await page.getByRole('button', { name: 'Add New Results' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '40 Yard Dash', exact: true }).click();
  await dialog.getByLabel('Time (seconds)').fill('4.77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('link', { name: 'All results' }).click();
  const waiting = page.getByRole('button', { name: /^Cancel 40 Yard Dash 4\.77s/ });
  await expect(waiting).toBeVisible();
  await page.screenshot(shot('03-history-first-visit'));
  await waiting.click();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('1 change waiting to sync')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Drills' }).click();
  await expect(page.getByRole('tab', { name: 'Recommended' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.setOffline(false);
});
