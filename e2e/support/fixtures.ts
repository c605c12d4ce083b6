import { test as base, type Page } from '@playwright/test';
import { BETA_STORAGE_KEY } from './constants';

/** Marks the browser as having passed the beta gate, as a returning tester would be. */
export async function grantBetaAccess(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'granted'), BETA_STORAGE_KEY);
}

export const test = base;
export { expect } from '@playwright/test';
