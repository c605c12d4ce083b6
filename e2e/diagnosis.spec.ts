import type { Page } from '@playwright/test';
import { api } from './support/api';
import { expect, grantBetaAccess, signUpViaUi, test, uniqueEmail } from './support/fixtures';

/**
 * The diagnosis on screen (docs/product/diagnosis.md), where every benchmark comes from
 * (docs/product/norm-provenance.md) and the "How to test" sheets (docs/product/test-guide.md).
 *
 * Input: WR, 72 in, 190 lb; broad jump 10' 8" = 128 in (1 in short of the 190 lb elite 129 in,
 * not force deficient); best 5→10 fly 1.40 s against elite 1.05 s → FORM DEFICIENT, Gear 3.
 */
const shot = (name: string) => ({ path: `screenshots/diagnosis-${name}.png` });

test.beforeEach(async ({ page }) => {
  await grantBetaAccess(page);
});

async function slowFlyAthlete(page: Page) {
  await signUpViaUi(page, {
    identifier: uniqueEmail('diagnosis'),
    role: 'Athlete',
    firstName: 'Casey',
  });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await api(page, 'PUT', '/api/profile/physical', {
    position: 'WR',
    heightInches: 72,
    weightLbs: 190,
  });
  await api(page, 'PUT', '/api/onboarding/broad-jump', { feet: 10, inches: 8 });
  await api(page, 'POST', '/api/results', { movement: '5_10_fly', value: 1.4 });
  await page.goto('/athlete/dashboard');
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);
}

test('slow flies read FORM DEFICIENT with the Gear 3 focus; a better fly flips it live to WELL-BALANCED', async ({
  page,
}) => {
  await slowFlyAthlete(page);
  await expect(page.getByText('FORM DEFICIENT', { exact: true })).toBeVisible();
  await expect(page.getByText('You need: Gear 3 Performance Training')).toBeVisible();
  await expect(
    page.getByText('Your 5→10 fly is 0.35 s slower than elite for your weight.'),
  ).toBeVisible();
  const gear3 = page.getByRole('region', { name: 'Gear 3 Training Focus' });
  await expect(gear3).toContainText('improve leg turnover and mechanics at speed');
  await expect(gear3.getByRole('region', { name: 'Field Work' })).toContainText('Wicket Runs');
  await page.screenshot(shot('01-form-deficient'));

  await page.getByRole('button', { name: 'Add New Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Test Result' });
  await dialog.getByRole('button', { name: '5→10 Fly', exact: true }).click();
  await page.getByLabel('Time (seconds)').fill('1.08');
  await page.getByRole('button', { name: 'Save' }).click();
  // 1.08 s is more than 15 % better than the best 1.40 s, so the dialog asks first.
  const fly = page.getByRole('dialog', { name: '5→10 Fly' });
  await expect(fly.getByRole('alert')).toHaveText(
    'That is more than 15 % better than your best (1.40s) — save anyway?',
  );
  await fly.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await expect(page.getByText('WELL-BALANCED', { exact: true })).toBeVisible();
  await expect(page.getByText('FORM DEFICIENT', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/You need: Gear/)).toHaveCount(0);
  const balanced = page.getByRole('region', { name: 'Balanced Training Focus' });
  await expect(balanced).toContainText('balanced between power and speed');
  await expect(page.getByRole('region', { name: 'Gear 3 Training Focus' })).toHaveCount(0);
  await page.screenshot(shot('02-well-balanced'));
});

test('benchmark sources and How to test sheets open and close by keyboard, focus back on the trigger', async ({
  page,
}) => {
  await slowFlyAthlete(page);

  // NFL column of the Power to Speed table.
  const nfl = page.getByRole('button', { name: 'NFL WR: where this benchmark comes from' });
  await nfl.focus();
  await page.keyboard.press('Enter');
  const nflSheet = page.getByRole('dialog', { name: 'About NFL WR' });
  await expect(nflSheet).toBeVisible();
  await expect(nflSheet).toContainText(
    'NFL WR: mean of NFL combine participants at the position (drafted and undrafted), 2000–2024, n = 1,029',
  );
  await page.screenshot(shot('03-nfl-source'));
  await page.keyboard.press('Escape');
  await expect(nflSheet).toBeHidden();
  await expect(nfl).toBeFocused();

  // Elite column: weight bin and percentile.
  const elite = page.getByRole('button', { name: 'Elite: where this benchmark comes from' });
  await elite.focus();
  await page.keyboard.press('Enter');
  const eliteSheet = page.getByRole('dialog', { name: 'About Elite for 190 lb' });
  await expect(eliteSheet).toContainText('180–200 lb');
  await expect(eliteSheet).toContainText('90th percentile');
  await page.keyboard.press('Escape');
  await expect(elite).toBeFocused();

  // Game Speed: provisional values carry the tag, in the table and in the sheet.
  await page.getByRole('button', { name: 'Game Speed' }).click();
  await expect(page.getByRole('table').getByText('Provisional')).toHaveCount(3);
  const game = page.getByRole('button', { name: /^Elite \(190 lbs\): where/ });
  await game.focus();
  await page.keyboard.press('Enter');
  const gameSheet = page.getByRole('dialog', { name: 'About Elite for 190 lb' });
  await expect(gameSheet.getByText('Provisional').first()).toBeVisible();
  await page.screenshot(shot('04-game-source-provisional'));
  await page.keyboard.press('Escape');
  await expect(game).toBeFocused();

  // How to test, inside Add Test Result: Escape closes only the sheet.
  await page.getByRole('button', { name: 'Add New Results' }).click();
  const add = page.getByRole('dialog', { name: 'Add Test Result' });
  await add.getByRole('button', { name: '20→10 Fly', exact: true }).click();
  const how = page.getByRole('button', { name: 'How to test' });
  await how.focus();
  await page.keyboard.press('Enter');
  const guide = page.getByRole('dialog', { name: 'How to test: 20→10 Fly' });
  await expect(guide).toContainText('A 20-yard run-in, then 10 timed yards');
  await expect(guide).toContainText('about 0.2 s fast on short sprints');
  await page.screenshot(shot('05-how-to-test'));
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(how).toBeFocused();
  await expect(page.getByRole('dialog', { name: '20→10 Fly' })).toBeVisible();
});
