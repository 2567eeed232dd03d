// The foundation's whole path, across two real origins: the hotel page loads the loader, the widget's
// iframe runs the app, the app books against the API, and the reservation is there afterwards.
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { fillBooker } from './support/booking-flow';
import { bookFirstRate, expectDateShown, searchSummary } from './support/results-page';
import { E2E_URLS } from './ports';

test('a guest books a room from the hotel page and pays at the hotel', async ({ page, request, guest }) => {
  await page.goto('/');

  const iframe = page.locator('hotel-booking-widget iframe');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${E2E_URLS.app}/booking/result\\?hotel_code=sakura-tokyo`));
  const widget = page.frameLocator('hotel-booking-widget iframe');

  // Results: the default search is tomorrow, one night, two adults.
  await expect(widget.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
  const tomorrow = addDays(todayIn('Asia/Tokyo'), 1);
  await expectDateShown(widget, 'Check-in', tomorrow);
  await expectDateShown(widget, 'Check-out', addDays(tomorrow, 1));
  // The search's one-line summary states the nights and guests.
  await expect(searchSummary(widget, '1 night · 2 adults')).toBeVisible();
  const rooms = widget.getByRole('region', { name: 'Rooms and plans' });
  await expect(rooms.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, 'results');

  // The frame grows to its content instead of scrolling inside a fixed box.
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(800);

  const firstRoom = rooms.getByRole('article').first();
  const roomName = (await firstRoom.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await bookFirstRate(firstRoom);

  // Guest detail.
  await expect(widget.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  const stay = widget.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText(roomName);
  // The breakdown lists room, taxes and discounts; the total is its own line.
  const total = (await stay.locator('dt:text-is("Total") + dd').textContent())?.match(/¥[\d,]+/)?.[0] ?? '';
  expect(total).not.toBe('');

  // An empty submit is refused at the fields, in the guest's language.
  await widget.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(widget.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail with errors');

  await fillBooker(widget, guest.email);
  await expect(widget.getByRole('radio', { name: 'Pay at the hotel' })).toBeChecked();
  await widget.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await widget.getByRole('button', { name: 'Confirm booking' }).click();

  // Confirmation with the reservation number.
  await expect(widget.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const number = (await widget.locator('dt:text-is("Reservation number") + dd').textContent())?.trim() ?? '';
  expect(number).toMatch(/^R[A-Z0-9]{9}$/);
  await expect(widget.getByText(total).first()).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation');

  // The reservation is stored as the guest saw it.
  const appFrame = page.frames().find((frame) => frame.url().includes('/reservation/confirmation/'));
  const bypassToken = new URL(appFrame?.url() ?? 'http://x').searchParams.get('bypass_token') ?? '';
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(stored).toMatchObject({
    reservation_number: number,
    status: 'done',
    email: guest.email,
    payment: { type: 'on_site' },
    booking_method: 'booking_widget',
  });
  expect(`¥${(stored.total_price as number).toLocaleString('en')}`).toBe(total);

});

test('the app opened without a hotel code says so', async ({ page }) => {
  await page.goto(`${E2E_URLS.app}/booking/result?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'No hotel code' })).toBeVisible();
  await expectNoAxeViolations(page, 'no hotel code');
});
