// Issue 14, exactly once and failing well, against the real app and server: a card booking whose answer is lost
// is asked about by its idempotency key, never sent blind; one reservation, one charge, one confirmation mail.
import type { Page, Request } from '@playwright/test';
import { abortedCall, refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { CARD_FRAME, confirmationOf, fillGuestByKeyboard, guestDetailUrl, mailsTo, payByCard, uniqueEmail } from './support/booking-flow';

const RESERVATIONS = '**/hotels/101/reservations';
const CARD = '4111 1111 1111 1111';
const confirmed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' });

/** The booking posts the app made, and the lookups by key: what the server was asked, in order. */
function watchBookingCalls(page: Page) {
  const posts: Request[] = [];
  const lookups: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/hotels/101/reservations')) posts.push(request);
    if (request.url().includes('/hotels/101/reservation_attempts')) lookups.push(request);
  });
  return { posts, lookups };
}

const keyOf = (request: Request | undefined) => request?.headers()[REQUEST_HEADERS.idempotencyKey.toLowerCase()];

test('a card booking whose answer was lost is found by its key: booked and charged once, one mail', async ({ page, request, allowErrors }) => {
  allowErrors(abortedCall('/reservations'));
  const email = uniqueEmail('lost-answer');
  const calls = watchBookingCalls(page);
  // The server books and charges; the answer never reaches the browser.
  let lost = false;
  await page.route(RESERVATIONS, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto(guestDetailUrl({ daysAhead: 21, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await fillGuestByKeyboard(page, email);
  await payByCard(page, CARD);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(confirmed(page)).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  // Nothing was sent again: the app asked what became of the attempt, under the key the post carried.
  expect(calls.posts).toHaveLength(1);
  expect(calls.lookups.map(keyOf)).toEqual([keyOf(calls.posts[0])]);
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email, payment: { card: { brand: 'visa', last4: '1111' } } });
  expect(await mailsTo(request, email)).toHaveLength(1);
});

test('a booking that never arrived is said so, and the retyped card books once under the same key', async ({ page, request, allowErrors }) => {
  // Two bookings typed by keyboard and an axe scan: more than the default time on a busy machine.
  test.slow();
  allowErrors(abortedCall('/reservations'));
  const email = uniqueEmail('never-arrived');
  const calls = watchBookingCalls(page);
  let dropped = false;
  await page.route(RESERVATIONS, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort('failed');
  });
  await page.goto(guestDetailUrl({ daysAhead: 22, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await fillGuestByKeyboard(page, email);
  await payByCard(page, CARD);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('main').getByText('Your booking did not go through, and nothing was charged.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'booking not made');
  // The token was spent once sent: the frame opens again, empty; the guest types the card again (a new token).
  await expect(page.frameLocator(CARD_FRAME).getByLabel('Card number')).toHaveValue('');
  await payByCard(page, CARD);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(confirmed(page)).toBeVisible();
  expect(calls.posts).toHaveLength(2);
  expect(keyOf(calls.posts[1])).toBe(keyOf(calls.posts[0]));
  expect(await mailsTo(request, email)).toHaveLength(1);
});

test('a 503 while booking keeps the guest on guest detail with what they typed, and offers to try again', async ({ page, request, allowErrors }) => {
  // Two bookings typed by keyboard and an axe scan: more than the default time on a busy machine.
  test.slow();
  allowErrors(refusedCall('/reservations', 503));
  const email = uniqueEmail('unavailable');
  let refused = false;
  await page.route(RESERVATIONS, async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 503,
      json: { title: 'service_unavailable', status: 503, codes: [], details: { base: [{ error: 'The service is under maintenance.' }] } },
    });
  });
  await page.goto(guestDetailUrl({ daysAhead: 23, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await fillGuestByKeyboard(page, email);
  await payByCard(page, CARD);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The server has nothing under the key: the guest is told so, on the same page, with the form as it was.
  await expect(page.getByRole('main').getByText('Your booking did not go through, and nothing was charged.', { exact: false })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/reservation/guest-detail');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await payByCard(page, CARD);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(confirmed(page)).toBeVisible();
  expect(await mailsTo(request, email)).toHaveLength(1);
});
