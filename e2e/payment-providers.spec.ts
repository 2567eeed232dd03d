// Payment providers as adapters chosen by the hotel's settings (issue 22, ADR 237). Umi Okinawa takes cards through
// GMO's hosted fields: the card is typed only in the provider's page, framed from the API origin, and the app books
// with the token that page posts back. Umi Ishigaki takes them on the payment hub's own page, by redirect (ADR 248).
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillGuestByKeyboard, guestDetailUrl, payByCard, uniqueEmail } from './support/booking-flow';

test('a guest books through a token provider’s hosted fields, the app never holding the card', async ({ page, request }) => {
  const email = uniqueEmail('gmo');
  const url = new URL(guestDetailUrl({ daysAhead: 7, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  url.searchParams.set('hotel_code', 'umi-okinawa');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  // The app's own page has no card input; the provider's frame has them all.
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('The card ending 1111 is ready.')).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail with hosted card fields');

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href);
  expect(kept).not.toContain('41111111');

  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-okinawa', hotelId: 201, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email, payment: { card: { brand: 'visa', last4: '1111' } } });
});

test('a guest pays on the payment hub’s page and comes back to a confirmed booking', async ({ page, request }) => {
  const email = uniqueEmail('hub');
  const url = new URL(guestDetailUrl({ daysAhead: 9, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  url.searchParams.set('hotel_code', 'umi-ishigaki');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  // No card is asked in the app: the hub's page takes it after the booking.
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText(/the payment hub's secure page/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The hub's page, on the provider's origin (the API's), not the app's.
  await expect(page.getByRole('heading', { level: 1, name: 'tripla Pay' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(url).origin);
  await expectNoAxeViolations(page, 'payment hub page');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Name on card').fill('HANAKO SATO');
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 3) % 100));
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-ishigaki', hotelId: 203, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email, payment: { card: { brand: 'visa', last4: '1111' } } });
});
