import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker is ready, then loads the page once more and waits until
 * the worker controls it: from then on the page's reads pass through the worker and are kept.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
