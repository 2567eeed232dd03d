// The shell around every screen: the hotel's own header and footer HTML (sanitised), the language button and
// right-to-left Arabic.
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { isHotelHtmlNoise } from './support/page-errors';
import { E2E_URLS } from './ports';

test("the hotel's header and footer HTML shows with names filled in, links apart and nothing of it running", async ({ page, allowErrors }) => {
  allowErrors(isHotelHtmlNoise);
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByText('Sakura Hotel Kyoto Higashiyama', { exact: true }).first()).toBeVisible();
  await expect(header.getByText('by Sakura Hotels & Resorts')).toBeVisible();
  await expect(header.getByText('{facility_name}')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Sakura Hotels & Resorts');

  // The hotel's own links (the shell's login menu links beside them stay in the widget).
  const links = page.locator('header [data-hotel-html] a, footer [data-hotel-html] a');
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // The seeded header carries a script and an onerror handler: neither is in the page, neither ever ran.
  await expect(page.locator('header script, header [onerror]')).toHaveCount(0);
  // eslint-disable-next-line playwright/no-networkidle -- what is asserted is that no script ran once the page is quiet
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __hbwHotelScriptRan?: boolean }).__hbwHotelScriptRan)).toBeUndefined();
  await expectNoAxeViolations(page, 'results with custom header and footer');
});

test('the language button switches the language, keeps it in the address and remembers it', async ({ page, allowErrors }) => {
  allowErrors(isHotelHtmlNoise);
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();

  const button = page.getByRole('button', { name: 'Language: English' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'language menu open');
  // Only the hotel's available languages are offered.
  await expect(page.getByRole('button', { name: 'ไทย' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveURL(/locale=ja/);
  await expect(page.getByRole('button', { name: '言語: 日本語' })).toBeVisible();
  await expect(page.getByRole('region').first()).toBeVisible();

  // The next visit without a locale in the address starts in the chosen one.
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('Arabic reads right to left', async ({ page }) => {
  await page.goto(`${E2E_URLS.app}/no-such-page?hotel_code=sakura-tokyo&locale=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'not found in Arabic');
  // The language button sits at the inline end, which in Arabic is the left.
  const button = page.getByRole('button', { name: /العربية/ });
  const name = page.locator('#site-hotel-name');
  expect((await button.boundingBox())?.x ?? 0).toBeLessThan((await name.boundingBox())?.x ?? 0);
  await expect(page).toHaveScreenshot('not-found-ar.png', { fullPage: true });
});

test('the currency dialog searches, hides the suggestions while searching and switches the currency', async ({ page, allowErrors }) => {
  allowErrors(isHotelHtmlNoise);
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto&locale=en`);
  const button = page.getByRole('button', { name: 'Currency: JPY' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a currency' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Suggested currencies' })).toBeVisible();
  await expectNoAxeViolations(page, 'currency dialog');

  const search = dialog.getByRole('searchbox', { name: 'Search currencies' });
  await search.fill('ＥＵＲＯ');
  await expect(dialog.getByRole('region', { name: 'Suggested currencies' })).toHaveCount(0);
  await expect(dialog.getByRole('region', { name: 'All currencies' }).getByRole('button')).toHaveCount(1);
  await search.fill('nothing like it');
  await expect(dialog.getByText('No currency matches “nothing like it”.')).toBeVisible();
  await search.fill('euro');
  await dialog.getByRole('button', { name: /EUR/ }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeFocused();
  await expect(page).toHaveURL(/currency=EUR/);

  // Escape closes it too; a hotel without multi-currency shows no button at all.
  await page.getByRole('button', { name: 'Currency: EUR' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Currency/ })).toHaveCount(0);
});

test('tripla_preview=true shows the preview notice, and in-app links keep it', async ({ page }) => {
  await page.goto(`${E2E_URLS.app}/no-such-page?hotel_code=sakura-tokyo&locale=en&tripla_preview=true`);
  await expect(page.getByText('Preview mode: bookings made here are for checking the page only.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to room search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
  await expect(page).toHaveURL(/tripla_preview=true/);
  await expect(page.getByText('Preview mode: bookings made here are for checking the page only.')).toBeVisible();
});

test('the document itself shows the hotel’s logo and name before any script runs, and a hotel with its own header HTML keeps a plain bar', async ({ browser }) => {
  // ADR 296: the stack fills the document from the settings it reads for the policy; no script of the app runs here.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${E2E_URLS.app}/reservation/guest-detail?hotel_code=sakura-tokyo&locale=ar`);
  const bar = page.locator('.hbw-skeleton-header');
  await expect(bar.locator('.hbw-skeleton-name')).toHaveText('Sakura Hotel Tokyo Ginza');
  await expect(bar.locator('img.hbw-skeleton-logo')).toHaveAttribute('src', `${E2E_URLS.api}/brand-assets/sakura-hotels-logo.svg`);
  await expect(bar).toHaveAttribute('dir', 'rtl');
  // Sakura Kyoto has header HTML of its own, which only the app sanitizes and shows.
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto&locale=en`);
  await expect(page.locator('.hbw-skeleton-name')).toHaveCount(0);
  await context.close();
});
