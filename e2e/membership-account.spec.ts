// My account end to end (issue 18): the protected redirect, the profile saved with its rules, the login e-mail
// change confirmed from the new address's link, the reservation tabs and filters kept in the address, the
// account deletion with its reasons and confirmation step, and every screen axe-clean in en, ja and ar at 390 px.
// Whatever changes a member uses the test's own (the `member` fixture); the seeded Mika is only read.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo } from './support/booking-flow';
import { signInOnPage, STARTUP } from './support/members';
import { isHotelHtmlNoise, refusedCall } from './support/page-errors';
import { createReservation, uniqueGuest } from './support/test-data';
import { E2E_URLS } from './ports';

const appUrl = (path: string, locale = 'en') => `${E2E_URLS.app}${path}${path.includes('?') ? '&' : '?'}hotel_code=sakura-tokyo&locale=${locale}`;
const KYOTO = { id: 102, code: 'sakura-kyoto' };

async function openProfile(page: Page): Promise<void> {
  await page.goto(appUrl('/my-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(STARTUP);
  await expect(page.getByLabel('Last name', { exact: true })).toBeVisible();
}

test('my account is protected: signed out it goes to sign-in and comes back to the profile', async ({ page, member }) => {
  await page.goto(appUrl('/my-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).searchParams.get('urlBack')).toMatch(/^\/my-account\/profile/);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).pathname).toBe('/my-account/profile');
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});

test('a profile edit is refused at its field, then saved and shown again after a reload', async ({ page, member, allowErrors }) => {
  allowErrors(refusedCall('/memberships/update', 422));
  await signInOnPage(page, member);
  await openProfile(page);
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(member.lastName);

  await page.getByLabel('Phone number').fill('03-1234');
  await page.getByLabel('Taiwan tax ID (for receipts)').fill('1234');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A Taiwan tax ID has exactly 8 digits.')).toBeVisible();

  await page.getByLabel('Phone number').fill('+81312345678');
  await page.getByLabel('Taiwan tax ID (for receipts)').fill('12345678');
  await page.getByLabel('Prefecture').selectOption({ label: 'Kyoto' });
  await page.getByLabel('Name on receipts').fill('Sakura Trading Co.');
  await page.getByLabel('Send me emails about offers and news').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('+81312345678', STARTUP);
  await expect(page.getByLabel('Prefecture')).toHaveValue('JP-26');
  await expect(page.getByLabel('Name on receipts')).toHaveValue('Sakura Trading Co.');
  await expect(page.getByLabel('Send me emails about offers and news')).toBeChecked();
});

test('the login e-mail change stays pending until the new address opens its link', async ({ page, request, member }) => {
  const next = uniqueGuest('new-login').email;
  await signInOnPage(page, member);
  await openProfile(page);
  await page.getByRole('link', { name: 'Change login email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change login email' })).toBeVisible();
  await page.getByLabel('New email address').fill(next);
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(next);

  await page.getByRole('link', { name: 'Back to my profile' }).click();
  const login = page.getByRole('region', { name: 'Sign-in details' });
  await expect(login.getByText(next)).toBeVisible();
  await expect(login.getByRole('button', { name: 'Cancel the email change' })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(request, next)).map((mail) => mail.body.match(/https?:\/\/\S+/)?.[0]).find(Boolean);
      return link !== undefined;
    })
    .toBe(true);
  expect(new URL(link ?? '').searchParams.get('email_update')).toBe('true');
  await page.goto(link ?? '');
  // An e-mail change is no welcome: the page says what the link did.
  await expect(page.getByRole('heading', { level: 1, name: 'Email address changed' })).toBeVisible(STARTUP);
  await expect(page.getByText(next)).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.has('confirmation_token')).toBe(false);
  await expectNoAxeViolations(page, 'e-mail change confirmed');

  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page.getByRole('region', { name: 'Sign-in details' }).getByText(next)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the email change' })).toHaveCount(0);
});

test('a pending e-mail change is shown with its address and a way to cancel it (seeded Mika, read only)', async ({ page }) => {
  await signInOnPage(page, { email: 'mika@example.com', password: 'Sakura-2026', name: 'Mika Ono' });
  await openProfile(page);
  const login = page.getByRole('region', { name: 'Sign-in details' });
  await expect(login.getByText('mika.new@example.com')).toBeVisible();
  await expect(login.getByText('Waiting for confirmation')).toBeVisible();
  await expect(login.getByRole('button', { name: 'Cancel the email change' })).toBeVisible();
});

test('reservations: tabs, filters kept in the address, and each row opens its own hotel’s management page', async ({ page, request, member, allowErrors }) => {
  // Kyoto's own header HTML (its inline handlers, its badge) is refused by the app's policy, as on every Kyoto page.
  allowErrors(isHotelHtmlNoise);
  await createReservation(request, { member });
  const kyoto = await createReservation(request, { member, hotel: KYOTO });
  await signInOnPage(page, member);
  await page.goto(appUrl('/my-account/reservations'));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(STARTUP);
  await expect(page.getByRole('link', { name: 'Reservations' }).first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('2 reservations')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Reservation no.' })).toHaveCount(2);

  // Filters go in the address and survive a reload.
  await page.getByLabel('Payment type').selectOption('credit_card');
  await expect(page.getByText('No reservations here.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('payment_type')).toBe('credit_card');
  await page.reload();
  await expect(page.getByLabel('Payment type')).toHaveValue('credit_card', STARTUP);
  await page.getByLabel('Payment type').selectOption('on_site');
  await page.getByLabel('Booked through').selectOption('officialWebsite');
  await expect(page.getByText('2 reservations')).toBeVisible();
  await page.getByLabel('Booked through').selectOption('tripla');
  await expect(page.getByText('No reservations here.')).toBeVisible();
  await page.getByLabel('Booked through').selectOption('all');

  // The tabs: nothing completed or cancelled yet; the lottery tab lists lottery entries (e2e/room-lottery.spec.ts).
  const tabs = page.getByRole('navigation', { name: 'Reservation status' });
  await expect(tabs.getByRole('link')).toHaveText(['Upcoming', 'Completed', 'Cancelled', 'Lottery']);
  await tabs.getByRole('link', { name: 'Completed' }).click();
  await expect(page.getByText('No reservations here.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('completed');
  await tabs.getByRole('link', { name: 'Cancelled' }).press('Enter');
  await expect(page.getByText('0 reservations')).toBeVisible();
  await tabs.getByRole('link', { name: 'Upcoming' }).click();

  // Kyoto's row opens Kyoto's management page, whichever hotel my account was opened from.
  await page.getByRole('link', { name: `View and manage reservation ${kyoto.number}` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/reservation/manage/${kyoto.number}`);
  expect(new URL(page.url()).searchParams.get('hotel_code')).toBe(KYOTO.code);
  await expect(page.getByText(kyoto.number).first()).toBeVisible(STARTUP);
});

test('account deletion: a reason, the password, a confirmation step, then signed out and the sign-in fails', async ({ page, member, allowErrors }) => {
  allowErrors(refusedCall('/memberships/sign_in', 422));
  await signInOnPage(page, member);
  await openProfile(page);
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a reason.')).toBeVisible();
  await page.getByLabel('Other').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Tell us more')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Tell us more').fill('Moving abroad');
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Delete your account for good?' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  // The password is checked as a sign-in is (a scrypt round) before anything is deleted.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible(STARTUP);
  await expect(page.getByRole('heading', { name: 'What the hotels keep' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'member deleted');

  await page.goto(appUrl('/sign-in'));
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email address or password is not correct.')).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`my account and the membership pages are axe-clean and keyboard usable in ${locale} at 390 px`, async ({ page, member, allowErrors }) => {
    // Seven screens, each loaded and checked by axe: more than one default test minute on a shared machine.
    test.setTimeout(180_000);
    allowErrors(refusedCall('/memberships/confirm', 422));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/resend-confirmation-email', '/member-deleted-confirmation', '/member-confirmation?confirmation_token=0123456789abcdef0123']) {
      await page.goto(appUrl(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
      await expectNoAxeViolations(page, `${path} (${locale})`);
    }
    await signInOnPage(page, member);
    for (const path of ['/my-account/profile', '/my-account/reservations', '/my-account/change-login-email', '/my-account/delete-account']) {
      await page.goto(appUrl(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
      await expect(page.getByRole('main').locator('form, ul, [role="status"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${locale})`);
    }
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // By keyboard: from the sub-navigation to the profile.
    await page.goto(appUrl('/my-account/reservations', locale));
    const sections = page.getByRole('navigation').filter({ has: page.locator('a[aria-current="page"]') }).first();
    await expect(sections).toBeVisible(STARTUP);
    await sections.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-account/profile');
  });
}
