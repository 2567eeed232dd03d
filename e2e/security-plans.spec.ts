// Issue 13, plan gating in a real browser: a guest sees what signing in unlocks instead of a Book button the server
// would refuse; a guest who goes to guest detail for a members-only plan anyway is refused by the price call (2304)
// in their own words; once signed in, the same plan books. The member is the test's own (ADR 209).
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expectNoAxeViolations } from './support/axe';
import { guestDetailUrl } from './support/booking-flow';
import { refusedCall } from './support/page-errors';
import { STARTUP } from './support/members';
import { showAllRates } from './support/results-page';
import { E2E_URLS } from './ports';

const CHECKIN = addDays(todayIn('Asia/Tokyo'), 21);
const RESULTS = `${E2E_URLS.app}/booking/result?${new URLSearchParams({
  hotel_code: 'sakura-tokyo',
  locale: 'en',
  checkin: CHECKIN,
  checkout: addDays(CHECKIN, 1),
  adults: '2',
  room_type_codes: 'deluxe-twin',
})}`;
const MEMBER_PLAN = "Members' rate, room only";

test("a guest is offered sign-in for a members' rate, and books it once signed in", async ({ page, member }) => {
  await page.goto(RESULTS);
  const room = page.getByRole('article', { name: 'Deluxe Twin' });
  await expect(room).toBeVisible(STARTUP);
  const plans = room.getByRole('list', { name: /plans for/i }); // the first rates' list and, once opened, the further rates'
  const memberRow = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MEMBER_PLAN }) });
  await expect(memberRow.getByText("Members' rate — sign in to book")).toBeVisible();
  await expect(memberRow.getByRole('button', { name: 'Book' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'results with a members-only plan for a guest');

  // By keyboard: the link signs in and comes back to these very results.
  const signIn = memberRow.getByRole('link', { name: 'Sign in to book' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
  await expect(page.getByRole('article', { name: 'Deluxe Twin' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(CHECKIN);

  // Signed in, the members' rate may sit behind the card's "Show N more rates" (it shows three rates first).
  await showAllRates(page.getByRole('article', { name: 'Deluxe Twin' }));
  await memberRow.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
});

test('a guest who opens guest detail for a members-only plan is refused by the price call, in their words', async ({ page, allowErrors }) => {
  allowErrors(refusedCall('/rooms/price'));
  await page.goto(guestDetailUrl({ daysAhead: 22, roomTypeCode: 'deluxe-twin', planCode: 'member-room-only' }));
  await expect(page.getByText("The plan's settings do not match your account. Please refresh the page and book again.")).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
  // Chromium logs the refused price call itself; nothing else may fail.
});
