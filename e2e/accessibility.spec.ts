import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { api } from './support/api';
import {
  expect,
  grantBetaAccess,
  signInAsAdmin,
  signUpViaUi,
  test,
  uniqueEmail,
} from './support/fixtures';

/**
 * The accessibility gate (docs/decisions/012-accessibility-gate.md): every screen and every
 * dialog of the three roles, each checked by axe in the state the user sees it. Names carry a
 * per-run suffix: the suite shares one server and database.
 */
const run = Date.now().toString(36);
let idCounter = 0;
const vimeoId = () => String(((Date.now() % 1_000_000_000) + 2_000_000_000) * 10 + ++idCounter);

/** The title each visited route set: every route has its own. */
const titles = new Map<string, string>();

/** Records the route's title, then runs the axe gate on the screen as it is. */
async function axe(page: Page, screen: string) {
  // A screen opened for the first time shows 'Loading...' in its place while its code arrives.
  await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
  const title = await page.title();
  expect(title, `${screen}: page title`).toMatch(/^.+ · GameSpeed$/);
  titles.set(new URL(page.url()).pathname, title);
  await expectNoSeriousA11yViolations(page, screen);
}

test.afterEach(() => {
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    expect(
      seen.get(title),
      `${path} has the title of ${seen.get(title)}: ${title}`,
    ).toBeUndefined();
    seen.set(title, path);
  }
});

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Closes the toast on screen, if any, so the next check sees the page alone. */
async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification', includeHidden: true });
  while ((await dismiss.count()) > 0) {
    await dismiss.first().click();
  }
}

test('public screens: access gate, landing, sign-up and login (both steps), diagnostics', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/');
  await expect(page).toHaveURL(/\/access-gate$/);
  await expect(page.getByLabel('Access Code')).toBeVisible();
  await axe(page, 'access gate');
  await page.getByLabel('Access Code').fill('wrong');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid access code')).toBeVisible();
  await axe(page, 'access gate, wrong code');

  await grantBetaAccess(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await axe(page, 'landing');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await axe(page, 'sign-up step 1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await axe(page, 'sign-up step 1 with validation messages');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await axe(page, 'login step 1');
  await page.getByLabel('Email or Phone Number').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Account not found/)).toBeVisible();
  await axe(page, 'login, account not found');

  await page.goto('/env-check');
  await expect(page.getByRole('heading', { name: 'Environment Variables Check' })).toBeVisible();
  await axe(page, 'diagnostics');
});

test('athlete: every screen and dialog', async ({ page }) => {
  test.setTimeout(900_000);
  await grantBetaAccess(page);
  await page.route('https://vumbnail.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#333"/></svg>',
    }),
  );

  // Sign-up step 2 (the code entry) is checked on the way.
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Quinn');
  await page.getByLabel('Last Name').fill('Rivers');
  await page.getByLabel('Email or Phone Number').fill(uniqueEmail('a11y'));
  await page.getByRole('button', { name: 'Athlete', exact: true }).click();
  await axe(page, 'sign-up step 1, filled');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await axe(page, 'sign-up step 2 (code)');
  await page.goto('/signup');

  await signUpViaUi(page, { identifier: uniqueEmail('a11y'), role: 'Athlete', firstName: 'Quinn' });
  await expect(page).toHaveURL(/\/athlete\/onboarding$/);
  await axe(page, 'onboarding step 1 (placeholders)');
  await page.getByLabel('Position').click();
  await expect(page.getByRole('option')).toHaveCount(11);
  await axe(page, 'onboarding step 1, position list open');
  await page.getByRole('option', { name: 'CB', exact: true }).click();
  await page.getByLabel('Height (ft)').fill('5');
  await page.getByLabel('Height (in)').fill('11');
  await page.getByLabel('Weight (lbs)').fill('190');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await axe(page, 'onboarding step 2');
  await choose(page, 'Feet', '9');
  await choose(page, 'Inches', '10');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/athlete\/dashboard$/);
  // The 2 s 'Loading analysis...' overlay is gone before a check could finish; the dashboard
  // is checked once it has faded.
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);
  await expect(page.getByText('FORCE DEFICIENT', { exact: true })).toBeVisible();
  await axe(page, 'dashboard');
  await api(page, 'POST', '/api/results', { movement: '5_10_fly', value: 1.12 });
  await api(page, 'POST', '/api/results', { movement: '20_10_fly', value: 0.99 });
  await api(page, 'POST', '/api/results', { movement: '5_10_roll_90', value: 1.91 });
  await expect(page.getByRole('row', { name: /^20→10 Fly/ }).first()).toContainText('0.99');

  // Add Test Result: the list, Gear 4's options, a time entry, a broad-jump entry, a saved toast.
  await page.getByRole('button', { name: 'Add New Results' }).click();
  const add = page.getByRole('dialog');
  await expect(add.getByRole('heading', { name: 'Add Test Result' })).toBeVisible();
  await axe(page, 'Add Test Result, list');
  await add.getByRole('button', { name: 'ShredMill Gear 4', exact: true }).click();
  await expect(add.getByRole('heading', { name: 'ShredMill Gear 4' })).toBeVisible();
  await axe(page, 'Add Test Result, Gear 4 options');
  await add.getByRole('button', { name: 'Option A', exact: true }).click();
  await axe(page, 'Add Test Result, speed entry');
  await add.getByRole('button', { name: 'Back' }).click();
  await add.getByRole('button', { name: 'Back' }).click();
  await add.getByRole('button', { name: 'Broad Jump', exact: true }).click();
  await axe(page, 'Add Test Result, broad jump entry');
  await add.getByRole('button', { name: 'Back' }).click();
  await add.getByRole('button', { name: '5→10 Fly', exact: true }).click();
  await add.getByLabel('Time (seconds)').fill('1.10');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('5→10 Fly result saved').first()).toBeVisible();
  await axe(page, 'dashboard with a toast');
  await dismissToasts(page);

  // The chart dialogs, at rest and zoomed.
  await page.getByRole('button', { name: 'Power Triangle' }).click();
  const power = page.getByRole('dialog', { name: 'Power Triangle' });
  await expect(power.getByText('Tap a point to see its drills.')).toBeVisible();
  await axe(page, 'Power Triangle');
  await power.getByRole('button', { name: 'NFL' }).click();
  await axe(page, 'Power Triangle, NFL');
  await power.getByRole('button', { name: /^Broad Jump/ }).click();
  await expect(power.getByText('Broad Jump drills')).toBeVisible();
  await axe(page, 'Power Triangle, zoomed');
  await power.getByRole('button', { name: 'Back' }).click();
  await expect(power.getByText('Tap a point to see its drills.')).toBeVisible();
  await power.getByRole('button', { name: 'Close' }).click();
  await expect(power).toBeHidden();

  await page.getByRole('button', { name: 'Game Triangle' }).click();
  const game = page.getByRole('dialog', { name: 'Game Triangle' });
  await expect(game.getByText('Tap a point to see its drills.')).toBeVisible();
  await axe(page, 'Game Triangle');
  await game.getByRole('button', { name: 'Close' }).click();
  await expect(game).toBeHidden();

  await page.getByRole('button', { name: 'Comparison' }).click();
  const hexagon = page.getByRole('dialog', { name: 'Comparison' });
  await expect(hexagon.getByRole('group', { name: 'Drills' })).toBeVisible();
  await axe(page, 'Comparison hexagon');
  await hexagon
    .getByRole('group', { name: 'Drills' })
    .getByRole('button', { name: 'Broad Jump' })
    .click();
  await expect(hexagon.getByRole('button', { name: 'Back to Full Hexagon' })).toBeVisible();
  await axe(page, 'Comparison hexagon, zoomed');
  await hexagon.getByRole('button', { name: 'Close' }).click();
  await expect(hexagon).toBeHidden();

  // The other athlete screens.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Drills' }).click();
  await expect(page.getByRole('heading', { name: 'Training Drills' })).toBeVisible();
  await expect(page.getByText('Loading drills...')).toHaveCount(0);
  await axe(page, 'drills, recommended');
  await page.getByRole('tab', { name: 'All Drills' }).click();
  await axe(page, 'drills, all');

  await nav.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Progress', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Every test' })).toBeVisible();
  await axe(page, 'progress');

  await page.goto('/athlete/history');
  await expect(page.getByRole('heading', { name: 'Results history' })).toBeVisible();
  await axe(page, 'results history');
  const results = page.getByRole('list', { name: 'Results' });
  await results.getByRole('listitem').first().getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit result' });
  await expect(edit).toBeVisible();
  await axe(page, 'Edit result');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await results
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await axe(page, 'results history, deleted with Undo');
  await dismissToasts(page);

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/athlete\/settings$/);
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
  await axe(page, 'athlete settings');
  await page.getByRole('button', { name: 'Edit Physical Information' }).click();
  await axe(page, 'athlete settings, physical information editing');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Edit Profile/ }).click();
  await axe(page, 'athlete settings, profile editing');

  await page.goto('/athlete/onboarding');
  await expect(page.getByRole('button', { name: 'Skip to Broad Jump' })).toBeVisible();
  await axe(page, 'onboarding again (retake)');
});

test('admin and coach: every screen and dialog', async ({ page }) => {
  test.setTimeout(900_000);
  await grantBetaAccess(page);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.route('https://vumbnail.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#333"/></svg>',
    }),
  );
  await signInAsAdmin(page, 'Alex');
  await axe(page, 'coach dashboard (admin)');
  await page.goto('/coach/settings');
  await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' })).toBeVisible();
  await axe(page, 'coach settings with the Admin card');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /Manage Videos/ })).toBeVisible();
  await axe(page, 'admin dashboard');
  await page.getByRole('link', { name: /Add New Video/ }).click();
  await expect(page.getByRole('heading', { name: 'Add New Video' })).toBeVisible();
  await axe(page, 'add new video');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await axe(page, 'add new video, validation messages');
  const title = `A11y Film ${run}`;
  await page.getByLabel('Video Title').fill(title);
  await page.getByLabel('Description (optional)').fill('Reading the second level.');
  await page.getByLabel('Vimeo Video ID').fill(vimeoId());
  await page.getByRole('checkbox', { name: 'Mark as Featured' }).check();
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await dismissToasts(page);

  await page.goto('/admin/videos');
  await expect(page.getByText(/^\d+ unfiled video\(s\) • \d+ total$/)).toBeVisible();
  await axe(page, 'manage videos');

  await page.getByRole('button', { name: 'Create Folder' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create New Folder' });
  await expect(create).toBeVisible();
  await axe(page, 'Create New Folder');
  await create.getByRole('button', { name: 'Add Tag' }).click();
  const tags = page.getByRole('dialog', { name: 'Select Tag' });
  await expect(tags).toBeVisible();
  await axe(page, 'Select Tag');
  await page.keyboard.press('Escape');
  await expect(tags).toBeHidden();
  const folder = `A11y Folder ${run}`;
  await create.getByLabel('Folder Name').fill(folder);
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create).toBeHidden();
  await dismissToasts(page);

  const card = page.getByRole('listitem', { name: folder, exact: true });
  await card.locator('button[aria-expanded]').first().click();
  await axe(page, 'manage videos, folder open');
  await card.getByRole('button', { name: 'Add Video', exact: true }).first().click();
  const addTo = page.getByRole('dialog', { name: 'Add Videos to Folder' });
  await expect(addTo).toBeVisible();
  await axe(page, 'Add Videos to Folder');
  await addTo.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Delete', exact: true }).first().click();
  const deleteFolder = page.getByRole('alertdialog', { name: 'Delete Folder' });
  await expect(deleteFolder).toBeVisible();
  await axe(page, 'Delete Folder');
  await deleteFolder.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const deleteVideo = page.getByRole('alertdialog', { name: 'Delete Video' });
  await expect(deleteVideo).toBeVisible();
  await axe(page, 'Delete Video');
  await deleteVideo.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Video actions for ${title}` }).click();
  const actions = page.getByRole('dialog', { name: 'Video Actions' });
  await expect(actions).toBeVisible();
  await axe(page, 'Video Actions');
  await actions.getByRole('button', { name: 'Move to Folder' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' }).last()).toBeVisible();
  await axe(page, 'manage videos, move mode banner');
  await page.getByRole('button', { name: `Move here: ${folder}` }).click();
  const moveConfirm = page.getByRole('alertdialog', { name: 'Move Video' });
  await expect(moveConfirm).toBeVisible();
  await axe(page, 'Move Video confirmation');
  await moveConfirm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import from Vimeo' }).click();
  const importConfirm = page.getByRole('alertdialog', { name: 'Import from Vimeo' });
  await expect(importConfirm).toBeVisible();
  await axe(page, 'Import from Vimeo confirmation');
  await importConfirm.getByRole('button', { name: 'Cancel' }).click();

  // The coach area, as a coach who is not an admin.
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));
  await signUpViaUi(page, { identifier: uniqueEmail('a11y-coach'), role: 'Coach' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await expect(page.getByText('Featured Education')).toBeVisible();
  await axe(page, 'coach dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Education' }).click();
  await expect(page.getByRole('heading', { name: 'Education Library' })).toBeVisible();
  await expect(page.getByRole('button', { name: title })).toBeVisible();
  await axe(page, 'education library');
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('No athletes added yet')).toBeVisible();
  await axe(page, 'team');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/coach\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await axe(page, 'coach settings');
});
