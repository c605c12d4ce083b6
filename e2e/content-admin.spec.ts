import type { AdminVideo } from '@gamespeed/domain/contracts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { api } from './support/api';
import { expect, grantBetaAccess, signInAsAdmin, test } from './support/fixtures';

/**
 * Content that reaches athletes (docs/product/content.md): the admin bulk-edits videos and undoes
 * it, and chooses the video a prescribed exercise opens. Names carry a per-run suffix: the suite
 * shares one server and database.
 */

const shot = (name: string) => ({ path: `screenshots/content-admin-${name}.png`, fullPage: true });
const run = Date.now().toString(36);
let idCounter = 0;
const vimeoId = () => String(((Date.now() % 1_000_000_000) + 2_000_000_000) * 10 + ++idCounter);

test('admin bulk-edits two coach videos into athlete drills, then undoes it', async ({ page }) => {
  test.setTimeout(120_000);
  await grantBetaAccess(page);
  await signInAsAdmin(page);
  const titles = [`Bulk Wall Drill ${run}`, `Bulk Sled Push ${run}`];
  const created: AdminVideo[] = [];
  for (const title of titles)
    created.push(await api(page, 'POST', '/api/admin/videos', { title, vimeoId: vimeoId() }));

  await page.goto('/admin/videos');
  await page.getByRole('button', { name: 'Bulk Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Edit' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Search videos' });
  if (await search.count()) await search.fill(`Bulk `);
  for (const title of titles) await dialog.getByRole('checkbox', { name: title }).check();
  await expect(dialog.getByText('2 video(s) selected')).toBeVisible();
  await dialog.getByLabel('Audience').click();
  await page.getByRole('option', { name: 'Athletes (drill)' }).click();
  await dialog.getByLabel('Drill type').click();
  await page.getByRole('option', { name: 'Form (Gear 3)' }).click();
  await dialog.getByLabel('Tags (optional)').fill(`speed-${run}`);
  await dialog.getByLabel('Free preview').click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.screenshot(shot('01-bulk-edit'));
  await expectNoSeriousA11yViolations(page, 'bulk edit');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByText('2 video(s) updated', { exact: true })).toBeVisible();
  await page.screenshot(shot('02-bulk-edit-done'));
  // Each row's play button reads its title and badges: 'Play <title> For Athletes Preview'.
  const row = (title: string) => page.getByRole('button', { name: new RegExp(`^Play ${title} `) });
  for (const title of titles)
    await expect(row(title)).toHaveAccessibleName(`Play ${title} For Athletes Preview`);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Changes undone', { exact: true })).toBeVisible();
  for (const title of titles)
    await expect(row(title)).toHaveAccessibleName(`Play ${title} For Coaches`);
  await page.screenshot(shot('03-bulk-edit-undone'));
});

test('admin chooses the video a Gear 2 exercise opens on the Prescriptions screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await grantBetaAccess(page);
  await signInAsAdmin(page);
  const title = `Prescribed Drill ${run}`;
  await api(page, 'POST', '/api/admin/videos', { title, vimeoId: vimeoId(), forRole: 'athlete' });
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /Prescriptions/ }).click();
  await expect(page.getByRole('heading', { name: 'Prescriptions', level: 1 })).toBeVisible();
  const gear2 = page.getByRole('region', { name: 'Gear 2 · Force' });
  await expect(gear2).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gear 3 · Form' })).toBeVisible();
  const first = gear2.getByRole('combobox').first();
  // The combobox is named by its label: the exercise's name.
  const exercise = await first.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
  expect(exercise).not.toBe('');
  await first.click();
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByText(`"${exercise}" now opens its video`, { exact: true })).toBeVisible();
  await expect(first).toContainText(title);
  await page.screenshot(shot('04-prescriptions'));
  await expectNoSeriousA11yViolations(page, 'prescriptions');

  // Back to no video, as it was.
  await first.click();
  await page.getByRole('option', { name: 'No video' }).click();
  await expect(
    page.getByText(`"${exercise}" no longer opens a video`, { exact: true }),
  ).toBeVisible();
});
