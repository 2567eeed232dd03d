// Issue 18's other sign-in kinds end to end (ADR 214): Facebook, LINE, the loyalty partner creansmaerd (otid) and
// OpenID, each through its stand-in provider's consent page and back to /sign-in/{provider}/callback; standalone
// and inside the widget on the hotel's page (another site), where the provider's page refuses to be framed and a
// first-party window does the sign-in and hands it back. Also: a refused consent, a replayed callback (in the app and
// at the API), a profile edit refused for a provider member, and the login menu of a member, an organisation
// account and nobody (ADR 219). Each test signs in as a provider identity of its own.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { refusedCall } from './support/page-errors';
import { STARTUP } from './support/members';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

const TOKYO = { id: 101, code: 'sakura-tokyo' };
const BUTTONS = { facebook: 'Continue with Facebook', line: 'Continue with LINE', creansmaerd: 'Continue with creansmaerd', open_id: 'Continue with OpenID' } as const;
type Provider = keyof typeof BUTTONS;

const signInUrl = (locale = 'en', hotelCode: string = TOKYO.code) =>
  `${E2E_URLS.app}/sign-in?hotel_code=${hotelCode}&locale=${locale}&urlBack=${encodeURIComponent(`/booking/result?hotel_code=${hotelCode}`)}`;

const identity = (provider: string) => {
  const id = `${provider}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { subject: id, email: `${id}@example.com`, name: `Nao ${provider.replace('_', '')}` };
};

/** On the stand-in provider's consent page: the account it signs in as, then Allow. */
async function allowOnConsentPage(page: Page, account: { subject: string; email: string; name: string }) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in with');
  await page.getByLabel('Account id').fill(account.subject);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Allow' }).click();
}

async function openMenu(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('banner').getByRole('list');
}

/** From the sign-in page through the consent page and back, signed in, on the page the guest came from. */
async function signInThroughConsent(page: Page, provider: Provider, before?: () => Promise<void>) {
  const account = identity(provider);
  await page.goto(signInUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByRole('button', { name: BUTTONS[provider] }).click();
  await before?.();
  await page.waitForURL((url) => url.origin === E2E_URLS.api && url.pathname === `/__providers/${provider}/authorize`);
  const signedIn = page.waitForResponse((response) => response.url().endsWith(`/memberships/${provider}/sign_in`));
  await allowOnConsentPage(page, account);
  expect((await signedIn).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).pathname).toBe('/booking/result');
  await expect(page.getByRole('button', { name: `Account menu: ${account.name}` })).toBeVisible();
}

for (const provider of ['facebook', 'creansmaerd', 'open_id'] as const satisfies readonly Provider[]) {
  test(`${provider}: signs in through the provider's consent page and returns to where the guest was`, async ({ page }) => {
    await signInThroughConsent(page, provider);
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
  });
}

test('line: says where it goes, waits its 500 ms, and signs in through the LINE consent page', async ({ page }) => {
  await signInThroughConsent(page, 'line', () => expect(page.getByText('Taking you to LINE…')).toBeVisible());
});

test('a replayed callback signs nobody in, in the app and at the API; the provider member cannot edit the profile', async ({ page, request, allowErrors }) => {
  allowErrors(refusedCall('/memberships/facebook/sign_in', 422), refusedCall('/memberships/update', 403));
  const account = identity('facebook');
  await page.goto(signInUrl());
  await page.getByRole('button', { name: BUTTONS.facebook }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.api);
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/memberships/facebook/sign_in'));
  await allowOnConsentPage(page, account);
  const answer = await signedIn;
  const callbackUrl = answer.request().frame().url();
  const sent = answer.request().postDataJSON() as { state: string; code: string };
  const clientSession = answer.request().headers()['x-client-session'] ?? '';
  const { data } = (await answer.json()) as { data: { session: string } };
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);

  // The same callback address again: this tab no longer holds its state, so nothing is sent.
  await page.goto(callbackUrl);
  await expect(page.getByRole('alert').filter({ hasText: 'The sign-in with this service could not be completed. Please try again.' })).toBeVisible(STARTUP);
  await expectNoAxeViolations(page, 'refused provider callback');

  // The same state and code at the API (an attacker who copied the address): refused, 3861.
  const headers = { 'X-Client-Session': clientSession };
  const replay = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.id}/memberships/facebook/sign_in`, { headers, data: sent });
  expect(replay.status()).toBe(422);
  expect(((await replay.json()) as { codes: number[] }).codes).toEqual([3861]);

  // The provider owns the member's names: the profile update is refused, 3860.
  const edit = await request.put(`${E2E_URLS.api}/hotels/${TOKYO.id}/memberships/update`, {
    headers: { ...headers, Authorization: `Bearer ${data.session}` },
    data: { last_name: 'Other' },
  });
  expect(edit.status()).toBe(403);
  expect(((await edit.json()) as { codes: number[] }).codes).toEqual([3860]);
});

test('a consent the guest cancels signs nobody in and says so', async ({ page }) => {
  await page.goto(signInUrl());
  await page.getByRole('button', { name: BUTTONS.open_id }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.api);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the sign-in, so you are not signed in.' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible();
});

test('inside the widget on the hotel page, the provider opens in a window of its own and the frame is signed in', async ({ page }) => {
  const account = identity('line');
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  await widget.getByRole('button', { name: 'Login' }).click(STARTUP);
  await widget.getByRole('link', { name: 'Member sign-in' }).click();
  const popupOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: BUTTONS.line }).click();
  const popup = await popupOpened;
  // The app's own page at the top level starts the flow; the provider's page is never framed.
  await popup.waitForURL((url) => url.origin === E2E_URLS.api && url.pathname === '/__providers/line/authorize');
  const handedBack = page.waitForResponse(
    (response) => response.url().includes('/memberships/identity') && response.request().headers()['x-one-time-access-token'] !== undefined,
  );
  await allowOnConsentPage(popup, account);
  await popup.waitForEvent('close');
  expect(((await (await handedBack).json()) as { session: string | null }).session).not.toBeNull();
  await expect(widget.getByRole('button', { name: `Account menu: ${account.name}` })).toBeVisible();
});

test('the login menu: nobody, a member, an organisation account (ADR 219)', async ({ page, member }) => {
  // Three sign-ins and a signed-up member: longer than one screen's test on a loaded machine.
  test.setTimeout(120_000);
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=${TOKYO.code}&locale=en`);
  let menu = await openMenu(page, 'Login');
  const names = async () => (await menu.getByRole('listitem').allTextContents()).map((text) => text.trim());
  expect(await names()).toEqual(['Member sign-in', 'Corporate sign-in', 'Sign up']);
  const signInHref = new URL(await menu.getByRole('link', { name: 'Member sign-in' }).getAttribute('href') ?? '', E2E_URLS.app);
  expect(signInHref.searchParams.get('hotel_code')).toBe(TOKYO.code);
  expect(signInHref.searchParams.get('urlBack')).toMatch(/^\/booking\/result\?/);

  // A member: no sign-in or sign-up for members; corporate sign-in and logout; the built screens only.
  await page.goto(`${E2E_URLS.app}/sign-in?hotel_code=${TOKYO.code}&locale=en`);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  menu = await openMenu(page, `Account menu: ${member.name}`);
  const memberItems = await names();
  expect(memberItems).toContain('Corporate sign-in');
  expect(memberItems.at(-1)).toBe('Log out');
  for (const absent of ['Member sign-in', 'Sign up', 'Coupons', 'Organisation admin']) expect(memberItems).not.toContain(absent);
  await page.keyboard.press('Escape');

  // Then the organisation account beside the member: both names; admin only once its screen exists; no sign-in.
  await page.goto(`${E2E_URLS.app}/organization-sign-in?hotel_code=${TOKYO.code}&locale=en`);
  await page.getByLabel('Account ID').fill('sakura-admin');
  await page.getByLabel('Password').fill('Corp-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  menu = await openMenu(page, `Account menu: Sakura Trading / ${member.name}`);
  const bothItems = await names();
  for (const absent of ['Member sign-in', 'Corporate sign-in', 'Sign up']) expect(bothItems).not.toContain(absent);
  expect(bothItems.at(-1)).toBe('Log out');
});

test('a notice placed after sign-in shows once the member has signed in, and is dismissed', async ({ page }) => {
  // A provider round trip and an axe run: longer than one screen's test on a loaded machine.
  test.setTimeout(120_000);
  // Umi (brand 2) places "late check-out" after sign-in for any member (membership_rank_all); it offers LINE.
  const account = identity('line');
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=umi-okinawa&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  await expect(page.getByText('Umi members: late check-out')).toBeHidden();
  await page.goto(signInUrl('en', 'umi-okinawa'));
  await page.getByRole('button', { name: BUTTONS.line }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.api);
  await allowOnConsentPage(page, account);
  const notices = page.getByRole('region', { name: 'Notices for members' });
  await expect(notices.getByText('Umi members: late check-out')).toBeVisible(STARTUP);
  await expect(notices.getByText('Members check out at 12:00 at no charge.')).toBeVisible();
  await expectNoAxeViolations(page, 'notice after sign-in');
  await notices.getByRole('button', { name: 'Dismiss notices' }).click();
  await expect(notices).toBeHidden();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the sign-in page with its provider buttons is axe clean at 390 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(signInUrl(locale));
    await expect(page.getByRole('list').filter({ has: page.getByRole('button') }).getByRole('button')).toHaveCount(5, STARTUP);
    await expectNoAxeViolations(page, `sign-in with providers (${locale})`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}
