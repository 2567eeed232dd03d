// Issue 22, the rest of section 2 and 7.9 (ADR 239): the hotel's address and photos where the guest decides and
// confirms, the confirmation screen's notices, and two warnings of document 2 section 8.3 (unsaved changes, an
// overlapping reservation), against the real server.
import { refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createReservation } from './support/test-data';
import { fillGuestByKeyboard, guestDetailUrl } from './support/booking-flow';

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
