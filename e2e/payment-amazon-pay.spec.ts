// Amazon Pay (issue 22, ADR 258): Umi Ishigaki's breakfast plan takes it. The guest confirms with the Amazon Pay
// button, pays on Amazon's hosted page (the stand-in's sandbox, on the API origin) and comes back with the checkout
// session's id only; the booking checks and completes the session before the confirmation shows.
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillGuestByKeyboard, guestDetailUrl, uniqueEmail } from './support/booking-flow';

test('a guest books with Amazon Pay, paying on Amazon’s page, and comes back to a confirmed booking', async ({ page, request }) => {
  const email = uniqueEmail('amazon');
  const url = new URL(guestDetailUrl({ daysAhead: 11, roomTypeCode: 'deluxe-twin', planCode: 'breakfast' }));
  url.searchParams.set('hotel_code', 'umi-ishigaki');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay with Amazon Pay' }).check();
  await expect(page.getByText(/you sign in to Amazon/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, 'guest detail with Amazon Pay');
  await page.getByRole('button', { name: 'Continue to Amazon Pay' }).click();

  // Amazon's page, on the provider's origin (the API's), not the app's.
  await expect(page.getByRole('heading', { level: 1, name: 'Amazon Pay' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(url).origin);
  await page.getByRole('radio', { name: /buyer@amazonpay\.example\.com/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-ishigaki', hotelId: 203, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email });
});
