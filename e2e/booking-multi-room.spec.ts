// Several rooms in one reservation (issues 5 and 6): a two-room search in Tokyo, an offer chosen for each room with
// the selected-rooms summary, a change, guest detail with a section per room and one way to pay, the booking, the
// confirmation with both rooms and the reservation as the API stores it. Then Arabic and a phone-sized screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillBooker, uniqueEmail } from './support/booking-flow';
import { showAllRates } from './support/results-page';
import { E2E_URLS } from './ports';

// Offset 3 has full inventory (server/README.md).
const CHECKIN = addDays(todayIn('Asia/Tokyo'), 3);
const TWO_ROOMS = JSON.stringify([
  { adults: 2, children: 0, kids_tiers: [] },
  { adults: 1, children: 0, kids_tiers: [] },
]);

// Each test runs axe over several screens, which takes long on a busy machine.
test.describe.configure({ timeout: 180_000 });

function multiRoomResults(locale: string): string {
  const query = new URLSearchParams({ hotel_code: 'sakura-tokyo', locale, checkin: CHECKIN, checkout: addDays(CHECKIN, 1), rooms: TWO_ROOMS });
  return `${E2E_URLS.app}/booking/result?${query}`;
}

/** A plan's row inside a room type's card of the results, with the card's further rates shown (issue 17). */
async function offer(page: Page, roomType: string, plan: string): Promise<Locator> {
  const card = page.getByRole('article', { name: roomType });
  await showAllRates(card);
  return card.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: plan, exact: true }) });
}

function yen(text: string | null): number {
  return Number((text ?? '').match(/[\d,]+/)?.[0]?.replace(/,/g, '') ?? Number.NaN);
}

test('two rooms: an offer for each, a change, one reservation with both rooms', async ({ page, request }) => {
  await page.goto(multiRoomResults('en'));
  const summary = page.getByRole('complementary', { name: 'Your rooms' });
  await expect(summary.getByText('Rooms chosen: 0 of 2')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Room 1 · 2 adults/ })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Going on with nothing chosen says which rooms are missing.
  await summary.getByRole('button', { name: 'Continue to guest details' }).click();
  await expect(summary.getByRole('alert')).toHaveText('Choose a room and plan for: Room 1 · 2 adults, Room 2 · 1 adult.');
  await expectNoAxeViolations(page, 'multi-room results');

  // Room 1 (2 adults): Deluxe Twin, room only. The results move on to room 2, searched for its one adult.
  await (await offer(page, 'Deluxe Twin', 'Room only')).getByRole('button', { name: 'Choose for room 1' }).click();
  await expect(page.getByRole('radio', { name: /Room 2 · 1 adult/ })).toBeChecked();
  await (await offer(page, 'Standard Double', 'Solo traveller with breakfast')).getByRole('button', { name: 'Choose for room 2' }).click();
  await expect(summary.getByText('Rooms chosen: 2 of 2')).toBeVisible();

  const rooms = summary.getByRole('listitem');
  await expect(rooms.nth(0)).toContainText('Deluxe Twin · Room only');
  await expect(rooms.nth(1)).toContainText('Standard Double · Solo traveller with breakfast');
  const total = () => summary.locator('dt:text-is("Total") + dd');
  const sumOfRooms = async () => yen(await rooms.nth(0).locator('p').nth(2).textContent()) + yen(await rooms.nth(1).locator('p').nth(2).textContent());
  expect(yen(await total().textContent())).toBe(await sumOfRooms());

  // Change room 1 to breakfast: back to room 1's offers, the summary follows.
  await rooms.nth(0).getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('radio', { name: /Room 1 · 2 adults/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Room 1 · 2 adults/ })).toBeFocused();
  await (await offer(page, 'Deluxe Twin', 'Breakfast included')).getByRole('button', { name: 'Choose for room 1' }).click();
  await expect(rooms.nth(0)).toContainText('Deluxe Twin · Breakfast included');
  expect(yen(await total().textContent())).toBe(await sumOfRooms());
  await expectNoAxeViolations(page, 'multi-room results with both rooms chosen');
  await summary.getByRole('button', { name: 'Continue to guest details' }).click();

  // Guest detail: a section per room, one price for both with each room's share, one way to pay for both.
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText('Deluxe Twin');
  await expect(stay).toContainText('Standard Double');
  const room1Price = yen(await stay.locator('dt:text-is("Room 1 price") + dd').textContent());
  const room2Price = yen(await stay.locator('dt:text-is("Room 2 price") + dd').textContent());
  const bookedTotal = yen(await stay.locator('dt:text-is("Total") + dd').textContent());
  expect(room1Price + room2Price).toBe(bookedTotal);
  // The solo plan is paid at the hotel only, so a card is not offered for the reservation.
  await expect(page.getByRole('radio', { name: 'Pay at the hotel' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay now by card' })).toHaveCount(0);

  const email = uniqueEmail('multi-room');
  await fillBooker(page, email);
  const room1 = page.getByRole('group', { name: 'Room 1: Deluxe Twin, Breakfast included' });
  const room2 = page.getByRole('group', { name: 'Room 2: Standard Double, Solo traveller with breakfast' });
  await room1.getByRole('combobox', { name: 'Men', exact: true }).selectOption('1');
  await expect(room1.getByRole('combobox', { name: 'Women', exact: true })).toHaveValue('1');
  await room2.getByRole('checkbox', { name: 'Another guest stays in this room' }).check();
  await room2.getByLabel("Guest's first name").fill('Jiro');
  await room2.getByLabel("Guest's last name").fill('Suzuki');
  await room2.getByRole('combobox', { name: 'Women', exact: true }).selectOption('1');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expectNoAxeViolations(page, 'multi-room guest detail');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // Confirmation: both rooms.
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.locator('dt:text-is("Room 1") + dd')).toHaveText('Deluxe Twin');
  await expect(page.locator('dt:text-is("Room 2") + dd')).toHaveText('Standard Double');
  await expect(page.getByText('Jiro Suzuki')).toBeVisible();
  await expectNoAxeViolations(page, 'multi-room confirmation');

  const { number, bypassToken } = confirmationOf(page);
  const reservation = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(reservation.total_price).toBe(bookedTotal);
  expect(reservation.rooms).toEqual([
    expect.objectContaining({
      room_plan_code: 'deluxe-twin_breakfast',
      adults: 2,
      men_count: 1,
      women_count: 1,
      guest: { first_name: 'Hanako', last_name: 'Sato' },
      total_price: room1Price,
    }),
    expect.objectContaining({
      room_plan_code: 'standard-double_solo-traveller',
      adults: 1,
      men_count: 0,
      women_count: 1,
      guest: { first_name: 'Jiro', last_name: 'Suzuki' },
      total_price: room2Price,
    }),
  ]);
});

test('Arabic: choosing two rooms and their guest detail read right to left and pass axe', async ({ page }) => {
  await page.goto(multiRoomResults('ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const summary = page.getByRole('complementary', { name: 'غرفك' });
  await expect(summary.getByText('الغرف المختارة: 0 من 2')).toBeVisible();
  await page.getByRole('button', { name: 'اختر للغرفة 1' }).first().click();
  await expect(summary.getByText('الغرف المختارة: 1 من 2')).toBeVisible();
  await page.getByRole('button', { name: 'اختر للغرفة 2' }).first().click();
  await expect(summary.getByText('الغرف المختارة: 2 من 2')).toBeVisible();
  await expectNoAxeViolations(page, 'multi-room results (ar)');
  await summary.getByRole('button', { name: 'المتابعة إلى بيانات الضيف' }).click();
  await expect(page.getByRole('group', { name: /^الغرفة 1: / })).toBeVisible();
  await expect(page.getByRole('group', { name: /^الغرفة 2: / })).toBeVisible();
  await expectNoAxeViolations(page, 'multi-room guest detail (ar)');
});

test('on a phone the summary is a bar at the bottom whose rooms open like a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(multiRoomResults('en'));
  const summary = page.getByRole('complementary', { name: 'Your rooms' });
  await (await offer(page, 'Deluxe Twin', 'Room only')).getByRole('button', { name: 'Choose for room 1' }).click();
  await expect(summary.getByText('Rooms chosen: 1 of 2')).toBeVisible();

  // Scrolled into the results, the bar stays at the bottom of the screen, its room list closed.
  await page.getByRole('article').nth(2).scrollIntoViewIfNeeded();
  const bar = await summary.boundingBox();
  expect(bar).not.toBeNull();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(844 + 1);
  expect(bar?.height ?? 0).toBeLessThan(844 / 2);
  const show = summary.getByRole('button', { name: 'Show rooms' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(summary.getByRole('listitem').first()).toBeHidden();
  await expect(summary.getByRole('button', { name: 'Continue to guest details' })).toBeInViewport();

  await show.click();
  await expect(summary.getByRole('button', { name: 'Hide rooms' })).toHaveAttribute('aria-expanded', 'true');
  await expect(summary.getByRole('listitem').first()).toContainText('Deluxe Twin · Room only');
  await expectNoAxeViolations(page, 'multi-room summary on a phone');

  // Going on with room 2 open names it, in the open sheet.
  await summary.getByRole('button', { name: 'Continue to guest details' }).click();
  await expect(summary.getByRole('alert')).toHaveText('Choose a room and plan for: Room 2 · 1 adult.');
});
