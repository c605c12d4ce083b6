import { accessToken, signUpOnboardedAthlete } from './support/api';
import {
  expect,
  grantBetaAccess,
  logInViaUi,
  signUpForThisTest,
  test,
  uniqueEmail,
} from './support/fixtures';
import { reloadUnderServiceWorker } from './support/service-worker';

/**
 * One browser, two people: what the service worker kept for offline use of one account is never
 * shown to the next person who signs in there, even when the first one's session ended
 * elsewhere ("sign out everywhere" on another device) instead of with Sign Out on this one. The
 * data export (sent `no-store`) is never kept at all.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(180_000);

const PRIVATE_NOTE = 'Private: left hamstring still tight';

/** What the app's own request for `path` gets with `token` from this page, online or not. */
const readThroughPage = (page: import('@playwright/test').Page, path: string, token: string) =>
  page.evaluate(
    async ([address, bearer]) => {
      try {
        const response = await fetch(address!, { headers: { authorization: `Bearer ${bearer}` } });
        return `${response.status} ${await response.text()}`;
      } catch {
        return 'no answer';
      }
    },
    [path, token],
  );

test('offline answers kept for one account are never served to the next person on the browser', async ({
  page,
  context,
}) => {
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, 'Avery', 'sw-first');
  const first = await accessToken(page);
  const saved = await page.request.post('/api/results', {
    headers: { authorization: `Bearer ${first}` },
    data: { movement: 'forty', value: 4.81, note: PRIVATE_NOTE },
  });
  expect(saved.ok()).toBe(true);

  // The first person uses the app online; the service worker keeps what it reads.
  await page.goto('/athlete/history');
  await expect(page.getByText(PRIVATE_NOTE)).toBeVisible();
  // Once the service worker controls the page, what it reads is kept.
  await reloadUnderServiceWorker(page);
  await expect(page.getByText(PRIVATE_NOTE)).toBeVisible();
  // The data export, as Settings downloads it: the server says no-store, so it is not kept.
  expect(await readThroughPage(page, '/api/account/export?format=json', first)).toMatch(/^200 /);
  const keptAddresses = await page.evaluate(async () => {
    const names = await caches.keys();
    const kept: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    }
    return kept;
  });
  expect(keptAddresses.some((url) => url.includes('/api/results/history'))).toBe(true);
  expect.soft(keptAddresses.filter((url) => url.includes('/api/account/export'))).toEqual([]);

  // The session ends elsewhere: "sign out everywhere" from another device. Nobody taps Sign Out here.
  const ended = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${first}` },
    data: { scope: 'global' },
  });
  expect(ended.ok()).toBe(true);

  // The next person signs in on the same browser, then loses the connection.
  const next = uniqueEmail('sw-next');
  await signUpForThisTest({ identifier: next, role: 'athlete', firstName: 'Blake' });
  await logInViaUi(page, next);
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  const second = await accessToken(page);
  await context.setOffline(true);

  for (const path of [
    '/api/results/history',
    '/api/auth/user',
    '/api/account/export?format=json',
  ]) {
    const answer = await readThroughPage(page, path, second);
    expect.soft(answer, path).not.toContain(PRIVATE_NOTE);
    expect.soft(answer, path).not.toContain('Avery');
  }
  await context.setOffline(false);
});
