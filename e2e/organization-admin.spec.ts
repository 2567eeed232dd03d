// Issue 21, organisation admin (ADR 228): an organisation admin signs in with the corporate sign-in, filters the
// report and downloads its CSV behind the download password, parsed back into the rows the table showed; a non-admin
// account of the same organisation is refused the screen and the call; the screen is axe clean in en, ja and ar at
// 390 px, and works inside the widget on the hotel's page.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations } from './support/axe';
import { STARTUP } from './support/members';
import { refusedCall } from './support/page-errors';
import { clientSession, TOKYO } from './support/test-data';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

const ADMIN = { accountId: 'sakura-admin', password: 'Corp-2026' };
const BOOKER = { accountId: 'sakura-booker', password: 'Corp-2026' };
const adminUrl = (locale: string) => `/organization-admin?hotel_code=${TOKYO.code}&locale=${locale}`;

/** Opens the admin screen signed out: the protected route sends the visitor to the corporate sign-in, with the way back. */
async function corporateSignIn(page: Page, account: { accountId: string; password: string }, locale = 'en') {
  await page.goto(`${E2E_URLS.app}${adminUrl(locale)}`);
  await expect(page).toHaveURL(/\/organization-sign-in\?.*urlBack=%2Forganization-admin/, STARTUP);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
  await page.locator('input[autocomplete="username"], input[name="account_id"]').first().fill(account.accountId);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('main').locator('button[type="submit"]').click();
}

/** The table's rows as text: hotel, guest, check-in, nights, remaining nights, rooms, status, booking date, number, price. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())));
}

test('an organisation admin filters the report and downloads it as a CSV holding the same rows', async ({ page, allowErrors }) => {
  test.setTimeout(120_000);
  // The wrong download password below is refused by the server (422), which the browser logs.
  allowErrors(refusedCall('/reservations/csv', 422));
  await corporateSignIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation admin' })).toBeVisible(STARTUP);

  // The login menu offers the screen to an admin.
  await page.getByRole('button', { name: 'Account menu: Sakura Trading' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Organisation admin' })).toBeVisible();
  await page.keyboard.press('Escape');

  const usage = page.getByRole('region', { name: 'Stay usage' });
  await expect(usage).toContainText('At most 8 stays per month');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();

  await page.getByLabel('Hotel', { exact: true }).selectOption({ label: 'Sakura Hotel Tokyo Ginza' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Confirmed' });
  await page.getByRole('button', { name: /^Check-in/ }).click();
  await expect(table.locator('th[aria-sort]')).toHaveText(/Check-in/);
  await expect(page).toHaveURL(/status=done/);

  // Every page of the filtered table, as the admin reads it (20 rows a page).
  // The count is read once the filtered answer is in: until then it is the previous filter's.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const count = page.getByRole('status').filter({ hasText: /^\d+ reservations?$/ });
  await expect(count).toBeVisible();
  const total = Number(/\d+/.exec(await count.innerText())?.[0]);
  const pages = Math.ceil(total / 20);
  const shown: string[][] = [];
  shown.push(...(await tableRows(table)));
  for (let next = 2; next <= pages; next += 1) {
    await page.getByRole('navigation', { name: 'Pages of reservations' }).getByRole('button', { name: 'Next page' }).click();
    await expect(table.locator('caption')).toHaveText(`Reservations, page ${String(next)} of ${String(pages)}`);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    shown.push(...(await tableRows(table)));
  }
  expect(shown).toHaveLength(total);
  expect(total).toBeGreaterThan(0);
  expect(shown.every((cells) => cells[0] === 'Sakura Hotel Tokyo Ginza' && cells[6]?.startsWith('Confirmed'))).toBe(true);

  // The download-password modal: labelled, Escape closes it and gives focus back.
  const open = page.getByRole('button', { name: 'Download CSV' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Download password' });
  await expect(dialog).toBeVisible();
  // Focus moved into the modal (its first control), and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page, 'organisation admin download password (en)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('Enter your password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();

  await dialog.getByLabel('Password').fill(ADMIN.password);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('\r\n');
  const [header, ...records] = parse(text, { bom: true }) as string[][];
  expect(header).toEqual(['Hotel', 'Guest', 'Check-in', 'Nights', 'Remaining nights', 'Rooms', 'Status', 'Booking date', 'Reservation number', 'Price', 'Currency', 'Booked through the site']);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Downloaded a CSV file with ${String(records.length)} reservations.` })).toBeVisible();

  // The same rows in the same order: hotel, guest, nights, remaining nights, rooms, status, number and price.
  const fromCsv = records.map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5], cells[6], cells[8], cells[9]]);
  const fromTable = shown.map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5], 'Confirmed', cells[8], cells[9]?.replace(/\D/g, '')]);
  expect(fromCsv).toEqual(fromTable);
});

test('a non-admin account of the organisation is refused the screen and the report call', async ({ page, request }) => {
  await corporateSignIn(page, BOOKER);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation admin' })).toBeVisible(STARTUP);
  await expect(page.getByRole('main').getByText('This page is for administrators of the signed-in organisation.')).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await page.getByRole('button', { name: 'Account menu: Sakura Trading' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Organisation admin' })).toBeHidden();
  await page.keyboard.press('Escape');

  // The server refuses the booker's own token, whatever the screen shows.
  const session = await clientSession(request);
  const signIn = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.code}/organization/sign_in`, {
    headers: { 'X-Client-Session': session },
    data: { account_id: BOOKER.accountId, password: BOOKER.password },
  });
  expect(signIn.status()).toBe(200);
  const token = ((await signIn.json()) as { data: { session: string } }).data.session;
  const headers = { 'X-Client-Session': session, Authorization: `Bearer ${token}` };
  const report = await request.get(`${E2E_URLS.api}/hotel_brands/1/organizations/1/reservations?from=2026-01-01&to=2026-12-31`, { headers });
  expect(report.status()).toBe(403);
  const csv = await request.post(`${E2E_URLS.api}/hotel_brands/1/organizations/1/reservations/csv`, {
    headers,
    data: { from: '2026-01-01', to: '2026-12-31', password: BOOKER.password },
  });
  expect(csv.status()).toBe(403);
});

for (const [locale, heading, download, dir] of [
  ['en', 'Organisation admin', 'Download CSV', 'ltr'],
  ['ar', 'إدارة المؤسسة', 'تنزيل ملف CSV', 'rtl'],
] as const) {
  test(`the organisation admin screen is axe clean at 390 px (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await corporateSignIn(page, ADMIN, locale);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(STARTUP);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expectNoAxeViolations(page, `organisation admin (${locale})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: download }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `organisation admin download password (${locale})`);
  });
}

test('inside the widget on the hotel page, the admin opens the report from the login menu', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  await expect(widget.getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  await widget.getByRole('button', { name: 'Login' }).click();
  await widget.getByRole('link', { name: 'Corporate sign-in' }).click();
  await widget.locator('input[type="password"]').fill(ADMIN.password);
  await widget.locator('input[autocomplete="username"]').fill(ADMIN.accountId);
  await widget.getByRole('main').locator('button[type="submit"]').click();
  await widget.getByRole('button', { name: 'Account menu: Sakura Trading' }).click();
  await widget.getByRole('link', { name: 'Organisation admin' }).click();
  await expect(widget.getByRole('heading', { level: 1, name: 'Organisation admin' })).toBeVisible();
  await expect(widget.getByRole('table')).toBeVisible();
  await expect(widget.getByRole('region', { name: 'Stay usage' })).toBeVisible();
});
