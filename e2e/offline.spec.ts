import { signUpOnboardedAthlete } from './support/api';
import { expect, grantBetaAccess, test } from './support/fixtures';

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
  // Wait until the service worker controls the page, then load once more so it keeps the data.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
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
