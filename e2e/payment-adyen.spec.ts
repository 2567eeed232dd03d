// Adyen (issue 22, ADR 257): Umi Resort Miyakojima takes cards through Adyen Web. The server creates Adyen's payment
// session for the booking as typed; the card is typed only in Adyen's secured fields (frames on Adyen's origin, the
// stand-in's on the API origin); Adyen Web pays the session; the booking verifies the session's result itself.
// Umi Resort Kumejima (adyen_gmo_paypal, ADR 268) offers the same card beside PayPal's button.
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillAdyenCard, fillGuestByKeyboard, guestDetailUrl, uniqueEmail } from './support/booking-flow';

test('a guest pays in Adyen’s secured fields and the booking is confirmed on the session’s verified result', async ({ page, request }) => {
  const email = uniqueEmail('adyen');
  const url = new URL(guestDetailUrl({ daysAhead: 11, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  url.searchParams.set('hotel_code', 'umi-miyakojima');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay now by card' }).check();

  // No card input of the app's own: the card opens in Adyen's fields for the session of this booking.
  await page.getByRole('button', { name: 'Enter card details' }).click();
  await fillAdyenCard(page, '4111 1111 4555 1142');
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await expectNoAxeViolations(page, 'guest detail with Adyen secured fields');
  await pay.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href);
  expect(kept).not.toContain('41111111');
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-miyakojima', hotelId: 205, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email });
});

test('at Kumejima a guest chooses a credit card beside PayPal’s button and pays in Adyen’s secured fields', async ({ page, request }) => {
  const email = uniqueEmail('adyen-paypal');
  const url = new URL(guestDetailUrl({ daysAhead: 12, roomTypeCode: 'deluxe-twin', planCode: 'breakfast' }));
  url.searchParams.set('hotel_code', 'umi-kumejima');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('radio', { name: 'Credit card' }).check();

  await page.getByRole('button', { name: 'Enter card details' }).click();
  await fillAdyenCard(page, '5555 3412 4444 1115');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-kumejima', hotelId: 206, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email });
});
