// Adyen's 3-D Secure (issue 22, ADR 270) at Umi Resort Miyakojima: a card its issuer challenges makes Adyen Web
// follow Adyen's redirect action to the issuer's page (the stand-in's, on Adyen's origin), which sends the guest back
// to the session's returnUrl with a redirectResult. The return page hands it to Adyen and books only an authorised
// session, once; a failed challenge finds guest detail again with the card-refused message and the form as typed.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillAdyenCard, fillGuestByKeyboard, guestDetailUrl, uniqueEmail } from './support/booking-flow';

const CHALLENGED_CARD = '4212 3456 7890 1237';

/** Guest detail at Miyakojima, filled, paying Adyen's pay button with the challenged card: the issuer's page opens. */
async function payWithChallengedCard(page: Page, email: string, daysAhead: number) {
  const url = new URL(guestDetailUrl({ daysAhead, roomTypeCode: 'standard-double', planCode: 'room-only' }));
  url.searchParams.set('hotel_code', 'umi-miyakojima');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuestByKeyboard(page, email);
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await page.getByRole('button', { name: 'Enter card details' }).click();
  await fillAdyenCard(page, CHALLENGED_CARD);
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await pay.click();
  // Adyen Web asks /payments, then leaves for the issuer: two round trips and a page load, slow on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your card' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/checkoutshopper/threeDS/redirect');
}

test('a challenge passed at the card issuer books once, and the return address opened again shows that booking', async ({ page, request }) => {
  const email = uniqueEmail('adyen-3ds');
  const returns: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/reservation/adyen-return')) returns.push(frame.url());
  });
  await payWithChallengedCard(page, email, 15);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'umi-miyakojima', hotelId: 205, number, bypassToken });
  expect(stored).toMatchObject({ status: 'done', email });
  // One return address (the router may report it twice), with Adyen's session id and result.
  expect(new Set(returns).size).toBe(1);
  const returnUrl = new URL(returns[0] ?? '');
  expect(returnUrl.searchParams.get('sessionId')).toMatch(/^CS[0-9A-F]{16}$/);
  expect(returnUrl.searchParams.get('redirectResult')).not.toBeNull();
  // Nothing of the card is kept in the browser.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain('42123456');

  // The return address again (a reload, the back button): no second hand-over, no second booking.
  await page.goto(returnUrl.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  expect(confirmationOf(page).number).toBe(number);
});

test('a failed challenge brings the guest back to guest detail with the card refused and everything typed kept', async ({ page }) => {
  const email = uniqueEmail('adyen-3ds-fail');
  await payWithChallengedCard(page, email, 16);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await expect(page.getByText('The card was refused. Try again, or use another card.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Hanako');
  await expect(page.getByLabel('Last name')).toHaveValue('Sato');
  await expect(page.getByLabel('Phone number')).toHaveValue('+81312345678');
  await expect(page.getByRole('radio', { name: 'Pay now by card' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Enter card details' })).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail after a failed Adyen 3-D Secure challenge');
});
