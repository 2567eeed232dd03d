// Issue 22, the rest of section 2 and 7.9 (ADR 239, 251): the hotel's address and photos where the guest decides
// and confirms, the confirmation screen's notices, and warnings of document 2 section 8.3 (unsaved changes, an
// overlapping reservation, updated exchange rates), against the real server.
import { isHotelHtmlNoise, refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createReservation } from './support/test-data';
import { acceptTerms, confirmationOf, fillBooker, fillCardInFrame, fillGuestByKeyboard, guestDetailUrl, uniqueEmail } from './support/booking-flow';
import { fetchReservation } from './support/api';
import { E2E_URLS } from './ports';

test('leaving guest detail with typed details asks first; the results then show the hotel', async ({ page, guest }) => {
  await page.goto(guestDetailUrl({ daysAhead: 18, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await page.getByLabel('First name', { exact: true }).fill('Hanako');
  await page.getByLabel('Email', { exact: true }).fill(guest.email);

  const back = page.getByRole('link', { name: 'Back to search results' });
  await back.click();
  const dialog = page.getByRole('dialog', { name: 'Leave without booking?' });
  await expect(dialog).toContainText('What you have typed will be lost.');
  await expectNoAxeViolations(page, 'unsaved changes dialog');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Hanako');

  await back.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  const hotel = page.getByRole('region', { name: 'About Sakura Hotel Tokyo Ginza' });
  await expect(hotel.getByText('Postcode 104-0061')).toBeVisible();
  await expect(hotel.getByText('5-2-1 Ginza, Chuo-ku, Tokyo')).toBeVisible();
  await expect(hotel.getByRole('img', { name: 'The hotel building from the street' })).toHaveAttribute('loading', 'lazy');
  // Nearby-facility suggestions (ADR 259): the brand's other hotel, by its real distance from Ginza.
  await hotel.getByRole('button', { name: 'Show hotels nearby' }).click();
  await expect(hotel.getByRole('listitem').filter({ hasText: 'Sakura Hotel Kyoto Higashiyama' })).toContainText('km away');
});

test('a guest booking nights they already hold is warned, books a second stay deliberately and sees the hotel and its notice', async ({
  page,
  request,
  guest,
  allowErrors,
}) => {
  // The first send, unconfirmed, is refused with 409 overlapping_reservation, which the browser logs.
  allowErrors(refusedCall('/reservations', 409));
  const stay = { daysAhead: 21, roomTypeCode: 'deluxe-twin', planCode: 'breakfast' } as const;
  await createReservation(request, { guest, ...stay });

  await page.goto(guestDetailUrl(stay));
  await fillGuestByKeyboard(page, guest.email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const warning = page.getByRole('main').locator(':focus');
  await expect(warning).toContainText('You already have a reservation at this hotel for some of these nights.');
  await page.getByRole('checkbox', { name: 'I want a second reservation for these nights.' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  // The confirmation screen's notice for the breakfast plan (place_confirmation_screen), and the hotel.
  await expect(page.getByRole('region', { name: 'Notices from the hotel' }).getByText('Breakfast venue')).toBeVisible();
  const hotel = page.getByRole('region', { name: 'About Sakura Hotel Tokyo Ginza' });
  await expect(hotel.getByText('5-2-1 Ginza, Chuo-ku, Tokyo')).toBeVisible();
  await expect(hotel.getByText('Japan')).toBeVisible();
  await expect(hotel.getByRole('img', { name: 'A guest room with two beds and a city view' })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation with hotel info and notice');
});

test('a guest paying in another currency whose rate moved is told to recheck the prices and books at the new rate (ADR 251)', async ({
  page,
  request,
  allowErrors,
}) => {
  // The send at the old rate is refused with 409 exchange_rates_updated, which the browser logs; Kyoto's header.
  allowErrors(refusedCall('/reservations', 409), isHotelHtmlNoise);
  const email = uniqueEmail('exchange-rate');
  // Kyoto offers multi-currency; Singapore dollars are this test's alone, as the rate feed is the stack's.
  const address = new URL(guestDetailUrl({ daysAhead: 24, roomTypeCode: 'deluxe-twin', planCode: 'room-only' }));
  address.searchParams.set('hotel_code', 'sakura-kyoto');
  address.searchParams.set('currency', 'SGD');
  await page.goto(address.toString());
  await fillBooker(page, email);
  await acceptTerms(page);
  // Another currency is paid by card only, in temporary foreign-currency mode, which takes JCB.
  const card = () => fillCardInFrame(page, '3530 1113 3330 0000');
  await expect(page.getByRole('radio', { name: 'Pay now by card' })).toBeChecked();
  await card();

  const rate = async (micro: number) => expect((await request.put(`${E2E_URLS.api}/__exchange-rates/SGD`, { data: { rate_micro: micro } })).ok()).toBe(true);
  await rate(9_100);
  try {
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const warning = page.getByRole('main').locator(':focus');
    await expect(warning).toContainText('Exchange rates have been updated since you saw these prices.');
    await expect(warning).toContainText('The new total is');
    await expectNoAxeViolations(page, 'exchange rates updated');

    // The frame opened again, empty, with the refused send; the prices were asked again at the new rate.
    await card();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    const { number, bypassToken } = confirmationOf(page);
    const stored = await fetchReservation(request, { hotelCode: 'sakura-kyoto', hotelId: 102, number, bypassToken });
    expect(stored).toMatchObject({ mcp_currency: 'SGD', mcp_total_price_cents: Math.round(((stored.total_price as number) * 9_100 * 100) / 1_000_000) });
  } finally {
    await rate(8_570);
  }
});
