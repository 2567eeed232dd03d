// Member and rank prices end to end (issue 19, ADR 225): a guest is priced and charged the guest price, the
// seeded Hanako (Silver) her member price with her rank's discount, shown as a "Member discount" line and charged
// by the booking; and a Digico exchange listed in the exchange history. The exchange is Aoi's (Umi Club), whom no
// other spec reads, so Hanako's balance stays as the loyalty spec expects. At 390 px, axe-clean.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, fillBooker, guestDetailUrl } from './support/booking-flow';
import { signInOnPage, STARTUP } from './support/members';
import { E2E_URLS } from './ports';

const HANAKO = { email: 'hanako@example.com', password: 'Sakura-2026', name: 'Hanako Sato' };
const AOI = { email: 'umi@example.com', password: 'Umi-2026', name: 'Aoi Nakamura' };
const STAY = { daysAhead: 37, roomTypeCode: 'standard-double', planCode: 'room-only' };

/** The total guest detail asks the guest to accept, as shown. */
async function shownTotal(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: 'Your stay' });
  const total = summary.locator('div', { has: page.getByText('Total', { exact: true }) }).locator('dd').first();
  await expect(total).toBeVisible(STARTUP);
  return ((await total.textContent()) ?? '').replace('tax included', '').trim();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a guest is priced at the guest price; Hanako sees and is charged her Silver member price', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(guestDetailUrl(STAY));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);
  const guestTotal = await shownTotal(page);
  await expect(page.getByText('Member discount')).toHaveCount(0);

  await signInOnPage(page, HANAKO);
  await page.goto(guestDetailUrl(STAY));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);
  await expect(page.getByRole('region', { name: 'Your stay' }).getByText('Member discount')).toBeVisible(STARTUP);
  const memberTotal = await shownTotal(page);
  const yen = (text: string) => Number(text.replace(/[^0-9]/g, ''));
  expect(yen(memberTotal)).toBeLessThan(yen(guestTotal));
  await expectNoAxeViolations(page, 'guest detail at the member price');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await fillBooker(page, HANAKO.email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible(STARTUP);
  await expect(page.getByText(memberTotal).first()).toBeVisible();
});

test('a Digico exchange shows in the exchange history', async ({ page }) => {
  test.setTimeout(120_000);
  const query = new URLSearchParams({ hotel_code: 'umi-osaka', locale: 'en', urlBack: '/my-account/points' });
  await page.goto(`${E2E_URLS.app}/sign-in?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Email address').fill(AOI.email);
  await page.getByLabel('Password').fill(AOI.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${AOI.name}` })).toBeVisible(STARTUP);
  await page.goto(`${E2E_URLS.app}/my-account/points?hotel_code=umi-osaka&locale=en`);

  const history = page.getByRole('region', { name: 'Digico exchanges' });
  await expect(history.getByText('No exchanges yet.')).toBeVisible(STARTUP);
  const exchange = page.getByRole('region', { name: 'Exchange for a Digico gift code' });
  await exchange.getByLabel('Umi Points to exchange').selectOption('1000');
  await exchange.getByRole('button', { name: 'Review the exchange' }).click();
  await exchange.getByRole('button', { name: 'Exchange now' }).click();
  const code = ((await exchange.locator('code').textContent()) ?? '').trim();
  expect(code.length).toBeGreaterThan(4);

  await expect(history.getByText('1,000 Umi Points')).toBeVisible(STARTUP);
  await expect(history.getByText(`•••• ${code.slice(-4)}`)).toBeVisible();
  await expectNoAxeViolations(page, 'points page with an exchange');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
