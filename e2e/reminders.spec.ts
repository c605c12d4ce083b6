import type { Profile } from '@gamespeed/domain/contracts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { emailText } from './support/codes';
import { expect, signUpForThisTest, test, uniqueEmail } from './support/fixtures';

/**
 * The retest reminder's unsubscribe link (docs/product/reminders.md): opening it only asks; the
 * button turns reminders off. The server sweeps for due reminders every few seconds here.
 */
test('the reminder link asks first, then the button turns reminders off', async ({ page }) => {
  const email = uniqueEmail('unsubscribe');
  const session = await signUpForThisTest({ identifier: email, role: 'athlete' });
  const headers = { authorization: `Bearer ${session.access_token}` };
  const fiftyDaysAgo = new Date(Date.now() - 50 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const after = Date.now();
  const saved = await page.request.post('/api/results', {
    headers,
    data: { movement: 'forty', value: 4.9, testDate: fiftyDaysAgo },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const mail = await emailText(email.toLowerCase(), after, 'GameSpeed: Retest due');
  const link = /\/reminders\/unsubscribe\?token=\S+/.exec(mail)![0];
  const reminderWeeks = async () =>
    ((await (await page.request.get('/api/profile', { headers })).json()) as Profile)
      .retestReminderWeeks;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Turn off retest reminders?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'unsubscribe: the question');
  await page.screenshot({ path: 'test-results/reminders-unsubscribe-ask.png' });
  expect(await reminderWeeks()).toBe(6);

  await page.getByRole('button', { name: 'Turn Reminders Off' }).click();
  await expect(page.getByRole('heading', { name: 'Reminders turned off' })).toBeVisible();
  await expect(
    page.getByText(
      'You will get no more retest reminders. You can turn them on again in your settings.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/reminders-unsubscribe-done.png' });
  expect(await reminderWeeks()).toBeNull();

  // A damaged link says so after the button, and changes nothing.
  await page.goto(`${link.slice(0, -4)}AAAA`);
  await page.getByRole('button', { name: 'Turn Reminders Off' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
});
