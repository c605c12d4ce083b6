import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn } from './support/accounts';
import { accessToken, api, signUpOnboardedAthlete } from './support/api';
import {
  expect,
  grantBetaAccess,
  newPersonPage,
  signInAsAdmin,
  signUpForThisTest,
  test,
  uniqueEmail,
} from './support/fixtures';

/**
 * Notices where the next tap goes (docs/product/states.md, Toasts): a toast never covers the
 * control a person needs next. While a dialog is open its buttons are at the bottom, so the toast
 * shows at the top: "Broad Jump result saved" stays clear of the next test's Back and Save, a
 * refusal raised inside the dialog too, and "Category created" clear of Edit Video's checkboxes
 * and Save. A join that fails says so at once, inside the app shell (with its navigation).
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast with this title: the notification list's item, not Radix's announcement copy. */
const toastItem = (page: Page, title: string) =>
  page.locator('ol > li').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Expects the toast to be on screen and clear of every control: each is scrolled into view (as a
 * person scrolls to it) and its box must not meet the toast's.
 */
async function expectToastClearOf(page: Page, title: string, controls: Locator[]) {
  const toast = toastItem(page, title);
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    // The toast is still showing, inside the screen.
    expect(toastBox.y).toBeGreaterThanOrEqual(0);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
    expect(
      overlaps(toastBox, box),
      `"${title}" ${JSON.stringify(toastBox)} covers ${control} ${JSON.stringify(box)}`,
    ).toBe(false);
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a saved result, then the next test: the toast stays clear of Back and Save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, 'Toni', 'toasts');
  await page.goto('/athlete/dashboard');
  await expect(page.getByText('Loading analysis...')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add New Results' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Broad Jump', exact: true }).click();
  await choose(page, 'Feet', '9');
  await choose(page, 'Inches', '8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastItem(page, 'Broad Jump result saved')).toBeVisible();

  // The athlete goes straight on to the next test while the toast still shows.
  await page.getByRole('button', { name: 'Add New Results' }).click();
  await dialog.getByRole('button', { name: '40 Yard Dash', exact: true }).click();
  const entry = page.getByRole('dialog', { name: '40 Yard Dash' });
  const back = entry.getByRole('button', { name: 'Back' });
  const save = entry.getByRole('button', { name: 'Save' });
  await expectToastClearOf(page, 'Broad Jump result saved', [back, save]);
  await page.screenshot({ path: 'screenshots/toasts-01-saved-then-next-test.png' });

  // A refusal raised while the dialog stays open keeps clear of them too.
  await save.click();
  await expectToastClearOf(page, 'Please enter a value', [back, save]);
  await page.screenshot({ path: 'screenshots/toasts-02-refusal-in-dialog.png' });
  await expectNoSeriousA11yViolations(page, 'add result with a toast above');
});

test('"Category created", then Edit Video: the toast stays clear of its checkboxes and Save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await grantBetaAccess(page);
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const title = `Toast Clear ${run}`;
  await api(page, 'POST', '/api/admin/videos', {
    title,
    vimeoId: String(3_000_000_000 + (Date.now() % 1_000_000_000)),
  });
  await page.goto('/admin/videos');

  await page.getByLabel('New category name').fill(`Toasts ${run}`);
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(toastItem(page, 'Category created')).toBeVisible();

  // The admin files the video in it at once.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  await expect(dialog).toBeVisible();
  await expectToastClearOf(page, 'Category created', [
    dialog.getByRole('checkbox', { name: 'Free preview' }),
    dialog.getByText(/^Anyone signed in can watch it/),
    dialog.getByRole('checkbox', { name: 'Mark as Featured' }),
    dialog.getByText(/^Featured videos appear/),
    dialog.getByRole('button', { name: 'Cancel' }),
    dialog.getByRole('button', { name: 'Save' }),
  ]);
  await page.screenshot({ path: 'screenshots/toasts-03-category-created-edit-video.png' });
});

test('a join that fails says why at once, inside the app shell', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The coach and the team, through the API.
  const coach = await signUpForThisTest({
    identifier: uniqueEmail('toasts-coach'),
    role: 'coach',
    firstName: 'Dana',
    lastName: 'Reyes',
  });
  const { context: coachContext, page: coachPage } = await newPersonPage(browser);
  await openSignedIn(coachPage, coach, '/coach/dashboard');
  const team = (await api(coachPage, 'POST', '/api/teams', { name: 'Hawks' })) as {
    id: string;
    inviteCode: string;
  };

  // The coach opens the team's own code: refused on the screen, with the coach's navigation.
  await coachPage.goto(`/join/${team.inviteCode}`);
  await expect(
    coachPage.getByRole('heading', { name: 'Team codes are for athletes' }),
  ).toBeVisible();
  await expect(coachPage.getByRole('navigation').getByRole('link', { name: 'Team' })).toBeVisible();

  // An athlete with a code that does not work.
  await grantBetaAccess(page);
  await signUpOnboardedAthlete(page, 'Riley', 'toasts-athlete');
  await page.goto('/join/ZZZZ-ZZZZ');
  await expect(page.getByRole('heading', { name: 'This invite does not work' })).toBeVisible();
  await expect(page.getByText('That team code does not work.', { exact: false })).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/toasts-04-join-bad-code.png' });
  await expectNoSeriousA11yViolations(page, 'join with a bad code');

  // Joined, removed by the coach, then the same code again: the refusal under the button.
  await api(page, 'POST', '/api/teams/join', { code: team.inviteCode });
  const me = (await (
    await page.request.get('/api/profile', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    })
  ).json()) as { id: string };
  const removed = await coachPage.request.fetch(`/api/teams/${team.id}/members/${me.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await accessToken(coachPage)}` },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await page.goto(`/join/${team.inviteCode}`);
  await page.getByRole('button', { name: 'Join Hawks' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Your coach removed you from this team. Ask your coach to send you a new invite.',
    }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/toasts-05-join-refused.png' });
  await coachContext.close();
});

test("test day: the sticky Save never covers 'End test day'", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await grantBetaAccess(page);
  const coach = await signUpForThisTest({
    identifier: uniqueEmail('toasts-testday'),
    role: 'coach',
    firstName: 'Casey',
  });
  await openSignedIn(page, coach, '/coach/dashboard');
  const team = (await api(page, 'POST', '/api/teams', { name: 'Owls' })) as {
    id: string;
    inviteCode: string;
  };
  for (const name of ['Avery', 'Blake']) {
    const { context, page: athlete } = await newPersonPage(browser);
    await signUpOnboardedAthlete(athlete, name, 'toasts-testday');
    await api(athlete, 'POST', '/api/teams/join', { code: team.inviteCode });
    await context.close();
  }
  await page.goto(`/coach/team/${team.id}/test-day`);
  await page.getByRole('combobox', { name: 'Test' }).click();
  await page.getByRole('option', { name: 'Broad Jump', exact: true }).click();
  await page.getByLabel('Avery Rivers, feet').fill('10');
  await page.getByLabel('Avery Rivers, inches').fill('1');
  await page.getByRole('button', { name: 'Save 1 result' }).click();
  await expect(page.getByText('1 saved · 0 to fix')).toBeVisible();
  const end = page.getByRole('button', { name: 'End test day' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // At the bottom of the page, as a coach scrolls to end the day.
  await page.evaluate(() => {
    const scroller = document.querySelector('main')!.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
  });
  const endBox = (await end.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  expect(
    overlaps(endBox, saveBox),
    `Save ${JSON.stringify(saveBox)} covers End test day ${JSON.stringify(endBox)}`,
  ).toBe(false);
  await page.screenshot({ path: 'screenshots/toasts-06-test-day-end.png' });
});
