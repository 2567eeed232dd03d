// The booking's safety nets against the real server: a price that changed since the guest saw it, and a double
// submit that must make one reservation.
import { abortedCall, refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillGuestByKeyboard, guestDetailUrl, mailsTo, uniqueEmail } from './support/booking-flow';

// Half board carries the 5% discount for everybody, so its booked price differs from the search's total.
const STAY = { daysAhead: 8, roomTypeCode: 'deluxe-twin', planCode: 'half-board' } as const;

test('a guest who saw an outdated price accepts the new one before booking', async ({ page, request, allowErrors }) => {
  // The booking at the outdated price is refused with 409, which the browser logs.
  allowErrors(refusedCall('/reservations', 409));
  const email = uniqueEmail('price-change');
  // The price the guest sees is 1,000 yen below the server's: as if the rate went up after the page loaded.
  await page.route('**/hotels/101/rooms/price?**', async (route) => {
    const answer = await route.fetch();
    const price = (await answer.json()) as { total_price: number };
    await route.fulfill({ response: answer, json: { ...price, total_price: price.total_price - 1000 } });
  });
  await page.goto(guestDetailUrl(STAY));
  await expect(page.getByRole('region', { name: 'Your stay' }).getByText('Special discount')).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The refusal is the form's first line and takes the focus (said through the shared live region, ADR 217).
  const alert = page.getByRole('main').locator(':focus');
  await expect(alert).toContainText('The price of your stay has changed. The new total is');
  const newTotal = (await alert.textContent())?.match(/¥[\d,]+/)?.[0] ?? '';
  const accept = page.getByRole('checkbox', { name: `I accept the new total of ${newTotal}.` });
  await expect(accept).toBeVisible();
  // The summary's total is the new one too.
  await expect(page.getByRole('region', { name: 'Your stay' }).locator('dt:text-is("Total") + dd')).toContainText(newTotal);

  // Booking again without ticking is refused at the box.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(accept).toHaveAccessibleDescription('Tick the box to accept the new total.');
  await expectNoAxeViolations(page, 'price change');

  await accept.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(`¥${(stored.total_price as number).toLocaleString('en')}`).toBe(newTotal);
});

test('a double click on the booking button makes one reservation', async ({ page, request }) => {
  const email = uniqueEmail('double-submit');
  await page.goto(guestDetailUrl({ ...STAY, daysAhead: 9 }));
  await fillGuestByKeyboard(page, email);
  await page.getByRole('button', { name: 'Confirm booking' }).dblclick();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email });
  // One confirmation mail: the server made one reservation for this guest.
  expect(await mailsTo(request, email)).toHaveLength(1);
});

test('a booking whose answer was lost makes one reservation: the app asks by its key instead of posting again', async ({ page, request, allowErrors }) => {
  allowErrors(abortedCall('/reservations'));
  const email = uniqueEmail('repeat-post');
  // The first answer is lost on the way back (the server has booked): the app looks the attempt up by key.
  let dropped = false;
  await page.route('**/hotels/101/reservations', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto(guestDetailUrl({ ...STAY, daysAhead: 11 }));
  await fillGuestByKeyboard(page, email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  expect(await mailsTo(request, email)).toHaveLength(1);
});

test('two guests racing for the last room: one reservation, one clear sold-out message', async ({ browser, request, allowErrors }) => {
  // The loser's booking is refused with 409 sold out, which the browser logs.
  allowErrors(refusedCall('/reservations', 409));
  // Offset 7 leaves exactly one room of every room type.
  const stay = { daysAhead: 7, roomTypeCode: 'superior-king', planCode: 'room-only' } as const;
  // Two guests, two browsers: nothing shared between them but the server.
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const guests = await Promise.all(contexts.map((context) => context.newPage()));
  const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];
  for (const [index, page] of guests.entries()) {
    await page.goto(guestDetailUrl(stay));
    await fillGuestByKeyboard(page, emails[index] ?? '');
  }
  await Promise.all(guests.map((page) => page.getByRole('button', { name: 'Confirm booking' }).click()));

  const outcome = async (page: (typeof guests)[number]) => {
    const confirmed = page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    // The refusal is a quiet message at the top of the form (ADR 217): the shared live region, outside main, says it.
    const soldOut = page.getByRole('main').getByText('no longer available for your dates');
    await expect(confirmed.or(soldOut)).toBeVisible();
    return (await confirmed.isVisible()) ? 'booked' : 'sold out';
  };
  const outcomes = await Promise.all(guests.map(outcome));
  expect([...outcomes].sort()).toEqual(['booked', 'sold out']);

  const loser = guests[outcomes.indexOf('sold out')];
  if (loser) {
    await expect(loser.getByRole('link', { name: 'Choose another room' })).toBeVisible();
    await expectNoAxeViolations(loser, 'sold out');
  }
  const mails = await Promise.all(emails.map((email) => mailsTo(request, email)));
  expect(mails.map((list) => list.length).sort()).toEqual([0, 1]);
  await Promise.all(contexts.map((context) => context.close()));
});
