// Issue 6 leftovers end to end: check-in times asked per room in a two-room booking, a guest-detail notice, an
// extra's delivery time with its price, the way back to the whole search, a question for one membership programme
// seen signed in and not signed out, and an upload taken back. Every screen axe clean. The member is the test's own
// (ADR 209): new members join Sakura Club, the programme the question is for.
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, confirmationOf, fillBooker, guestDetailUrl, pngFile, twoRoomsUrl, uniqueEmail } from './support/booking-flow';
import { E2E_URLS } from './ports';

const TOKYO = { id: 101, code: 'sakura-tokyo' };
/** The app's first screen waits for settings, client session and identity; a loaded machine can take a while. */
const STARTUP = { timeout: 30_000 };
const NEWSPAPER = 'Sakura Club: newspaper in the morning';

test.describe.configure({ timeout: 180_000 });

test('two rooms: a check-in time per room, a notice, a delivery time with its price, the whole search to go back to', async ({ page, request }) => {
  const email = uniqueEmail('per-room');
  const checkin = addDays(todayIn('Asia/Tokyo'), 24);
  const search = new URLSearchParams({ checkin, checkout: addDays(checkin, 1), rooms: '[{"adults":2},{"adults":1}]', order: 'price_high_to_low', filter: 'breakfast' });
  await page.goto(twoRoomsUrl(24, search.toString()));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);

  // The way back is the search the rooms were chosen in, with its order and filter.
  const back = new URL((await page.getByRole('link', { name: 'Back to search results' }).getAttribute('href')) ?? '', E2E_URLS.app);
  expect(back.pathname).toBe('/booking/result');
  expect(Object.fromEntries(back.searchParams)).toMatchObject({ ...Object.fromEntries(search), hotel_code: TOKYO.code });

  // The breakfast plan's notice for guest detail; the members' question is not asked of a guest.
  await expect(page.getByRole('region', { name: 'Notices from the hotel' }).getByText('Breakfast venue')).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions from the hotel' });
  await expect(questions.getByText(NEWSPAPER)).toHaveCount(0);
  await expect(page.getByText('Together they make up the 1 adult in the room')).toBeVisible();

  // One check-in time per room, each starting from the hotel's stated time.
  const times = questions.getByRole('group', { name: 'Expected check-in time (required)' });
  const first = times.getByLabel(/^Expected check-in time \(Room 1: Deluxe Twin/);
  const second = times.getByLabel(/^Expected check-in time \(Room 2: Standard Double/);
  await expect(first).toHaveValue('15:00');
  await expect(second).toHaveValue('15:00');
  await second.selectOption('');

  // Airport transfer, picked up late: the delivery time's price is added once.
  const extras = page.getByRole('region', { name: 'Extras' });
  // A closed section until the guest opens it.
  await extras.locator('summary').click();
  await extras.getByLabel('Airport transfer: quantity').selectOption('1');
  const delivery = extras.getByLabel('Airport transfer: delivery time (optional)');
  await expect(delivery.getByRole('option')).toHaveText(['No preference', '10:00 (up to 2)', '14:30 (up to 2)', '22:00, +¥2,160 (up to 1)']);
  await delivery.selectOption('22:00');
  const stay = page.getByRole('region', { name: 'Your stay' });
  await expect(stay.locator('dt:has-text("Airport transfer × 1 at 22:00") + dd')).toHaveText('¥10,800');

  await fillBooker(page, email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  // Room 2's emptied time is refused at its own field, which takes the focus.
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleDescription(/Please answer this question\./);
  await expectNoAxeViolations(page, 'two-room guest detail with a room time missing');
  await second.selectOption('21:30');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers.locator('dt:has-text("Expected check-in time (Room 1)") + dd')).toHaveText('15:00');
  await expect(answers.locator('dt:has-text("Expected check-in time (Room 2)") + dd')).toHaveText('21:30');
  await expect(page.getByRole('region', { name: 'Extras booked' }).getByText('at 22:00 (+¥2,160)')).toBeVisible();
  await expectNoAxeViolations(page, 'two-room confirmation with per-room times');

  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: TOKYO.code, hotelId: TOKYO.id, number, bypassToken });
  const rooms = stored.rooms as { id: number }[];
  expect(stored.answers).toEqual([
    expect.objectContaining({
      rooms: [
        expect.objectContaining({ room_index: 0, checkin_time: '15:00', reservation_hotel_room_id: rooms[0]?.id, adults: 2 }),
        expect.objectContaining({ room_index: 1, checkin_time: '21:30', reservation_hotel_room_id: rooms[1]?.id, adults: 1 }),
      ],
    }),
  ]);
  expect(stored.extras).toEqual([expect.objectContaining({ code: 'airport-transfer', quantity: 1, delivery_time: '22:00', delivery_price: 2_160, total_price: 10_800 })]);
});

test("a member of Sakura Club is asked the programme's question, answers it and sees it confirmed; an upload is taken back", async ({ page, request, member }) => {
  // Signed out first: the question is not there.
  const url = guestDetailUrl({ daysAhead: 26, roomTypeCode: 'deluxe-twin', planCode: 'anniversary' });
  await page.goto(url);
  const questions = page.getByRole('region', { name: 'Questions from the hotel' });
  await expect(questions).toBeVisible(STARTUP);
  await expect(questions.getByText(NEWSPAPER)).toHaveCount(0);

  await page.goto(`${E2E_URLS.app}/sign-in?hotel_code=${TOKYO.code}&locale=en`);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);

  await page.goto(url);
  const newspaper = questions.getByLabel(`${NEWSPAPER} (optional)`);
  await expect(newspaper).toBeVisible(STARTUP);
  const newspaperQuestion = questions.locator('div').filter({ has: page.getByLabel(`${NEWSPAPER} (optional)`) }).filter({ has: page.getByText('For members', { exact: true }) });
  await expect(newspaperQuestion).toHaveCount(1);
  // Sakura Trading's question is for its organisation's accounts, not for a member.
  await expect(questions.getByText('Sakura Trading: cost centre')).toHaveCount(0);
  await newspaper.fill('Nikkei');
  await questions.getByLabel('What are you celebrating? (required)').fill('Our anniversary');

  // A photo attached, then removed: the server takes it back and the list is empty again.
  const photo = questions.getByLabel('Photo for the welcome board (optional)');
  await photo.setInputFiles(pngFile('board.png'));
  const attached = questions.getByRole('list', { name: 'Files attached to Photo for the welcome board (optional)' });
  await expect(attached.getByText('board.png', { exact: true })).toBeVisible();
  const removal = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/file_attachments/'));
  await attached.getByRole('button', { name: 'Remove board.png' }).click();
  expect((await removal).status()).toBe(200);
  await expect(attached).toHaveCount(0);
  await expect(photo).toBeFocused();
  await expectNoAxeViolations(page, 'guest detail signed in with the members question');

  await fillBooker(page, member.email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' }).locator(`dt:has-text("${NEWSPAPER}") + dd`)).toHaveText('Nikkei');
  await expectNoAxeViolations(page, 'confirmation with the members answer');

  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: TOKYO.code, hotelId: TOKYO.id, number, bypassToken });
  expect(stored.answers).toContainEqual(expect.objectContaining({ text: 'Nikkei' }));
  expect((stored.answers as { attachment_ids?: string[] }[]).some((answer) => answer.attachment_ids)).toBe(false);
});
