// Who may manage a reservation (document 1 section 6), end to end on the management page: a member's reservation
// opened signed out, or by another member; a corporate one opened by a plain guest; each refused in words with no
// form offered. And the allowed cases: the member who booked changes and cancels it; the organisation opens its own.
// The members and their reservations are each test's own (ADR 209); the organisation and its past corporate stay are
// the seed's, only read.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, confirmationOf, fillBooker, guestDetailUrl } from './support/booking-flow';
import { PAST_STAY, signInOnPage, STARTUP } from './support/members';
import { refusedWith } from './support/page-errors';
import { createMember, createPastStay } from './support/test-data';
import { E2E_URLS } from './ports';

const manageUrl = ({ number, bypassToken }: { number: string; bypassToken: string }) =>
  `${E2E_URLS.app}/reservation/manage/${number}?hotel_code=sakura-tokyo&locale=en&bypass_token=${bypassToken}`;

/** The refusal is explained in place of every form; the receipt and the details stay. */
async function expectRefused(page: Page, title: string, text: string, screen: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible(STARTUP);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change your reservation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cancel your reservation' })).toHaveCount(0);
  await expectNoAxeViolations(page, screen);
}

test("a member's reservation is refused signed out and to another member; a corporate one to a plain guest", async ({ page, request, allowErrors, member }) => {
  // The management calls answer a refusal with 403, which the browser logs; nothing else may go wrong.
  allowErrors(refusedWith(403));
  const membersStay = await createPastStay(request, member);
  const other = await createMember(request, { label: 'other-member' });
  await page.goto(manageUrl(membersStay));
  await expectRefused(page, 'Please sign in', 'This reservation was made by a member. Sign in with that member account to change or cancel it.', 'member reservation signed out');

  await page.goto(manageUrl(PAST_STAY.corporate));
  await expectRefused(page, 'Corporate sign-in needed', 'This is a corporate reservation. Sign in with the corporate account that made it.', 'corporate reservation, plain guest');

  await signInOnPage(page, other);
  await page.goto(manageUrl(membersStay));
  await expectRefused(page, "Another member's reservation", 'This reservation belongs to another member account. Sign in with the account that made it.', 'another member');
  await page.goto(manageUrl(PAST_STAY.corporate));
  await expectRefused(page, 'Corporate sign-in needed', 'This is a corporate reservation. Sign in with the corporate account that made it.', 'corporate reservation, a member');
});

test('the member who booked changes and cancels the reservation', async ({ page, member }) => {
  await signInOnPage(page, member);
  await page.goto(guestDetailUrl({ daysAhead: 26, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible(STARTUP);
  await fillBooker(page, member.email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const booked = confirmationOf(page);

  await page.goto(manageUrl(booked));
  const change = page.getByRole('region', { name: 'Change your reservation' });
  await expect(change).toBeVisible(STARTUP);
  await change.getByLabel('Adults').fill('1');
  await change.getByRole('button', { name: 'Check the new price' }).click();
  const preview = page.getByRole('region', { name: 'Your changed reservation' });
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been changed.' })).toBeFocused();

  const cancel = page.getByRole('region', { name: 'Cancel your reservation' });
  await cancel.getByRole('radio', { name: 'My travel plans changed' }).check();
  await cancel.getByRole('button', { name: /^Cancel the reservation/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been cancelled.' })).toBeFocused();
  await expect(page.getByText('This reservation has been cancelled.')).toBeVisible();
  await expectNoAxeViolations(page, 'cancelled by its member');
});

test('the organisation opens its corporate reservation: no access refusal, only what the stay date allows', async ({ page }) => {
  await page.goto(`${E2E_URLS.app}/organization-sign-in?hotel_code=sakura-tokyo&locale=en&urlBack=%2Fbooking%2Fresult`);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Account ID').fill('sakura-booker');
  await page.getByLabel('Password').fill('Corp-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  await page.goto(manageUrl(PAST_STAY.corporate));
  await expect(page.getByText(PAST_STAY.corporate.number, { exact: true })).toBeVisible(STARTUP);
  // The stay is over: the date rule speaks, not the access rule.
  await expect(page.getByText('This stay is over')).toBeVisible();
  await expect(page.getByText('Corporate sign-in needed')).toHaveCount(0);
  await expectNoAxeViolations(page, 'corporate reservation, its organisation');
});
