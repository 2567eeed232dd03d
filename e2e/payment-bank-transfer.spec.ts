// Bank transfer (issue 22, ADR 250): Sakura Kyoto's kaiseki plan takes it. Nothing is charged online; the
// confirmation page and the confirmation mail tell the amount, the hotel's account, the date to pay by and the
// reference to quote, all as the server stored them.
import { isHotelHtmlNoise } from './support/page-errors';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillGuestByKeyboard, guestDetailUrl, mailsTo, uniqueEmail } from './support/booking-flow';

test('a guest books the kaiseki plan by bank transfer and is told how and by when to pay', async ({ page, request, allowErrors }) => {
  // Kyoto's seeded header HTML.
  allowErrors(isHotelHtmlNoise);
  const email = uniqueEmail('transfer');
  const url = new URL(guestDetailUrl({ daysAhead: 20, roomTypeCode: 'deluxe-twin', planCode: 'kaiseki' }));
  url.searchParams.set('hotel_code', 'sakura-kyoto');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay by bank transfer' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-kyoto', hotelId: 102, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', payment: { method: 'bank_transfer', card: null } });
  const transfer = (stored.payment as { bank_transfer: { amount: number; due_date: string; reference: string } }).bank_transfer;
  expect(transfer.reference).toBe(number);
  const amount = `¥${transfer.amount.toLocaleString('en')}`;

  const instructions = page.getByRole('region', { name: 'How to pay by bank transfer' });
  const row = (label: string) => instructions.locator(`dt:text-is("${label}") + dd`);
  await expect(row('Amount')).toHaveText(amount);
  await expect(row('Bank')).toHaveText('Sakura Bank Higashiyama');
  await expect(row('Account')).toHaveText('Ordinary 1234567');
  await expect(row('Account holder')).toHaveText('Sakura Hotel Kyoto Higashiyama');
  await expect(row('Reference')).toHaveText(number);
  await expect(row('Transfer by')).not.toBeEmpty();
  await expectNoAxeViolations(page, 'bank transfer confirmation');

  const [mail] = await mailsTo(request, email);
  expect(mail?.body).toContain(number);
  expect(mail?.body).toContain('Amount to transfer');
  expect(mail?.body).toContain(amount);
  expect(mail?.body).toContain('1234567');
  expect(mail?.body).toContain(transfer.due_date);
});
