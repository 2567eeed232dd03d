// Sign-in through the brand's partner site (SSO, issue 18, ADR 222): the sign-in page's partner button, the stand-in
// partner page on another site, and back to /sso/custom/callback with the code and the state this tab started.
// Also: a forged callback refused before any call (axe clean at 390 px in en, ja and ar) and a cancelled one. And
// /ota-sign-in: the travel site account's screen, its consent page, and back to the same screen, which finishes.
import { expectNoAxeViolations } from './support/axe';
import { STARTUP } from './support/members';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

const TOKYO = { code: 'sakura-tokyo' };
const OKINAWA = { code: 'umi-okinawa' };
const PARTNER_BUTTON = 'Continue with the partner site';

const signInUrl = () => `${E2E_URLS.app}/sign-in?hotel_code=${TOKYO.code}&locale=en&urlBack=${encodeURIComponent(`/booking/result?hotel_code=${TOKYO.code}`)}`;

test('signs in on the partner site and returns through /sso/custom/callback to where the guest was', async ({ page }) => {
  await page.goto(signInUrl());
  await page.getByRole('button', { name: PARTNER_BUTTON }).click(STARTUP);
  await page.waitForURL((url) => url.origin === E2E_URLS.api && url.pathname === '/__partner/sign-in');
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/memberships/custom/sign_in'));
  await page.getByLabel('Member email address').fill('hanako@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const answer = await signedIn;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.request().frame().url()).pathname).toBe('/sso/custom/callback');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).pathname).toBe('/booking/result');
  await expect(page.getByRole('button', { name: /^Account menu: / })).toBeVisible();
});

test('a partner sign-in the guest cancels signs nobody in and says so', async ({ page }) => {
  await page.goto(signInUrl());
  await page.getByRole('button', { name: PARTNER_BUTTON }).click(STARTUP);
  await page.waitForURL((url) => url.origin === E2E_URLS.api);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the sign-in, so you are not signed in.' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`a forged /sso/custom/callback is refused without a call, axe clean at 390 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/memberships/custom/sign_in')) calls.push(request.url());
    });
    const forged = 'f'.repeat(43);
    await page.goto(`${E2E_URLS.app}/sso/custom/callback?hotel_code=${TOKYO.code}&locale=${locale}&state=${forged}&code=${forged}`);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible(STARTUP);
    expect(calls).toEqual([]);
    await expectNoAxeViolations(page, `refused partner callback (${locale})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

const otaSignInUrl = (locale = 'en', hotelCode = OKINAWA.code) =>
  `${E2E_URLS.app}/ota-sign-in?hotel_code=${hotelCode}&locale=${locale}&urlBack=${encodeURIComponent(`/booking/result?hotel_code=${hotelCode}`)}`;

test('/ota-sign-in signs in with the travel site account and returns to where the guest was', async ({ page }) => {
  const id = `ota-${Date.now().toString(36)}`;
  await page.goto(otaSignInUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your travel site account' })).toBeVisible(STARTUP);
  await page.getByRole('button', { name: 'Continue with your travel site account' }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.api && url.pathname === '/__providers/ota/authorize');
  await page.getByLabel('Account id').fill(id);
  await page.getByLabel('Email address').fill(`${id}@example.com`);
  await page.getByLabel('Name').fill('Aoi Mori');
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/memberships/ota/sign_in'));
  await page.getByRole('button', { name: 'Allow' }).click();
  const answer = await signedIn;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.request().frame().url()).pathname).toBe('/ota-sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Account menu: Aoi Mori' })).toBeVisible();
});

test('/ota-sign-in at a hotel that does not offer it says so and offers the other ways', async ({ page }) => {
  await page.goto(otaSignInUrl('en', TOKYO.code));
  await expect(page.getByRole('alert').filter({ hasText: 'This hotel does not offer sign-in with a travel site account.' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Continue with your travel site account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Other ways to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`/ota-sign-in and its forged return are axe clean at 390 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(otaSignInUrl(locale));
    await expect(page.getByRole('button').filter({ hasText: /\S/ }).last()).toBeVisible(STARTUP);
    await expectNoAxeViolations(page, `ota sign-in (${locale})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const forged = 'f'.repeat(43);
    await page.goto(`${E2E_URLS.app}/ota-sign-in?hotel_code=${OKINAWA.code}&locale=${locale}&state=${forged}&code=${forged}`);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible(STARTUP);
    await expectNoAxeViolations(page, `refused ota sign-in (${locale})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
