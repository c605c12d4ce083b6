import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openSignedIn, signUpViaApi } from './support/accounts';
import { emailText } from './support/codes';
import { expect, grantBetaAccess, test, uniqueEmail } from './support/fixtures';

/**
 * Teams, invites by e-mail (docs/product/teams.md): the coach sends the team's invite to an
 * e-mail address from the invite card; the e-mailed link, read from the local SMTP server,
 * opens the join screen for that team.
 */

test('coach invites an e-mail address; the e-mailed link opens the join flow', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const coachSession = await signUpViaApi({
    identifier: uniqueEmail('invite-coach'),
    role: 'coach',
    firstName: 'Dana',
    lastName: 'Reyes',
  });
  await grantBetaAccess(page);
  await openSignedIn(page, coachSession, '/coach/dashboard');
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  // A name with a web address is refused at the field: invites carry the team's name.
  await page.getByLabel('Team name').fill('Log in at hawks-help.com');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Leave web and e-mail addresses out of the team name')).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Team name').fill('Hawks');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('heading', { name: 'Hawks', level: 1 })).toBeVisible();
  const link = (await page.getByLabel('Invite link').textContent())!.trim();
  const code = (await page.getByLabel('Team code').textContent())!.trim();

  // A wrong address is said under the field, and nothing is sent.
  const field = page.getByLabel('Invite by email or phone');
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email or 10-digit phone number')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'invite card with a wrong address');
  // Text messages go only to US numbers: a Canadian +1 number is refused at the field.
  await field.fill('416-555-0142');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(
    page.getByText(
      'Invites by text message go only to US phone numbers. Use an email address instead.',
    ),
  ).toBeVisible();

  const to = uniqueEmail('invitee');
  const after = Date.now();
  await field.fill(to);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(`Invite sent to ${to}`, { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/team-invites-01-sent.png' });

  const text = await emailText(to, after, 'Your invite to a team on GameSpeed');
  expect(text).toContain('Coach "Dana Reyes" invites you to join the team "Hawks" on GameSpeed.');
  expect(text).toContain(link);
  expect(text).toContain(`team code ${code}`);
  const mailed = /(https?:\/\/\S+\/join\/[0-9a-f]{32})/.exec(text)![1]!;

  // The invitee, signed out, opens the e-mailed link: the join screen for this team.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await grantBetaAccess(invitee);
  await invitee.goto(new URL(mailed).pathname);
  await expect(invitee.getByRole('heading', { name: 'Join Hawks' })).toBeVisible();
  await expect(invitee.getByText('Coach Dana Reyes')).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Sign Up to Join' })).toBeVisible();
  await invitee.screenshot({ path: 'screenshots/team-invites-02-link-opened.png' });
  // A code that does not work is said before anyone signs up.
  await invitee.goto('/join/ZZZZ-ZZZZ');
  await expect(invitee.getByRole('heading', { name: 'This invite does not work' })).toBeVisible();
  await expect(
    invitee.getByText('That team code does not work. Ask your coach for the current code or link.'),
  ).toBeVisible();
  await inviteeContext.close();
});
