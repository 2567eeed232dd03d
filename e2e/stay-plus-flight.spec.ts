// Stay plus flight booked end to end (issue 23, ADR 253, ADR 261): in Japanese, on a 390 px phone, the package
// search finds the hotel, its flights are chosen, the hotel's room is confirmed, the booker's address verified,
// and the booking takes the room and the seats together; the confirmation names both flights.
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, mailsTo, uniqueEmail } from './support/booking-flow';
import { E2E_URLS } from './ports';

const checkin = addDays(todayIn('Asia/Tokyo'), 24);
const checkout = addDays(checkin, 2);
const formDate = (date: string) => date.replaceAll('-', '/');

test('a Japanese guest books a hotel with its flights at 390 px: package search, flights, room, guest detail, confirmation with the flights', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${E2E_URLS.ota}/search-hotels?dynamic_package=flight&locale=ja`);
  await page.getByLabel('チェックイン').fill(formDate(checkin));
  await page.getByLabel('チェックアウト').fill(formDate(checkout));
  await page.getByRole('button', { name: 'ホテルと航空券を探す' }).click();

  // The hotels sold for the stay; Umi Okinawa's flights land at Naha.
  await page.getByRole('button', { name: /Umi Resort Okinawa.*の航空券を選ぶ$/ }).click();
  await expect(page.getByRole('group', { name: /^往路/ })).toBeVisible();
  const outbound = page.getByRole('group', { name: /^往路/ }).getByRole('radio', { checked: true });
  const flightNumber = ((await outbound.getAttribute('value')) ?? '').split('-')[0] ?? '';
  expect(flightNumber).toMatch(/^[A-Z]{2}\d+$/);
  await page.getByRole('link', { name: 'この便で予約へ進む' }).click();

  // The hotel's rooms for the stay, then the choice confirmed, then guest detail: the flights ride along.
  await page.getByRole('region', { name: '客室とプラン' }).getByRole('article').first().getByRole('button', { name: /^予約する/, disabled: false }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '予約内容の確認' })).toBeVisible();
  await page.getByRole('link', { name: 'お客様情報の入力へ進む' }).click();

  const email = uniqueEmail('package');
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(page.getByLabel(/メールに記載の認証コード/)).toBeVisible();
  const code = (await mailsTo(request, email))[0]?.body.match(/^\d{6}$/m)?.[0] ?? '';
  await page.getByLabel(/メールに記載の認証コード/).fill(code);
  await page.getByRole('button', { name: '確認して次へ' }).click();

  // Guest detail shows both flights with their fares in the summary, and the total includes them.
  await expect(page.getByText('往路便')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${flightNumber}便`))).toBeVisible();
  // The price breakdown has one flights line (ADR 265): both fares for both passengers, in yen.
  const flightsLine = page.getByText('航空券', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(flightsLine).toHaveText(/^￥[\d,]+$/);
  const flightsPrice = await flightsLine.textContent();
  await page.getByLabel('名', { exact: true }).fill('愛子');
  await page.getByLabel('姓', { exact: true }).fill('田中');
  await page.getByLabel('電話番号').fill('+81312345678');
  // The travel-agency site pays on its own page (ADR 260), which still shows the flights.
  await page.getByRole('button', { name: 'お支払いへ進む' }).click();
  await expect(page.getByText(new RegExp(`^${flightNumber}便`))).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /利用規約に同意します/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: '予約を確定する' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ご予約が確定しました' })).toBeVisible();
  await expect(page.getByText('往路便')).toBeVisible();
  await expect(page.getByText('復路便')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${flightNumber}便`))).toBeVisible();
  await expect(page.getByText('航空券', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(flightsPrice ?? '');
  // At 390 px the flights wrap inside their rows: no wider than the check-in date's row of the same list.
  const width = async (text: string | RegExp) => (await page.getByRole('definition').filter({ hasText: text }).first().boundingBox())?.width ?? Number.NaN;
  expect(await width(new RegExp(`^${flightNumber}便`))).toBeLessThanOrEqual(await width('2泊'));
  // Nor is the page wider than the phone (a long e-mail address in the next steps once widened it).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'stay plus flight confirmation ja 390');
  const { number } = confirmationOf(page);
  const stored = await request.get(`${E2E_URLS.api}/__reservations/${encodeURIComponent(number)}`);
  expect(((await stored.json()) as { booking_source: string }).booking_source).toBe('tripla_ota');
  // The confirmation mail names the flights too (ADR 265).
  const mail = (await mailsTo(request, email)).find((sent) => sent.subject.includes(number));
  expect(mail?.body).toMatch(new RegExp(`^航空便: ${flightNumber} `, 'm'));
});
