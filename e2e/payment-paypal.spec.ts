// PayPal through its JS SDK (ADR 249, 256), in a browser: Umi Hotel Kamakura takes payment by PayPal's button,
// whose popup (PayPal's origin, played by the API) is where the sandbox buyer approves. A declined buyer is told so
// at the payment step and nothing is booked; the same guest then pays with a buyer whose instrument is accepted.
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { E2E_URLS } from './ports';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillBooker, uniqueEmail } from './support/booking-flow';
import { refusedCall } from './support/page-errors';
import { bookFirstRate } from './support/results-page';
import type { Page } from '@playwright/test';

const KAMAKURA = { id: 204, code: 'umi-kamakura' } as const;

/** Presses PayPal's button and approves in its popup as the sandbox buyer given. */
async function approveInPopup(page: Page, buyer: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'PayPal Sandbox' })).toBeVisible();
  await popup.getByLabel('Email').fill(buyer);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await closed;
}

test('a guest pays with PayPal in its popup: a declined buyer books nothing, an approved one is booked and captured', async ({ page, request, allowErrors }) => {
  // The declined capture is the booking's 422, which the browser logs.
  allowErrors(refusedCall(`/hotels/${KAMAKURA.id}/reservations`, 422));
  const email = uniqueEmail('paypal');
  const checkin = addDays(todayIn('Asia/Tokyo'), 11);
  const search = new URLSearchParams({ hotel_code: KAMAKURA.code, locale: 'en', checkin, checkout: addDays(checkin, 1), adults: '2' });
  await page.goto(`${E2E_URLS.app}/booking/result?${search}`);
  await bookFirstRate(page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first());

  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillBooker(page, email);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  // PayPal's button stands for the card form: the app asks for no card at all.
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, 'guest detail with PayPal');

  await approveInPopup(page, 'sb-declined@personal.example.com');
  await expect(page.getByRole('group', { name: 'PayPal' }).getByRole('alert')).toHaveText(/^PayPal declined the payment method .* nothing is booked\. Press the PayPal button to pay again/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();

  await approveInPopup(page, 'sb-buyer@personal.example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: KAMAKURA.code, hotelId: KAMAKURA.id, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email, payment: { paypal: { status: 'COMPLETED', payer_email: 'sb-buyer@personal.example.com' } } });
  expect((stored.payment as { paypal: { order_id: string } }).paypal.order_id).toMatch(/^[0-9A-Z]{17}$/);
});
