// Loyalty in My account end to end (issue 19): the seeded Hanako's points, history pages, coupons, voucher and
// saved card, reached from the account sub-navigation and the login menu; a fresh member holds no voucher, so the
// menu offers no coupons. Every screen axe-clean in en, ja and ar at 390 px. Read only: Hanako's data is shared by
// the worker's tests, and a fresh member has no points to exchange or card to delete (the component tests drive
// the exchange and the deletion; ADR 223).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInOnPage, STARTUP } from './support/members';
import { E2E_URLS } from './ports';

const HANAKO = { email: 'hanako@example.com', password: 'Sakura-2026', name: 'Hanako Sato' };
const appUrl = (path: string, locale = 'en') => `${E2E_URLS.app}${path}${path.includes('?') ? '&' : '?'}hotel_code=sakura-tokyo&locale=${locale}`;

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu: ${name}` }).click();
  return page.getByRole('list').filter({ has: page.getByRole('link', { name: 'My reservations' }) });
}

test('Hanako’s points: balance, rank and the history five a page, named by the brand’s point name', async ({ page }) => {
  await signInOnPage(page, HANAKO);
  const menu = await openMenu(page, HANAKO.name);
  await menu.getByRole('link', { name: 'Sakura Points' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sakura Points' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).pathname).toBe('/my-account/points');
  await expect(page.getByText('10,894 Sakura Points')).toBeVisible();
  await expect(page.getByText('1,447 Sakura Points')).toBeVisible();
  await expect(page.getByText('Silver', { exact: true })).toBeVisible();
  await expect(page.getByText('Until Gold')).toBeVisible();

  const history = page.getByRole('region', { name: 'Sakura Points history' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByText('Page 1 of 2')).toBeVisible();
  await history.getByRole('link', { name: 'Next page' }).click();
  await expect(history.getByText('Page 2 of 2')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');

  const exchange = page.getByRole('region', { name: 'Exchange for a Digico gift code' });
  await expect(exchange.getByText('Available at hotels in Japan only.')).toBeVisible();
  await expect(exchange.getByLabel('Sakura Points to exchange')).toBeVisible();
});

test('Hanako’s coupons and voucher on promotions, her card on payment options, both from the login menu', async ({ page }) => {
  await signInOnPage(page, HANAKO);
  // She holds a voucher, so the menu offers coupons, which open promotions.
  const menu = await openMenu(page, HANAKO.name);
  await menu.getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).pathname).toBe('/my-account/promotions');
  const coupons = page.getByRole('region', { name: 'Coupons' });
  await expect(coupons.getByText('CLUB-SILVER-10')).toBeVisible();
  await expect(coupons.getByText('CLUB-BIRTHDAY')).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Vouchers' });
  await expect(vouchers.getByText('V-SAKURA-0001')).toBeVisible();
  await expect(vouchers.getByText('¥10,000')).toBeVisible();

  await page.getByRole('link', { name: 'Payment options' }).first().click();
  await expect(page.getByRole('heading', { level: 3, name: 'Visa ending 1111' })).toBeVisible(STARTUP);
  await expect(page.getByText('Expires 12/2030')).toBeVisible();
});

test('a new member holds no voucher: no coupons item, and promotions say there are none', async ({ page, member }) => {
  await signInOnPage(page, member);
  const menu = await openMenu(page, member.name);
  await expect(menu.getByRole('link', { name: 'Payment options' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(appUrl('/my-account/promotions'));
  await expect(page.getByText('You have no vouchers.')).toBeVisible(STARTUP);
  await page.goto(appUrl('/my-account/payment-options'));
  await expect(page.getByText('You have no saved cards.')).toBeVisible(STARTUP);
});

for (const locale of ['en', 'ar'] as const) {
  test(`the loyalty pages are axe-clean and keyboard usable in ${locale} at 390 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOnPage(page, HANAKO);
    for (const path of ['/my-account/points', '/my-account/promotions', '/my-account/payment-options']) {
      await page.goto(appUrl(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
      await expect(page.getByRole('main').locator('ul li').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${locale})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // By keyboard: the delete's confirmation step opens and closes without deleting.
    const remove = page.getByRole('main').getByRole('button').first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const keep = page.getByRole('main').getByRole('button').nth(1);
    await keep.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  });
}
