// Managing a booked reservation as a guest: look it up, change its dates and guests, download the receipt and
// cancel it with the fee shown first; and each refusal explained (staff edited, deadline passed, day of stay,
// another facility's page).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReceipt, fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { pickDate } from './support/date-picker';
import { acceptTerms, confirmationOf, fillBooker, fillGuestByKeyboard, guestDetailUrl, mailsTo, pngFile, twoRoomsUrl, uniqueEmail, type StayChoice } from './support/booking-flow';
import { isConsoleError, refusedCall } from './support/page-errors';
import { clientSession } from './support/test-data';
import { E2E_URLS } from './ports';
import { joinedText, readPdfText } from './support/pdf-text';

const TOKYO = { hotelCode: 'sakura-tokyo', hotelId: 101 } as const;

type Booked = { number: string; bypassToken: string; email: string; checkin: string };

/** Books on site through the app's own guest detail screen and lands on the confirmation. */
async function book(page: Page, stay: StayChoice, label: string): Promise<Booked> {
  const email = uniqueEmail(label);
  await page.goto(guestDetailUrl(stay));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  return { ...confirmationOf(page), email, checkin: addDays(todayIn('Asia/Tokyo'), stay.daysAhead) };
}

function manageUrl(booked: Booked, { locale = 'en', hotelCode = TOKYO.hotelCode as string } = {}): string {
  const query = new URLSearchParams({ hotel_code: hotelCode, locale, bypass_token: booked.bypassToken });
  return `${E2E_URLS.app}/reservation/manage/${booked.number}?${query}`;
}

/** The e2e stack's test-only switch (server/src/manage/reservation-switches.ts). */
async function switchReservation(request: APIRequestContext, number: string, data: { modified_by_staff?: boolean; now?: string | null }) {
  const answer = await request.put(`${E2E_URLS.api}/__reservations/${number}`, { data });
  expect(answer.status()).toBe(204);
}

const yen = (text: string | null) => text?.match(/¥[\d,]+/)?.[0] ?? '';

test('a guest looks a reservation up and changes its dates, guests and names', async ({ page, request, allowErrors }) => {
  allowErrors(refusedCall('/hotel_brands/1/reservations/', 404));
  const booked = await book(page, { daysAhead: 5, nights: 1, adults: 2, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'manage');
  await expect(page.getByRole('link', { name: /Manage this reservation/ })).toBeVisible();

  // Look-up: a wrong email is refused at the form with the spec's message, the right one opens the reservation.
  await page.goto(`${E2E_URLS.app}/search?hotel_code=${TOKYO.hotelCode}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your reservation' })).toBeVisible();
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByLabel('Reservation number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Reservation number').fill(booked.number.toLowerCase());
  await page.getByLabel('Email address').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not find a reservation with this number and email address.');
  await expectNoAxeViolations(page, 'look-up refused');
  await page.getByLabel('Email address').fill(booked.email);
  await page.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('email')).toBeNull();
  await expect(page.getByText(booked.number, { exact: true })).toBeVisible();
  await expect(page.getByText(/You can change or cancel online until/)).toBeVisible();
  await expectNoAxeViolations(page, 'management');

  // Change the dates: one more night, with the difference shown before confirming.
  const change = page.getByRole('region', { name: 'Change your reservation' });
  await pickDate(change, 'New check-out', addDays(booked.checkin, 2));
  await change.getByRole('button', { name: 'Check the new price' }).click();
  const preview = page.getByRole('region', { name: 'Your changed reservation' });
  await expect(preview).toContainText('(2 nights)');
  await expect(preview.getByText(/^Additional amount: ¥[\d,]+$/)).toBeVisible();
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been changed.' })).toBeFocused();
  const proof = { hotelCode: TOKYO.hotelCode, hotelId: TOKYO.hotelId, number: booked.number, bypassToken: booked.bypassToken };
  expect((await fetchReservation(request, proof)).checkout_date).toBe(addDays(booked.checkin, 2));

  // Change the guests: one adult instead of two.
  await expect(change.getByLabel('Adults')).toHaveValue('2');
  await change.getByLabel('Adults').fill('1');
  await change.getByRole('button', { name: 'Check the new price' }).click();
  await expect(preview.getByText(/Lower by ¥[\d,]+|The price does not change\./)).toBeVisible();
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect.poll(async () => ((await fetchReservation(request, proof)).rooms as { adults: number }[])[0]?.adults).toBe(1);
  await expect(page.getByText('1 adult', { exact: true })).toBeVisible();

  // Rename the staying guest: a refused character is said at the field, then the new name is kept.
  const guests = page.getByRole('region', { name: 'Who is staying' });
  await guests.getByLabel('First name').fill('Jiro<1>');
  await guests.getByRole('button', { name: 'Save names' }).click();
  await expect(guests.getByLabel('First name')).toHaveAccessibleDescription(/characters we cannot accept/);
  await guests.getByLabel('First name').fill('Jiro');
  await guests.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByRole('status').filter({ hasText: "The guests' names have been saved." })).toBeFocused();
  await expect.poll(async () => ((await fetchReservation(request, proof)).rooms as { guest: { first_name: string } }[])[0]?.guest.first_name).toBe('Jiro');

  // The browser logs the refused look-up's 404 itself; nothing else may fail.
});

test('a guest downloads the receipt and cancels with the fee shown first', async ({ page, request }) => {
  const booked = await book(page, { daysAhead: 5, nights: 1, adults: 2, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'cancel');
  // The confirmation leads to the management page, proven by the token.
  await page.getByRole('link', { name: /Manage this reservation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  const proof = { hotelCode: TOKYO.hotelCode, hotelId: TOKYO.hotelId, number: booked.number, bypassToken: booked.bypassToken };

  // Receipt: a PDF made out to the name given, for the purpose given.
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await receipt.getByLabel('Name on the receipt').fill('Acme Travel KK');
  await receipt.getByLabel('Receipt for (optional)').fill('Conference lodging');
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${booked.number}.pdf`);
  const pdf = new Uint8Array(await readFile(await download.path()));
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  // Embedded font subsets keep a receipt small (ADR 140).
  expect(pdf.length).toBeLessThan(40_000);
  const text = joinedText((await readPdfText(pdf)).objects);
  expect(text).toContain('Acme Travel KK');
  expect(text).toContain('For Conference lodging');
  // The same receipt in Japanese: the name in Japanese characters from an embedded subset, and still small.
  const japanese = await fetchReceipt(request, proof, { name: '山田商事株式会社', locale: 'ja' });
  expect(japanese.length).toBeLessThan(40_000);
  expect(joinedText((await readPdfText(japanese)).objects)).toContain('山田商事株式会社 様');

  // Cancel: the fee (standard policy, 5 days before: 20%) is shown before confirming; "other" needs words.
  const cancel = page.getByRole('region', { name: 'Cancel your reservation' });
  const fee = yen(await cancel.getByText(/^¥[\d,]+$/).textContent());
  expect(fee).not.toBe('');
  await expect(cancel.getByText(/: 20% of ¥[\d,]+ = ¥[\d,]+/)).toBeVisible();
  await cancel.getByRole('radio', { name: 'Other' }).check();
  const confirmCancel = cancel.getByRole('button', { name: `Cancel the reservation and pay ${fee}` });
  await confirmCancel.click();
  await expect(cancel.getByText('Tell us the reason in a few words.')).toBeVisible();
  await expectNoAxeViolations(page, 'cancel with an error');
  await cancel.getByLabel('Please tell us the reason').fill('The conference moved online.');
  await confirmCancel.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been cancelled.' })).toBeFocused();
  await expect(page.getByText('This reservation has been cancelled.')).toBeVisible();
  await expect(page.getByText(`Cancellation fee: ${fee}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change your reservation' })).toHaveCount(0);
  const stored = await fetchReservation(request, proof);
  expect(stored.status).toBe('cancelled');
  expect(stored.cancellation).toMatchObject({ reason: 'other', details: 'The conference moved online.' });
  await expect.poll(async () => (await mailsTo(request, booked.email)).map((mail) => mail.subject)).toContainEqual(expect.stringContaining('is cancelled'));
  await expectNoAxeViolations(page, 'cancelled');
});

test('a reservation the hotel edited is explained, and the receipt stays available', async ({ page, request }) => {
  const edited = await book(page, { daysAhead: 8, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'edited');
  await switchReservation(request, edited.number, { modified_by_staff: true });
  await page.goto(manageUrl(edited));
  await expect(page.getByText('Edited by the hotel')).toBeVisible();
  await expect(page.getByText(/has edited this reservation, so it can no longer be changed or cancelled online/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change your reservation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cancel your reservation' })).toHaveCount(0);
  // The receipt stays available.
  await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff edited');
});

test('the deadline, the day of stay and another facility are each explained', async ({ page, request, allowErrors }) => {
  // Refusals are HTTP failures the browser logs; the page itself must not throw.
  allowErrors(isConsoleError);
  const late = await book(page, { daysAhead: 9, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'late');
  // 19:00 in Tokyo the day before check-in: after the standard policy's 18:00 deadline.
  await switchReservation(request, late.number, { now: `${addDays(late.checkin, -1)}T10:00:00Z` });
  await page.goto(manageUrl(late));
  await expect(page.getByText('The online deadline has passed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancel your reservation' })).toHaveCount(0);

  // Noon in Tokyo on the check-in day.
  await switchReservation(request, late.number, { now: `${late.checkin}T03:00:00Z` });
  await page.reload();
  await expect(page.getByText('It is the day of your stay')).toBeVisible();
  await expect(page.getByText(/cannot be changed or cancelled online on the day of stay/)).toBeVisible();
  await switchReservation(request, late.number, { now: null });

  // Through another facility's page of the same brand: refused, and said why.
  await page.goto(manageUrl(late, { hotelCode: 'sakura-kyoto' }));
  await expect(page.getByText("Open it from the hotel's page")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancel your reservation' })).toHaveCount(0);
});

test('a guest reservation is refused to a signed-in member, and the page says to sign out', async ({ page, request, allowErrors, member, reservation }) => {
  allowErrors(refusedCall('/management', 403));
  // The member (the test's own, ADR 209) signs in through the API, as another page of the brand would; the app takes
  // the refresh token. The guest reservation is the test's own too, booked through the API.
  const signedIn = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.hotelId}/memberships/sign_in`, {
    headers: { 'X-Client-Session': await clientSession(request) },
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.status()).toBe(200);
  const refreshToken = ((await signedIn.json()) as { data: { refresh_token: string } }).data.refresh_token;
  await page.goto(`${manageUrl(reservation)}&refresh_token=${refreshToken}`);
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Please sign out')).toBeVisible();
  await expect(page.getByText('This reservation was made without signing in. Sign out to change or cancel it.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancel your reservation' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'signed in on a guest reservation');
});

test("a guest answers the hotel's questions again after booking, files included", async ({ page, request }) => {
  const email = uniqueEmail('answers');
  await page.goto(guestDetailUrl({ daysAhead: 40, roomTypeCode: 'deluxe-twin', planCode: 'anniversary' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByLabel('What are you celebrating? (required)').fill('Our tenth anniversary');
  await page.getByLabel('Photo for the welcome board (optional)').setInputFiles(pngFile('board.png'));
  await expect(page.getByRole('list', { name: 'Files attached to Photo for the welcome board (optional)' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const booked = { ...confirmationOf(page), email, checkin: addDays(todayIn('Asia/Tokyo'), 40) };

  await page.goto(manageUrl(booked));
  const answers = page.getByRole('region', { name: 'Your answers to the hotel' });
  const celebrating = answers.getByLabel('What are you celebrating? (required)');
  await expect(celebrating).toHaveValue('Our tenth anniversary');
  await celebrating.fill('');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(celebrating).toHaveAccessibleDescription(/Please answer this question\./);
  await expectNoAxeViolations(page, 'answers with an error');
  await celebrating.fill('Our wedding');
  await answers.getByLabel('Message on the cake plate').selectOption('Happy Anniversary');

  // The booked file is listed by name; it is swapped for two new ones, uploaded as at booking.
  const files = answers.getByRole('list', { name: 'Files attached to Photo for the welcome board' });
  await expect(files.getByRole('listitem')).toHaveText([/board\.png/]);
  await files.getByRole('button', { name: 'Remove board.png' }).click();
  await expect(files).toHaveCount(0);
  await answers.getByLabel('Photo for the welcome board', { exact: true }).setInputFiles([pngFile('first-dance.png'), pngFile('cake.png')]);
  await expect(files.getByRole('listitem')).toHaveText([/first-dance\.png/, /cake\.png/]);
  await expectNoAxeViolations(page, 'answers with files');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeFocused();

  const stored = await fetchReservation(request, { hotelCode: TOKYO.hotelCode, hotelId: TOKYO.hotelId, number: booked.number, bypassToken: booked.bypassToken });
  expect(stored.answers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ text: 'Our wedding' }),
      expect.objectContaining({ option: 'Happy Anniversary' }),
      expect.objectContaining({ attachments: [expect.objectContaining({ filename: 'first-dance.png' }), expect.objectContaining({ filename: 'cake.png' })] }),
    ]),
  );
  await page.reload();
  await expect(page.getByRole('list', { name: 'Files attached to Photo for the welcome board' }).getByRole('listitem')).toHaveText([/first-dance\.png/, /cake\.png/]);
});

test('with two rooms, each room\'s check-in time is answered again on its own', async ({ page, request }) => {
  const email = uniqueEmail('room-times');
  await page.goto(twoRoomsUrl(26));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  const times = page.getByRole('group', { name: 'Expected check-in time (required)' });
  await times.getByLabel(/^Expected check-in time \(Room 2: Standard Double/).selectOption('21:30');
  await fillBooker(page, email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const booked = { ...confirmationOf(page), email, checkin: addDays(todayIn('Asia/Tokyo'), 26) };

  await page.goto(manageUrl(booked));
  const answers = page.getByRole('region', { name: 'Your answers to the hotel' });
  const group = answers.getByRole('group', { name: 'Expected check-in time (required)' });
  const first = group.getByLabel('Expected check-in time (room 1)');
  const second = group.getByLabel('Expected check-in time (room 2)');
  await expect(first).toHaveValue('15:00');
  await expect(second).toHaveValue('21:30');
  await first.selectOption('');
  await second.selectOption('23:15');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(first).toHaveAccessibleDescription(/Please answer this question\./);
  await first.selectOption('17:45');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeFocused();

  const stored = await fetchReservation(request, { hotelCode: TOKYO.hotelCode, hotelId: TOKYO.hotelId, number: booked.number, bypassToken: booked.bypassToken });
  const rooms = (stored.rooms as { id: number }[]).map((room) => room.id);
  expect(stored.answers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        rooms: [
          expect.objectContaining({ room_index: 0, checkin_time: '17:45', reservation_hotel_room_id: rooms[0] }),
          expect.objectContaining({ room_index: 1, checkin_time: '23:15', reservation_hotel_room_id: rooms[1] }),
        ],
      }),
    ]),
  );
});

test('the look-up and management screens are right to left and axe clean in Arabic', async ({ page }) => {
  const booked = await book(page, { daysAhead: 12, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'arabic');
  await page.goto(`${E2E_URLS.app}/search?hotel_code=${TOKYO.hotelCode}&locale=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن حجزك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ابحث عن الحجز' }).click();
  await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'look-up in Arabic');

  await page.goto(manageUrl(booked, { locale: 'ar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'حجزك' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'إلغاء حجزك' })).toBeVisible();
  await expectNoAxeViolations(page, 'management in Arabic');
});

test('on a phone the management screen fits the width and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const booked = await book(page, { daysAhead: 14, roomTypeCode: 'standard-double', planCode: 'room-only' }, 'phone');
  await page.goto(manageUrl(booked));
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Reason by keyboard: the radios are one group the arrow keys move through.
  const cancel = page.getByRole('region', { name: 'Cancel your reservation' });
  await cancel.getByRole('radio', { name: 'My travel plans changed' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(cancel.getByRole('radio', { name: 'I found a cheaper option elsewhere' })).toBeChecked();
  await expectNoAxeViolations(page, 'management on a phone');
});
