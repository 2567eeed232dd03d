// The password lifecycle end to end (issue 18): forgot password through the outbox's link, a new password under
// the strength and reuse rules, the old one refused afterwards, and a signed-in change inside the embedded widget
// that keeps the widget signed in with the new session. Each test has its own member (the `member` fixture).
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo } from './support/booking-flow';
import { signInOnPage, STARTUP } from './support/members';
import { refusedCall } from './support/page-errors';
import { E2E_URLS } from './ports';

const NEW_PASSWORD = 'Fresh-Pass-2027';
const appUrl = (path: string, locale = 'en') => `${E2E_URLS.app}${path}${path.includes('?') ? '&' : '?'}hotel_code=sakura-tokyo&locale=${locale}`;

/** The newest mail to the address whose link carries the given key, as the link the guest would open. */
async function mailedLink(request: Parameters<typeof mailsTo>[0], email: string, key: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, email);
      link = mails.map((mail) => mail.body.match(/https?:\/\/\S+/g) ?? []).flat().find((url) => new URL(url).searchParams.has(key));
      return link !== undefined;
    })
    .toBe(true);
  return link ?? '';
}

async function trySignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forgot password: the mailed link sets a new password under the rules; the old one stops working', async ({ page, request, member, allowErrors }) => {
  allowErrors(refusedCall('/memberships/update_password', 422), refusedCall('/memberships/sign_in', 422));
  await page.goto(appUrl('/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  // By keyboard: the address, then Enter.
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText(member.email);

  const link = await mailedLink(request, member.email, 'reset_password_token');
  expect(new URL(link).pathname).toBe('/change-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible(STARTUP);
  // The token leaves the address at once: no history entry or bookmark keeps it.
  await expect.poll(() => new URL(page.url()).searchParams.has('reset_password_token')).toBe(false);

  // Too weak: refused at the field before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('New password (again)').fill('weakpass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use at least 8 characters, with an upper-case letter, a lower-case letter and a digit.', { exact: true })).toBeVisible();

  // The current password again: the server refuses it (1302) at the field, and the link keeps working.
  await page.getByLabel('New password', { exact: true }).fill(member.password);
  await page.getByLabel('New password (again)').fill(member.password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('You have used this password before. Choose a new one.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password (again)').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  // Checking the new password against the last three and hashing it takes a few scrypt rounds.
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible(STARTUP);

  // The same link a second time is spent (3403), said on the page.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2028');
  await page.getByLabel('New password (again)').fill('Another-Pass-2028');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link has already been used');

  await trySignIn(page, member.email, member.password);
  await expect(page.getByText('The email address or password is not correct.')).toBeVisible();
  await signInOnPage(page, { ...member, password: NEW_PASSWORD });
});

test('the forgot-password answer is the same for an address nobody uses, and nothing is mailed', async ({ page, request }) => {
  const nobody = `nobody-${Date.now()}@example.com`;
  await page.goto(appUrl('/forgot-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible(STARTUP);
  await page.getByLabel('Email address').fill(nobody);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(nobody);
  expect(await mailsTo(request, nobody)).toEqual([]);
});

/** The app's frame inside the demo host's widget. */
function appFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(E2E_URLS.app));
  if (!frame) throw new Error('the widget frame is not on the app');
  return frame;
}

test('a signed-in change inside the widget keeps the widget signed in with the new session', async ({ page, member }) => {
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  await expect(widget.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await widget.getByRole('button', { name: 'Login' }).click();
  await widget.getByRole('link', { name: 'Member sign-in' }).click();
  await widget.getByLabel('Email address').fill(member.email);
  await widget.getByLabel('Password').fill(member.password);
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await expect(widget.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();

  await appFrame(page).goto(appUrl('/my-account'));
  await expect(widget.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(STARTUP);
  await widget.getByRole('link', { name: 'Change password' }).click();
  await widget.getByLabel('Current password').fill(member.password);
  await widget.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await widget.getByLabel('New password (again)').fill(NEW_PASSWORD);
  await widget.getByRole('button', { name: 'Change password' }).click();
  await expect(widget.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible(STARTUP);

  // Still signed in, now with the new token: the profile loads, and so it does after a reload of the frame.
  await widget.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(widget.getByText(member.email)).toBeVisible();
  await appFrame(page).goto(appUrl('/my-account/profile'));
  await expect(widget.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
  await expect(widget.getByText(member.email)).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the password pages are axe-clean in ${locale} at 390 px`, async ({ page, member }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/forgot-password', '/change-password?reset_password_token=0123456789abcdef0123']) {
      await page.goto(appUrl(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
      await expectNoAxeViolations(page, `${path} (${locale})`);
    }
    await signInOnPage(page, member);
    await page.goto(appUrl('/change-password', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
    await expect(page.locator('input[autocomplete="current-password"]')).toBeVisible();
    await expectNoAxeViolations(page, `/change-password signed in (${locale})`);
  });
}
