import { LONG_PRESS_FOLDER_MS } from '@gamespeed/domain';
import { type AdminVideo, type Folder, IMPORT_CONFIRM_PROMPT } from '@gamespeed/domain/contracts';
import type { Locator, Page } from '@playwright/test';
import { accessToken, api, signUpOnboardedAthlete } from './support/api';
import { E2E_VIMEO_VIDEO_COUNT } from './support/constants';
import {
  expect,
  grantBetaAccess,
  signInAsAdmin,
  signUpViaUi,
  test,
  uniqueEmail,
} from './support/fixtures';

/**
 * The video library: the admin adds videos, organises folders and tags, moves and
 * copies by long-press, meets the delete rules, imports from the local Vimeo-shaped server;
 * a coach reads the education library. Names carry a per-run suffix: the suite shares one
 * server and database.
 */
const shot = (name: string) => ({ path: `screenshots/video-library-${name}.png`, fullPage: true });
const run = Date.now().toString(36);
/** A Vimeo-like numeric id unique to this run. */
let idCounter = 0;
const vimeoId = () => String(((Date.now() % 1_000_000_000) + 1_000_000_000) * 10 + ++idCounter);

test.beforeEach(async ({ page }) => {
  await grantBetaAccess(page);
  // Record the player windows instead of leaving for vimeo.com.
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
});

/** Closes the toast on screen, if any (it may cover what the test taps next). */
async function dismissToast(page: Page) {
  // includeHidden: while a modal dialog is open the rest of the page is aria-hidden.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification', includeHidden: true });
  if (await dismiss.isVisible()) await dismiss.click();
  await expect(dismiss).toHaveCount(0);
}

/** Holds the pointer down on the element's centre for `ms`, then releases. */
async function longPress(page: Page, target: Locator, ms: number) {
  await dismissToast(page);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('long-press target is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms + 200);
  await page.mouse.up();
}

const folderCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
/** The expand/collapse button of a folder card. */
const folderToggle = (page: Page, name: string) =>
  folderCard(page, name).locator('button[aria-expanded]').first();
/** A folder's own action (the first match: nested cards come after it). */
const folderAction = (page: Page, name: string, action: string) =>
  folderCard(page, name).getByRole('button', { name: action, exact: true }).first();

/**
 * Checks the toast's title (and description), captures the screen when `capture` names a shot,
 * then closes the toast so it covers nothing the test taps next.
 */
async function expectToast(page: Page, title: string, description?: string, capture?: string) {
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
  if (capture) await page.screenshot(shot(capture));
  await dismissToast(page);
}

async function addVideo(
  page: Page,
  input: { title: string; id: string; description?: string; featured?: boolean },
) {
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /Add New Video/ }).click();
  await expect(page.getByRole('heading', { name: 'Add New Video' })).toBeVisible();
  await page.getByLabel('Video Title').fill(input.title);
  if (input.description) await page.getByLabel('Description (optional)').fill(input.description);
  await page.getByLabel('Vimeo Video ID').fill(input.id);
  if (input.featured) await page.getByRole('checkbox', { name: 'Mark as Featured' }).check();
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expectToast(page, 'Video added successfully!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('admin: add a video, folders with tags, add to folder, move and copy, delete rules', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const accel = `Acceleration ${run}`;
  const decel = `Deceleration ${run}`;
  const speed = `Speed ${run}`;
  const drills = `Drills ${run}`;
  const archive = `Archive ${run}`;
  const tag = `tag-${run}`;
  const accelId = vimeoId();

  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByText('Total Videos')).toBeVisible();
  await page.screenshot(shot('01-admin-dashboard'));

  // Add New Video: required fields, then a video by its Vimeo address, featured.
  await page.getByRole('link', { name: /Add New Video/ }).click();
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Please enter a video title')).toBeVisible();
  await expect(page.getByText('Please enter the Vimeo video ID')).toBeVisible();
  await page.screenshot(shot('02-add-video-errors'));
  await page.getByLabel('Video Title').fill(accel);
  await page.getByLabel('Description (optional)').fill('First steps out of a stance.');
  await page.getByLabel('Vimeo Video ID').fill(`https://vimeo.com/${accelId}`);
  await page.getByRole('checkbox', { name: 'Mark as Featured' }).check();
  await page.screenshot(shot('03-add-video-filled'));
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expectToast(page, 'Video added successfully!', undefined, '04-admin-dashboard-after-add');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The same Vimeo id again: the failure alert with the server's reason.
  await page.getByRole('link', { name: /Add New Video/ }).click();
  await page.getByLabel('Video Title').fill(`${accel} again`);
  await page.getByLabel('Vimeo Video ID').fill(accelId);
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expectToast(
    page,
    'Failed to add video. Please try again.',
    'A video with this Vimeo ID already exists.',
    '05-add-video-duplicate',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await addVideo(page, { title: decel, id: vimeoId() });

  // Manage Videos.
  await page.getByRole('link', { name: /Manage Videos/ }).click();
  await expect(page.getByRole('heading', { name: 'Manage Videos' })).toBeVisible();
  await expect(page.getByText(/^\d+ unfiled video\(s\) • \d+ total$/)).toBeVisible();
  await page.screenshot(shot('06-manage-videos'));

  // Tapping a video opens the Vimeo player in a new tab, autoplaying.
  await page.getByRole('button', { name: `Play ${accel}` }).click();
  const opened = await page.evaluate(
    () => (window as unknown as { __opened: unknown[][] }).__opened,
  );
  expect(opened).toEqual([
    [`https://player.vimeo.com/video/${accelId}?autoplay=1`, '_blank', 'noopener'],
  ]);

  // Create Folder: a blank name is refused; then a folder with a new tag.
  await page.getByRole('button', { name: 'Create Folder' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Folder' });
  await createDialog.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Required', 'Please enter a folder name', '07a-folder-name-required');
  await createDialog.getByLabel('Folder Name').fill(speed);
  await createDialog.getByRole('button', { name: 'Add Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Select Tag' });
  await expect(tagDialog).toBeVisible();
  await page.screenshot(shot('07-select-tag'));
  await tagDialog.getByLabel('New tag name').fill(`  ${tag}  `);
  await tagDialog.getByRole('button', { name: 'Create New Tag' }).click();
  await expectToast(page, 'Tag created successfully!');
  await expect(tagDialog).toBeHidden();
  await expect(createDialog.getByRole('list', { name: 'Selected tags' })).toContainText(tag);
  await page.screenshot(shot('08-create-folder'));
  await createDialog.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder created successfully!');
  await expect(folderCard(page, speed)).toContainText(tag);
  await expect(folderCard(page, speed)).toContainText('0 folders, 0 videos');

  // A second top-level folder, and the tag is now offered in the list.
  await page.getByRole('button', { name: 'Create Folder' }).click();
  await createDialog.getByLabel('Folder Name').fill(archive);
  await createDialog.getByRole('button', { name: 'Add Tag' }).click();
  await expect(tagDialog.getByRole('button', { name: tag })).toBeVisible();
  await page.keyboard.press('Escape');
  await createDialog.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder created successfully!');

  // Open Speed: empty; create the subfolder Drills from its actions.
  await folderToggle(page, speed).click();
  await expect(folderCard(page, speed).getByText('This folder is empty')).toBeVisible();
  await page.screenshot(shot('09-folder-open-empty'));
  await folderAction(page, speed, 'Create Folder').click();
  await expect(createDialog).toContainText(`Inside "${speed}"`);
  await createDialog.getByLabel('Folder Name').fill(drills);
  await createDialog.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder created successfully!');
  await expect(folderToggle(page, speed)).toContainText('1 folders, 0 videos');

  // Only the deepest open folder is actionable.
  await folderToggle(page, drills).click();
  await expect(folderAction(page, speed, 'Add Video')).toBeDisabled();
  await expect(folderAction(page, drills, 'Add Video')).toBeEnabled();
  await page.screenshot(shot('10-nested-folders'));
  await folderToggle(page, drills).click();
  await expect(folderAction(page, speed, 'Add Video')).toBeEnabled();

  // Add Videos to Folder: none selected is refused; add Acceleration.
  await folderAction(page, speed, 'Add Video').click();
  const addDialog = page.getByRole('dialog', { name: 'Add Videos to Folder' });
  await expect(addDialog).toBeVisible();
  await expect(addDialog.getByText('0 video(s) selected')).toBeVisible();
  await addDialog.getByRole('button', { name: 'Add Videos' }).click();
  await expectToast(page, 'Required', 'Please select at least one video');
  const search = addDialog.getByLabel('Search videos');
  if (await search.isVisible()) await search.fill(run);
  await addDialog.getByRole('checkbox', { name: accel }).check();
  await expect(addDialog.getByText('1 video(s) selected')).toBeVisible();
  await page.screenshot(shot('11-add-videos'));
  await addDialog.getByRole('button', { name: 'Add Videos' }).click();
  await expectToast(page, '1 video(s) added to folder!');
  await expect(folderToggle(page, speed)).toContainText('1 folders, 1 videos');

  // Second open: the video is 'Already in folder', greyed and not selectable.
  await folderAction(page, speed, 'Add Video').click();
  await expect(addDialog).toBeVisible();
  if (await search.isVisible()) await search.fill(run);
  const already = addDialog.getByRole('checkbox', { name: accel });
  await expect(already).toBeDisabled();
  await expect(addDialog.getByText('Already in folder')).toBeVisible();
  await page.screenshot(shot('12-add-videos-already'));
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  // Move by long-press: the unfiled Deceleration (1000 ms) → Move to Folder → long-press Archive.
  await longPress(page, page.getByRole('button', { name: `Play ${decel}` }), 1000);
  const actions = page.getByRole('dialog', { name: 'Video Actions' });
  await expect(actions).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Copy to another folder' })).toHaveCount(0);
  await page.screenshot(shot('13-video-actions-unfiled'));
  await actions.getByRole('button', { name: 'Move to Folder' }).click();
  await expect(
    page.getByText('Move Mode: Long-press on a folder to move the video there'),
  ).toBeVisible();
  await page.screenshot(shot('14-move-mode'));
  await longPress(page, folderToggle(page, archive), 500);
  const moveConfirm = page.getByRole('alertdialog', { name: 'Move Video' });
  await expect(moveConfirm).toContainText(`Move "${decel}" to "${archive}"?`);
  await page.screenshot(shot('15-move-confirm'));
  await moveConfirm.getByRole('button', { name: 'Move' }).click();
  await expectToast(page, 'Video moved successfully', undefined, '15a-moved');
  await expect(page.getByText(/Move Mode/)).toHaveCount(0);
  await expect(folderToggle(page, archive)).toContainText('0 folders, 1 videos');

  // A short press is a tap, not a long press: a video inside a folder (500 ms) opens actions.
  await folderToggle(page, archive).click();
  await longPress(
    page,
    folderCard(page, archive).getByRole('button', { name: `Play ${decel}` }),
    500,
  );
  await expect(actions).toBeVisible();
  await expect(actions.getByRole('button', { name: `Remove from "${archive}"` })).toBeVisible();
  await page.screenshot(shot('16-video-actions-in-folder'));
  await page.keyboard.press('Escape');

  // Copy with the keyboard path: the ⋯ menu button, then 'Copy here' on the destination.
  await folderToggle(page, speed).click();
  await folderCard(page, speed)
    .getByRole('button', { name: `Video actions for ${accel}` })
    .click();
  await actions.getByRole('button', { name: 'Copy to another folder' }).click();
  await expect(
    page.getByText('Copy Mode: Long-press on a folder to copy the video there'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy here: ${speed}` })).toHaveCount(0);
  await page.screenshot(shot('17-copy-mode'));
  await page.getByRole('button', { name: `Copy here: ${archive}` }).click();
  const copyConfirm = page.getByRole('alertdialog', { name: 'Copy Video' });
  await copyConfirm.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Video copied successfully');
  await expect(folderToggle(page, archive)).toContainText('0 folders, 2 videos');
  await expect(folderToggle(page, speed)).toContainText('1 folders, 1 videos');

  // Cancel leaves move mode.
  await folderCard(page, speed)
    .getByRole('button', { name: `Video actions for ${accel}` })
    .click();
  await actions.getByRole('button', { name: 'Move to another folder' }).click();
  await page
    .getByRole('region', { name: 'Move mode' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByText(/Move Mode/)).toHaveCount(0);

  // Remove from folder.
  await folderToggle(page, archive).click();
  await folderCard(page, archive)
    .getByRole('button', { name: `Video actions for ${accel}` })
    .click();
  await actions.getByRole('button', { name: `Remove from "${archive}"` }).click();
  // The toast offers Undo: the video goes back into the folder.
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Video removed from folder', { exact: true })).toBeVisible();
  await expect(folderToggle(page, archive)).toContainText('0 folders, 1 videos');
  await page.screenshot(shot('17a-removed-undo'));
  await notifications.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, `Video put back in "${archive}"`);
  await expect(folderToggle(page, archive)).toContainText('0 folders, 2 videos');
  // Removed for good this time.
  await folderCard(page, archive)
    .getByRole('button', { name: `Video actions for ${accel}` })
    .click();
  await actions.getByRole('button', { name: `Remove from "${archive}"` }).click();
  await expectToast(page, 'Video removed from folder');
  await expect(folderToggle(page, archive)).toContainText('0 folders, 1 videos');

  // Delete rules: a folder with subfolders cannot be deleted.
  await folderToggle(page, speed).click();
  await folderAction(page, speed, 'Delete').click();
  await expectToast(
    page,
    'Cannot Delete',
    'Cannot delete folder with subfolders. Please delete or move subfolders first.',
    '18-cannot-delete',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The empty subfolder: a plain confirm.
  await folderToggle(page, drills).click();
  await folderAction(page, drills, 'Delete').click();
  const deleteFolder = page.getByRole('alertdialog', { name: 'Delete Folder' });
  await expect(deleteFolder.getByLabel('Folder name')).toHaveCount(0);
  await page.screenshot(shot('19-delete-empty-folder'));
  await deleteFolder.getByRole('button', { name: 'Delete Folder' }).click();
  await expectToast(page, 'Folder deleted successfully!');
  await expect(folderCard(page, drills)).toHaveCount(0);

  // A folder holding videos needs its exact name.
  await folderAction(page, speed, 'Delete').click();
  await deleteFolder.getByLabel('Folder name').fill(speed.toUpperCase());
  await deleteFolder.getByRole('button', { name: 'Delete Folder' }).click();
  await expectToast(
    page,
    'Confirmation Required',
    'Please type the folder name correctly to confirm deletion.',
    '20-delete-folder-confirm',
  );
  await deleteFolder.getByLabel('Folder name').fill(speed);
  await deleteFolder.getByRole('button', { name: 'Delete Folder' }).click();
  await expectToast(page, 'Folder deleted successfully!');
  await expect(folderCard(page, speed)).toHaveCount(0);

  // Acceleration is unfiled again: delete it with its delete button.
  const unfiled = page.getByRole('region', { name: 'Unfiled Videos' });
  await unfiled.getByRole('button', { name: `Delete ${accel}` }).click();
  const deleteVideo = page.getByRole('alertdialog', { name: 'Delete Video' });
  await expect(deleteVideo).toContainText(accel);
  await page.screenshot(shot('21-delete-video'));
  await deleteVideo.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Video deleted successfully!');
  await expect(page.getByRole('button', { name: `Play ${accel}` })).toHaveCount(0);
  await page.screenshot(shot('22-manage-videos-end'));
});

test('admin: import from the local Vimeo server, twice', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/videos');
  const countLine = page.getByText(/^\d+ unfiled video\(s\) • \d+ total$/);
  await expect(countLine).toBeVisible();
  const totalBefore = Number((await countLine.textContent())!.match(/(\d+) total/)![1]);

  // A failing import names the reason.
  await page.route('**/api/admin/import/vimeo', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'vimeo_error', message: 'Vimeo is unavailable' } }),
    }),
  );
  await page.getByRole('button', { name: 'Import from Vimeo' }).click();
  await page
    .getByRole('alertdialog', { name: 'Import from Vimeo' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expectToast(
    page,
    'Failed to import videos: Vimeo is unavailable',
    undefined,
    '29-import-failed',
  );
  await page.unroute('**/api/admin/import/vimeo');

  // Slow the real import a little so the progress can be seen.
  await page.route('**/api/admin/import/vimeo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import from Vimeo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Import from Vimeo' });
  await expect(confirm).toContainText(IMPORT_CONFIRM_PROMPT);
  await page.screenshot(shot('30-import-confirm'));
  await confirm.getByRole('button', { name: 'Import' }).click();
  const progress = page.getByRole('dialog', { name: 'Importing videos' });
  await expect(progress.getByText('Importing videos from Vimeo...')).toBeVisible();
  await expect(progress.getByText(/Elapsed: 0:0[1-9]/)).toBeVisible();
  await page.screenshot(shot('31-import-progress'));

  const summary = page.getByRole('dialog', { name: 'Import complete!' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const value = async (label: string) =>
    Number(
      await summary
        .locator('dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    );
  expect(await value('Total videos found')).toBe(E2E_VIMEO_VIDEO_COUNT);
  const imported = await value('Newly imported');
  expect(imported + (await value('Already existed'))).toBe(E2E_VIMEO_VIDEO_COUNT);
  expect(await value('Errors')).toBe(0);
  await page.screenshot(shot('32-import-summary'));
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(countLine).toContainText(`${totalBefore + imported} total`);

  // Running it again imports nothing new.
  await page.unroute('**/api/admin/import/vimeo');
  await page.getByRole('button', { name: 'Import from Vimeo' }).click();
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(summary).toBeVisible({ timeout: 60_000 });
  expect(await value('Total videos found')).toBe(E2E_VIMEO_VIDEO_COUNT);
  expect(await value('Newly imported')).toBe(0);
  expect(await value('Already existed')).toBe(E2E_VIMEO_VIDEO_COUNT);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(countLine).toContainText(`${totalBefore + imported} total`);
  await page.screenshot(shot('33-manage-videos-imported'));
});

test('coach: dashboard with the featured video, education library, team without a team yet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const featured = `Featured Film ${run}`;
  await signInAsAdmin(page);
  await addVideo(page, {
    title: featured,
    id: vimeoId(),
    description: 'How elite backs read the second level.',
    featured: true,
  });

  // A fresh coach (not an admin).
  await page.evaluate(() => window.localStorage.removeItem('gamespeed.session'));
  await signUpViaUi(page, { identifier: uniqueEmail('coach'), role: 'Coach', firstName: 'Casey' });
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeVisible();
  const featuredCard = page.getByText('Featured Education').locator('..');
  await expect(featuredCard).toContainText(featured);
  await expect(page.getByText('Team Overview')).toBeVisible();
  await expect(page.getByText('Athletes', { exact: true })).toBeVisible();
  await expect(page.getByText('Active This Week')).toBeVisible();
  await page.screenshot(shot('40-coach-dashboard'));
  // Not a free preview and the coach has no subscription: the paywall opens (e2e/content.spec.ts).
  await page.getByRole('button', { name: `Watch Now: ${featured}` }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to watch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: /Education Library/ }).click();
  await expect(page).toHaveURL(/\/coach\/education$/);
  await expect(page.getByRole('heading', { name: 'Education Library', level: 1 })).toBeVisible();
  // This run's videos have no category, so they are in the group of videos without one;
  // grouping by category is covered by education-library.test.tsx.
  const group = page.getByRole('region', { name: /^(All Videos|More Videos)$/ });
  await expect(group.getByRole('button', { name: featured })).toBeVisible();
  await expect(group.getByRole('button', { name: featured })).toContainText(
    'How elite backs read the second level.',
  );
  await page.screenshot(shot('41-coach-education'));

  await page.getByRole('link', { name: 'Team', exact: true }).click();
  // A coach without a team: the empty roster and the form that creates the team.
  await expect(page.getByText('No athletes added yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeEnabled();
  await page.screenshot(shot('42-coach-team'));

  // Not an admin: the admin pages send the coach home.
  await page.goto('/admin/videos');
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
});

test('admin publishes an athlete drill through the form; a force-deficient athlete gets it recommended', async ({
  browser,
}) => {
  const title = `Sled Push ${run}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await grantBetaAccess(admin);
  await signInAsAdmin(admin);
  await admin.goto('/admin/videos/new');
  await admin.getByLabel('Video Title').fill(title);
  await admin.getByLabel('Vimeo Video ID').fill(vimeoId());
  await admin.getByLabel('Audience').click();
  await admin.getByRole('option', { name: 'Athletes (drill)' }).click();
  await admin.getByLabel('Drill type').click();
  await admin.getByRole('option', { name: 'Force (Gear 2)' }).click();
  await admin.getByRole('checkbox', { name: 'Free preview' }).check();
  await admin.screenshot({
    path: 'screenshots/video-library-05a-add-athlete-drill.png',
    fullPage: true,
  });
  await admin.getByRole('button', { name: 'Add Video' }).click();
  await expect(admin.getByText('Video added successfully!', { exact: true })).toBeVisible();
  await adminContext.close();

  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await grantBetaAccess(athlete);
  await signUpOnboardedAthlete(athlete, 'Drew', 'drills');
  await athlete.goto('/athlete/drills');
  await expect(athlete.getByText('Personalized for force training')).toBeVisible();
  await expect(athlete.getByRole('tab', { name: 'Recommended' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = athlete.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // A free preview: open to an athlete without a subscription.
  await expect(card.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await athleteContext.close();
});

test.describe('touch', () => {
  // A phone: touch events and pointer events of type 'touch', as a finger makes them.
  test.use({ hasTouch: true, isMobile: true });

  test('admin: a long press on a video in a folder opens Video Actions; lifting the finger changes nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const folderName = `Touch ${run}`;
    const title = `Touch Sprint ${run}`;
    await signInAsAdmin(page);
    const folder = (await api(page, 'POST', '/api/admin/folders', { name: folderName })) as Folder;
    const video = (await api(page, 'POST', '/api/admin/videos', {
      title,
      vimeoId: vimeoId(),
      forRole: 'both',
    })) as AdminVideo;
    await api(page, 'POST', `/api/admin/folders/${folder.id}/videos`, { videoIds: [video.id] });
    // Folders are listed newest first: a few newer, empty folders put this one further down the
    // page, so that it can be scrolled to where the menu will open. Deleted at the end.
    const fillers: Folder[] = [];
    for (let i = 1; i <= 4; i += 1) {
      fillers.push(
        (await api(page, 'POST', '/api/admin/folders', { name: `Filler ${i} ${run}` })) as Folder,
      );
    }

    await page.goto('/admin/videos');
    await folderToggle(page, folderName).click();
    const row = folderCard(page, folderName).getByRole('button', { name: `Play ${title}` });
    await expect(row).toBeVisible();
    const actions = page.getByRole('dialog', { name: 'Video Actions' });
    const remove = actions.getByRole('button', { name: `Remove from "${folderName}"` });

    // Where the menu's 'Remove from' item appears: the finger is put there, on the video's row,
    // so that lifting it happens over that item.
    await folderCard(page, folderName)
      .getByRole('button', { name: `Video actions for ${title}` })
      .click();
    const item = (await remove.boundingBox())!;
    await page.keyboard.press('Escape');
    await expect(actions).toHaveCount(0);
    const finger = { x: item.x + item.width / 2, y: item.y + item.height / 2 };
    await row.evaluate((el, y) => {
      const box = el.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - y);
    }, finger.y);
    const onRow = await row.evaluate(
      (el, point) => el.contains(document.elementFromPoint(point.x, point.y)),
      finger,
    );
    expect(onRow, 'the finger rests on the video row').toBe(true);

    // Every request from here on is recorded: lifting the finger must send none.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: finger.x, y: finger.y, id: 1 }],
    });
    await page.waitForTimeout(LONG_PRESS_FOLDER_MS + 400);
    await expect(actions).toBeVisible();
    // The menu opened under the finger: its 'Remove from' item is what the finger is on.
    const underFinger = await remove.evaluate(
      (el, point) => el.contains(document.elementFromPoint(point.x, point.y)),
      finger,
    );
    expect(underFinger, "the menu's Remove item lies under the finger").toBe(true);
    await page.screenshot(shot('23-touch-long-press-menu'));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(600);

    // Nothing was chosen: the menu is still open, no request was sent, no mode started, no
    // player opened, and the video is still in the folder.
    await expect(actions).toBeVisible();
    expect(writes).toEqual([]);
    await expect(page.getByText(/Move Mode|Copy Mode/)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(actions).toHaveCount(0);
    await expect(folderToggle(page, folderName)).toContainText('0 folders, 1 videos');
    await expect(
      folderCard(page, folderName).getByRole('button', { name: `Play ${title}` }),
    ).toBeVisible();
    const token = await accessToken(page);
    for (const filler of fillers) {
      const res = await page.request.delete(`/api/admin/folders/${filler.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(204);
    }
  });
});
