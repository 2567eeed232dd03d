// The rest of the app shell (issue 4): the hotel's logo and favicon, the maintenance page with its
// maintenance_mode=false bypass, and the travel-agency (OTA) variant on its own host with its routing rules.
import type { APIRequestContext, Page } from '@playwright/test';
import { isHotelHtmlNoise } from './support/page-errors';
import { bookFirstRate } from './support/results-page';
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expectNoAxeViolations } from './support/axe';
import { E2E_URLS } from './ports';

const results = (query: string) => `${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&${query}`;
const slashed = (date: string) => date.replaceAll('-', '/');

async function setMaintenance(request: APIRequestContext, on: boolean): Promise<void> {
  const answer = await request.put(`${E2E_URLS.api}/__hotels/sakura-tokyo`, { data: { maintenance_mode: on } });
  expect(answer.status()).toBe(204);
}

test.describe('logo and favicon', () => {
  test('the header shows the brand\'s logo with its name as alt text, and the tab shows the hotel\'s favicon', async ({ page, request }) => {
    await page.goto(results('locale=en'));
    const logo = page.getByRole('banner').getByRole('img', { name: 'Sakura Hotels & Resorts' });
    await expect(logo).toBeVisible();
    // Loaded, not a broken image: the API serves the file the settings point at.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    // eslint-disable-next-line playwright/prefer-web-first-assertions -- the address is fetched below, so it is read once
    expect(favicon).toBe(`${E2E_URLS.api}/brand-assets/sakura-hotels-favicon.svg`);
    const icon = await request.get(favicon ?? '');
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, false);
  });

  test('a hotel under maintenance shows the maintenance page instead of the app, in en and ar', async ({ page, request }) => {
    await setMaintenance(request, true);
    await page.goto(results('locale=en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('Online booking is paused for maintenance.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Sakura Hotels & Resorts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your room' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'maintenance en');

    await page.goto(results('locale=ar'));
    await expect(page.getByRole('heading', { level: 1, name: 'قيد الصيانة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page, 'maintenance ar');
  });

  test('maintenance_mode=false lets staff past it, and every in-app address keeps the bypass', async ({ page, request }) => {
    await setMaintenance(request, true);
    await page.goto(results('locale=en&maintenance_mode=false'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toHaveCount(0);
    const policy = page.getByRole('link', { name: 'Cancellation policy' }).first();
    await expect(policy).toHaveAttribute('href', /maintenance_mode=false/);
    // Opened as its own page load, the address alone still gets past the maintenance page.
    await page.goto(new URL((await policy.getAttribute('href')) ?? '', page.url()).toString());
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('maintenance_mode')).toBe('false');
  });
});

test.describe('travel-agency variant', () => {
  const checkin = addDays(todayIn('Asia/Tokyo'), 3);
  const checkout = addDays(checkin, 2);

  async function searchHotels(page: Page, keyword: string) {
    await page.getByRole('textbox', { name: 'Hotel or brand name' }).fill(keyword);
    await page.getByRole('textbox', { name: 'Check-in' }).fill(slashed(checkin));
    await page.getByRole('textbox', { name: 'Check-out' }).fill(slashed(checkout));
    await page.getByRole('button', { name: 'Search hotels' }).click();
  }

  test('its home searches the hotels it sells and leads to a hotel\'s rooms', async ({ page }) => {
    await page.goto(`${E2E_URLS.ota}/?locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Hotel booking');
    // The variant's default colour (#c21e58) with white text.
    const button = page.getByRole('button', { name: 'Search hotels' });
    await expect(button).toHaveCSS('background-color', 'rgb(194, 30, 88)');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoAxeViolations(page, 'OTA home en');

    await searchHotels(page, '');
    await expect(page).toHaveURL(`${E2E_URLS.ota}/search-hotels?checkin=${checkin}&checkout=${checkout}&adults=2&rooms=1&locale=en`);
    const found = page.getByRole('region', { name: /2 nights/ });
    await expect(found.getByText('3 hotels found')).toBeVisible();
    expect((await found.getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual([
      'Sakura Hotel Kyoto Higashiyama',
      'Sakura Hotel Tokyo Ginza',
      'Umi Resort Okinawa Onna',
    ]);
    // Osaka is not sold on the travel-agency site (bw_to_ota_enabled off).
    await expect(found.getByRole('heading', { name: 'Umi Hotel Osaka Namba' })).toHaveCount(0);
    await expect(found.getByText(/^From ¥[\d,]+ for the whole stay/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'OTA hotel search en');

    await searchHotels(page, 'umi');
    await expect(found.getByRole('heading', { level: 3 })).toHaveText(['Umi Resort Okinawa Onna']);
    await found.getByRole('link', { name: 'See rooms at Umi Resort Okinawa Onna' }).click();
    await expect(page).toHaveURL(`${E2E_URLS.ota}/hotels/umi-okinawa?checkin=${checkin}&checkout=${checkout}&adults=2&locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
    // The hotel's own header, on the variant's host.
    await expect(page.getByRole('banner').getByRole('img', { name: 'Umi Resorts' })).toBeVisible();
    const firstRoom = page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first();
    await bookFirstRate(firstRoom);
    // The variant confirms the choice first (ADR 252); guest detail is a page of the variant as well: the booking
    // goes on under its host.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your reservation' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to guest details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
    expect(page.url().startsWith(`${E2E_URLS.ota}/reservation/guest-detail?`)).toBe(true);
  });

  test('its form says at the field what is wrong, in Arabic too', async ({ page }) => {
    await page.goto(`${E2E_URLS.ota}/?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن فندق' })).toBeVisible();
    const checkinField = page.getByRole('textbox', { name: 'تسجيل الوصول' });
    await checkinField.fill(checkin);
    await page.getByRole('button', { name: 'ابحث عن الفنادق' }).click();
    await expect(checkinField).toHaveAttribute('aria-invalid', 'true');
    await expect(checkinField).toHaveAccessibleDescription(/أدخل التاريخ بالصيغة YYYY\/MM\/DD/);
    await expectNoAxeViolations(page, 'OTA home ar with an error');

    await checkinField.fill(slashed(checkin));
    const checkoutField = page.getByRole('textbox', { name: 'تسجيل المغادرة' });
    await checkoutField.fill(slashed(checkin));
    await page.getByRole('button', { name: 'ابحث عن الفنادق' }).click();
    await expect(checkoutField).toHaveAccessibleDescription(/يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول/);
    await expect(checkinField).not.toHaveAttribute('aria-invalid', 'true');

    await checkoutField.fill(slashed(checkout));
    await page.getByRole('button', { name: 'ابحث عن الفنادق' }).click();
    await expect(page).toHaveURL(/\/search-hotels\?/);
    await expect(page.getByRole('heading', { level: 3, name: 'Umi Resort Okinawa Onna' })).toBeVisible();
    await expectNoAxeViolations(page, 'OTA hotel search ar');
  });

  test('addresses of the other variant go where they belong', async ({ page, allowErrors }) => {
  allowErrors(isHotelHtmlNoise);
    // A standard page the variant does not have: its home, keeping the language.
    await page.goto(`${E2E_URLS.ota}/facilities?hotel_code=sakura-tokyo&locale=en`);
    await expect(page).toHaveURL(`${E2E_URLS.ota}/?locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
    // A route of the variant without a screen yet: home as well.
    await page.goto(`${E2E_URLS.ota}/test?locale=en`);
    await expect(page).toHaveURL(`${E2E_URLS.ota}/?locale=en`);
    // The standard room search of a hotel: that hotel's page on the variant.
    await page.goto(`${E2E_URLS.ota}/booking/result?hotel_code=sakura-kyoto&locale=en`);
    await expect(page).toHaveURL(`${E2E_URLS.ota}/hotels/sakura-kyoto?locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
    // And on the standard site, a travel-agency hotel page is the hotel's room search.
    await page.goto(`${E2E_URLS.app}/hotels/sakura-tokyo?locale=en`);
    await expect(page).toHaveURL(`${E2E_URLS.app}/booking/result?locale=en&hotel_code=sakura-tokyo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
  });
});
