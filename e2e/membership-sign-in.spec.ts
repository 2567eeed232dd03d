// Membership sign-in end to end: the sign-in screen, the header's login widget, the startup's identity rules
// (reset code, one-time token, refresh_token, brand custom auth), logout, and a booking owned by the member.
// Each test that signs in, fails a sign-in or signs out does it with its own member (the `member` fixture).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, confirmationOf, fillBooker, guestDetailUrl } from './support/booking-flow';
import { refusedCall } from './support/page-errors';
import type { Member } from './support/test-data';
import { E2E_URLS } from './ports';

const TOKYO = { id: 101, code: 'sakura-tokyo' };
/** The app's first screen waits for settings, client session and identity; a loaded machine can take a while. */
const STARTUP = { timeout: 30_000 };
const results = (query = '') => `${E2E_URLS.app}/booking/result?hotel_code=${TOKYO.code}&locale=en${query}`;

/** Signs the member in through the API, as another page of the brand would, and returns the session's tokens. */
async function apiSignIn(request: APIRequestContext, member: Member) {
  const created = await request.post(`${E2E_URLS.api}/api/client_sessions`, {
    data: { client_key: 'hbw-demo-client', client_secret: 'hbw-demo-secret', hotel_code: TOKYO.code },
  });
  const clientSession = ((await created.json()) as { data: { client_session: string } }).data.client_session;
  const headers = { 'X-Client-Session': clientSession };
  const signedIn = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.id}/memberships/sign_in`, {
    headers,
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.status()).toBe(200);
  const { data } = (await signedIn.json()) as { data: { session: string; refresh_token: string } };
  return { clientSession, session: data.session, refreshToken: data.refresh_token, headers };
}


test('a member signs in from the header, sees their name, and books a room that is theirs', async ({ page, request, allowErrors, member }) => {
  allowErrors(refusedCall('/memberships/sign_in'));
  await page.goto(results());
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);

  const login = page.getByRole('button', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(login).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Member sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('urlBack')).toMatch(/^\/booking\/result\?/);
  await expectNoAxeViolations(page, 'sign-in');

  // Empty, then a wrong password: each refused at its field, in the guest's language.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill('Wrong-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email address or password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'sign-in with a refused password');

  // By keyboard: the password, then Enter submits.
  await page.getByLabel('Password').fill('');
  await page.getByLabel('Password').focus();
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();

  // Booking signed in: the reservation is the member's.
  await page.goto(guestDetailUrl({ daysAhead: 20, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();
  await fillBooker(page, member.email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const reservation = await fetchReservation(request, { hotelCode: TOKYO.code, hotelId: TOKYO.id, number, bypassToken });
  expect(reservation.owner_kind).toBe('member');

  // Logout: the call, then the local sign-out; the header offers sign-in again, also after a reload.
  await page.getByRole('button', { name: `Account menu: ${member.name}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  // Chromium logs every refused request; the refused password above is the one expected.
});

test("a stored token the server no longer knows signs out locally with 'You have already signed out'", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('hbw:user-session:1', JSON.stringify({ token: 'gone-token-000000000000000000', expiresAt: '2999-01-01T00:00:00Z' }));
    }
  });
  await page.goto(results());
  await expect(page.getByText('You have already signed out.')).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hbw:user-session:1'))).toBeNull();
});

test('a one-time access token signs in once; spent, it falls back to the plain identity lookup', async ({ page, request, browser, allowErrors, member }) => {
  // The spent token is refused by the identity call, which the browser logs.
  allowErrors(refusedCall('/memberships/identity', 422));
  const { headers, session } = await apiSignIn(request, member);
  const minted = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.id}/memberships/one_time_access_tokens`, {
    headers: { ...headers, Authorization: `Bearer ${session}` },
  });
  const { one_time_access_token: token } = ((await minted.json()) as { data: { one_time_access_token: string } }).data;

  await page.goto(results(`&one_time_access_token=${token}`));
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(results(`&one_time_access_token=${token}`));
  await expect(second.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  await expect(second.getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();
});

test('a refresh_token in the address is exchanged for a session; a spent one shows the global error', async ({ page, request, browser, allowErrors, member }) => {
  // The spent refresh token is refused, which the browser logs.
  allowErrors(refusedCall('/memberships/tokens', 422));
  const { refreshToken } = await apiSignIn(request, member);
  await page.goto(results(`&refresh_token=${refreshToken}`));
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);

  // The protected sign-out route signs out and lands on the booking result.
  await page.goto(`${E2E_URLS.app}/sign-out?hotel_code=${TOKYO.code}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Signed out, the protected route sends the guest to sign-in, to come back afterwards.
  await page.goto(`${E2E_URLS.app}/sign-out?hotel_code=${TOKYO.code}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).searchParams.get('urlBack')).toMatch(/^\/sign-out/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(results(`&refresh_token=${refreshToken}`));
  await expect(second.getByText('We could not sign you in with this link. Please sign in again.')).toBeVisible(STARTUP);
  await expect(second.getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();
});

test("the brand's custom auth token on the result page signs in by brand auth, leaves the address and works once", async ({ page, allowErrors, member }) => {
  // The code that names nobody is refused by the SSO sign-in, which the browser logs.
  allowErrors(refusedCall('/memberships/login', 422));
  // The stand-in partner site mints a fresh single-use code and sends the guest back with it (ADR 190).
  await page.goto(`${E2E_URLS.api}/__partner/sign-in?hotel_code=${TOKYO.code}&redirect_uri=${encodeURIComponent(results())}`);
  await page.getByLabel('Member email address').fill(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
  await expect.poll(() => new URL(page.url()).searchParams.has('partner_token')).toBe(false);

  await page.goto(results('&partner_token=SAKURA-SSO-NOBODY'));
  await expect(page.getByText('Sign-in from the partner site failed. Please try again from the partner site.')).toBeVisible(STARTUP);
});

test('corporate sign-in shows the organisation beside the member', async ({ page, member }) => {
  await page.goto(`${E2E_URLS.app}/organization-sign-in?hotel_code=${TOKYO.code}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Account ID').fill('sakura-admin');
  await page.getByLabel('Password').fill('Corp-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: Sakura Trading' })).toBeVisible();

  await page.goto(`${E2E_URLS.app}/sign-in?hotel_code=${TOKYO.code}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: Sakura Trading / ${member.name}` })).toBeVisible();
});

test('the sign-in page is accessible in Arabic, right to left', async ({ page }) => {
  await page.goto(`${E2E_URLS.app}/sign-in?hotel_code=${TOKYO.code}&locale=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل دخول الأعضاء' })).toBeVisible(STARTUP);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'sign-in in Arabic');
});
