import { expect, type Page } from '@playwright/test';
import { openSignedIn } from './accounts';
import { signUpForThisTest, uniqueEmail } from './fixtures';

/** The access token of the session the page's app stored. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('gamespeed.session'));
  const token = raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  if (!token) throw new Error('no stored session');
  return token;
}

/** Calls the API as the signed-in user of the page (for test set-up, not for what is tested). */
export async function api(page: Page, method: 'PUT' | 'POST', path: string, data: unknown) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A new athlete, signed up and onboarded through the API (deleted when the test ends), signed in
 * on the page: WR, 72 in, 190 lb, broad jump 9' 6" (114 in, 15 in short of the 190 lb elite
 * 129 in → force deficient).
 */
export async function signUpOnboardedAthlete(page: Page, firstName: string, label = 'athlete') {
  const identifier = uniqueEmail(label);
  const session = await signUpForThisTest({ identifier, role: 'athlete', firstName });
  await openSignedIn(page, session, '/athlete/onboarding');
  await api(page, 'PUT', '/api/profile/physical', {
    position: 'WR',
    heightInches: 72,
    weightLbs: 190,
  });
  await api(page, 'PUT', '/api/onboarding/broad-jump', { feet: 9, inches: 6 });
}
