import type { Locator, Page } from '@playwright/test';
import { emailCode } from './support/codes';
import { expect, grantBetaAccess, test, uniqueEmail } from './support/fixtures';

/**
 * The whole athlete loop with the keyboard alone (Tab, Enter, Space, Escape, typing) on a
 * desktop-sized window: sign-up, onboarding, a result, and every chart dialog opened, zoomed and
 * closed. Where focus must land after each step is docs/product/screens.md 'Keyboard and focus'.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `max` times): it must be reachable. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Waits out the 2 s chart zoom (Back and zoom are ignored while it runs). */
async function chartAtRest(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.page().waitForTimeout(2300);
}

test('sign-up, onboarding, a result and every chart dialog with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await grantBetaAccess(page);
  const email = uniqueEmail('keyboard');

  // Sign-up.
  await page.goto('/signup');
  await tabTo(page, page.getByLabel('First Name'));
  await page.keyboard.type('Kai');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.type('Moreno');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email or Phone Number')).toBeFocused();
  await page.keyboard.type(email);
  const athlete = page.getByRole('button', { name: 'Athlete', exact: true });
  await tabTo(page, athlete);
  await page.keyboard.press('Space');
  await expect(athlete).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  const sentAfter = Date.now();
  await page.keyboard.press('Enter');

  // The code step puts the focus in the code field.
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await expect(page.getByLabel('6-Digit Code')).toBeFocused();
  await page.keyboard.type(await emailCode(email.toLowerCase(), sentAfter));
  await page.keyboard.press('Enter');

  // The birth month (docs/product/privacy.md): a select typed into, then the year.
  await expect(page).toHaveURL(/\/athlete\/birth-month$/);
  const month = page.getByLabel('Birth month', { exact: true });
  await tabTo(page, month);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mar');
  await expect(page.getByRole('option', { name: 'March', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(month).toHaveText('March');
  await tabTo(page, page.getByLabel('Birth year'));
  await page.keyboard.type('2001');
  await page.keyboard.press('Enter');

  // Onboarding step 1: a select opened and chosen with the keyboard, then the text fields.
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  const position = page.getByLabel('Position', { exact: true });
  await tabTo(page, position);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'CB', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(position).toHaveText('CB');
  await expect(position).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Height (ft)')).toBeFocused();
  await page.keyboard.type('5');
  await tabTo(page, page.getByLabel('Height (in)'));
  await page.keyboard.type('11');
  await tabTo(page, page.getByLabel('Weight (lbs)'));
  await page.keyboard.type('190');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Step 2 starts with the focus on its first field.
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const feet = page.getByLabel('Feet', { exact: true });
  await expect(feet).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('9');
  await expect(page.getByRole('option', { name: '9', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feet).toHaveText('9');
  await page.keyboard.press('Tab');
  const inches = page.getByLabel('Inches', { exact: true });
  await expect(inches).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await expect(page.getByRole('option', { name: '10', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Total: 9' 10" (118 inches)`)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Complete Setup' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/athlete\/dashboard$/);
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);
  await expect(page.getByText('FORCE DEFICIENT', { exact: true })).toBeVisible();

  // Add a result: focus enters the dialog, the chosen test's field takes the typing, and the
  // focus returns to 'Add New Results' when the dialog closes.
  const addResults = page.getByRole('button', { name: 'Add New Results' });
  await tabTo(page, addResults);
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Test Result' });
  await expect(add).toBeVisible();
  await expect(add.getByRole('button').first()).toBeFocused();
  await tabTo(page, add.getByRole('button', { name: '5→10 Fly', exact: true }));
  await page.keyboard.press('Enter');
  const time = page.getByRole('dialog').getByLabel('Time (seconds)');
  await expect(time).toBeFocused();
  await page.keyboard.type('1.12');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addResults).toBeFocused();
  await expect(page.getByRole('row', { name: /^5→10 Fly/ }).first()).toContainText('1.12');

  // Each triangle: open, zoom into a point, Escape backs out, Escape closes.
  for (const [name, point] of [
    ['Power Triangle', 'Broad Jump'],
    ['Game Triangle', '5-10 Roll 90'],
  ] as const) {
    const trigger = page.getByRole('button', { name, exact: true });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const pointButton = dialog.getByRole('button', { name: new RegExp(`^${point}:`) });
    await tabTo(page, pointButton);
    await page.keyboard.press('Space');
    await expect(dialog.getByText(`${point} drills`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
    await chartAtRest(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Tap a point to see its drills.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await chartAtRest(dialog);
    await expect(pointButton).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  // The comparison hexagon: zoom onto a drill, Escape returns to the full hexagon, Escape closes.
  const comparison = page.getByRole('button', { name: 'Comparison', exact: true });
  await tabTo(page, comparison);
  await page.keyboard.press('Enter');
  const hexagon = page.getByRole('dialog', { name: 'Comparison' });
  await expect(hexagon).toBeVisible();
  expect(await hexagon.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const drill = hexagon.getByRole('group', { name: 'Drills' }).getByRole('button', {
    name: 'Broad Jump',
  });
  await tabTo(page, drill);
  await page.keyboard.press('Enter');
  const back = hexagon.getByRole('button', { name: 'Back to Full Hexagon' });
  await expect(back).toBeVisible();
  await chartAtRest(hexagon);
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await expect(hexagon).toBeVisible();
  await expect(drill).toBeFocused();
  await chartAtRest(hexagon);
  await page.keyboard.press('Escape');
  await expect(hexagon).toBeHidden();
  await expect(comparison).toBeFocused();
});
