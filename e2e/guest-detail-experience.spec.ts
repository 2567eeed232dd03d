// Guest detail as a guest meets it (issue 17): their details first, extras and the coupon as closed sections, a
// sticky total with Confirm booking, names in the language's order with 様 (and kana in Japanese at Sakura Tokyo),
// a declined card reported at the card, and focus and the one live region after every round trip.
import type { Locator, Page } from '@playwright/test';
import { refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { CARD_FRAME, fillGuestByKeyboard, fillKana, guestDetailUrl, payByCard, uniqueEmail } from './support/booking-flow';

const STAY = { daysAhead: 15, nights: 2, adults: 2, roomTypeCode: 'deluxe-twin', planCode: 'breakfast' } as const;
const PHONE = { width: 390, height: 844 } as const;

const urlIn = (locale: string) => guestDetailUrl(STAY).replace('locale=en', `locale=${locale}`);
const liveRegion = (page: Page) => page.locator('[data-live-region]');
const amountOf = (text: string | null) => text?.match(/¥[\d,]+/)?.[0] ?? '';

/** The opening line of a closed section, the one control that opens and closes it. */
const sectionToggle = (page: Page, name: string): Locator => page.locator('summary', { hasText: name });

test('the details come first, extras open and close by keyboard, and the sticky total is the stay total', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(urlIn('en'));
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox').first()).toHaveAccessibleName('First name', { timeout: 30_000 });
  const steps = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(steps.getByRole('listitem')).toHaveText(['1Your details', '2Payment', '3Done']);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1Your details');
  // Sakura Tokyo asks kana of Japanese bookings only (ADR 226).
  await expect(page.getByLabel(/\(kana\)/)).toHaveCount(0);
  // The first field is within the first screen of a phone (it was 2,048 px down).
  const firstField = await page.getByLabel('First name').boundingBox();
  expect(firstField?.y ?? Infinity).toBeLessThan(PHONE.height);

  // Extras: closed, saying what they hold; Enter on the opening line opens and closes them.
  const extras = sectionToggle(page, 'Extras');
  await expect(extras).toContainText('None chosen');
  const quantity = page.getByLabel('Airport transfer: quantity');
  await expect(quantity).toBeHidden();
  await extras.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toBeVisible();
  await quantity.selectOption('1');
  await expect(extras).toContainText('Chosen: 1');
  await extras.focus();
  await page.keyboard.press('Space');
  await expect(quantity).toBeHidden();
  await expect(sectionToggle(page, 'Coupon')).toContainText('None applied');

  // The bar's total is the stay's total, extras and every tax included, and the change was announced.
  const stayTotal = page.getByRole('region', { name: 'Your stay' }).locator('dt:text-is("Total") + dd');
  const barTotal = main.locator('p', { hasText: 'All taxes included' }).locator('strong');
  await expect(liveRegion(page)).toContainText('The total is now');
  await expect.poll(async () => amountOf(await barTotal.textContent())).toBe(amountOf(await stayTotal.textContent()));
  await expect(liveRegion(page)).toContainText(amountOf(await barTotal.textContent()));

  // The bar never covers the field the guest moves to.
  const bar = page.getByRole('button', { name: 'Confirm booking' });
  await expect(bar).toBeInViewport();
  await page.getByLabel('Confirm email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  const phoneBox = await page.getByLabel('Phone number').boundingBox();
  const barBox = await main.locator('p', { hasText: 'All taxes included' }).boundingBox();
  expect((phoneBox?.y ?? 0) + (phoneBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

  // Usable at 320 px: nothing wider than the screen, the bar's button in view.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(bar).toBeInViewport();
});

test('in Japanese the family name comes first and the confirmation says 様', async ({ page }) => {
  await page.goto(urlIn('ja'));
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox').first()).toHaveAccessibleName('姓', { timeout: 30_000 });
  await expect(main.getByRole('textbox').nth(1)).toHaveAccessibleName('名');
  // Sakura Tokyo asks their kana reading right after the name (kanji_name_required, ADR 226).
  await expect(main.getByRole('textbox').nth(2)).toHaveAccessibleName('姓（フリガナ）');
  await expect(main.getByRole('textbox').nth(3)).toHaveAccessibleName('名（フリガナ）');
  await page.getByLabel('姓', { exact: true }).fill('Sato');
  await page.getByLabel('名', { exact: true }).fill('Hanako');
  await fillKana(page, { family: 'サトウ', given: 'はなこ' });
  const email = uniqueEmail('ja-name');
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('メールアドレス（確認用）').fill(email);
  await page.getByLabel('電話番号').fill('+81312345678');
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  await page.getByRole('button', { name: '予約を確定する' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ご予約が確定しました' })).toBeVisible();
  await expect(page.locator('dt:text-is("宿泊者名") + dd')).toHaveText('Sato Hanako 様');
  await expect(page.getByRole('navigation', { name: '予約の手順' }).locator('[aria-current="step"]')).toContainText('完了');
  await expectNoAxeViolations(page, 'ja confirmation with 様');
});

test('a declined card is reported and announced at the card frame, which opens again empty', async ({ page, allowErrors }) => {
  // The stand-in provider's declining card (server/src/payments/test-cards.ts) is refused by the booking call.
  allowErrors(refusedCall('/reservations', 422));
  await page.setViewportSize(PHONE);
  await page.goto(guestDetailUrl(STAY));
  await fillGuestByKeyboard(page, uniqueEmail('declined'));
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  const refusal = page.locator('fieldset').filter({ has: page.locator(CARD_FRAME) }).getByText(/This card cannot be used\. Please use another card\./);
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeInViewport();
  await expect(liveRegion(page)).toContainText('This card cannot be used. Please use another card.');
  // The spent token is gone: a new frame, empty, for another card.
  await expect(page.frameLocator(CARD_FRAME).getByLabel('Card number')).toHaveValue('');
  await expect(page.getByText(/ending 0002 is ready/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'declined card at the card frame');
});

test('focus follows the coupon: its applied message, the field again when removed or refused', async ({ page, allowErrors }) => {
  allowErrors(refusedCall('/rooms/price', 422));
  await page.goto(guestDetailUrl(STAY));
  const coupon = sectionToggle(page, 'Coupon');
  await coupon.focus();
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: 'Coupon code' });

  await code.fill('NOPE');
  await code.press('Enter');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/not valid or has expired/);
  await expect(liveRegion(page)).toContainText('not valid or has expired');
  // Enter applied the code: the booking was not sent.
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();

  await code.fill('WELCOME10');
  await code.press('Enter');
  const applied = page.getByRole('region', { name: 'Coupon' }).getByText('Coupon WELCOME10 is applied.');
  await expect(applied).toBeFocused();
  await expect(liveRegion(page)).toContainText('Coupon WELCOME10 is applied.');
  await expect(liveRegion(page)).toContainText('The total is now');
  await expect(coupon).toContainText('WELCOME10 applied');

  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(code).toBeFocused();
  await expect(liveRegion(page)).toContainText('The coupon was removed.');
});

for (const locale of ['ja', 'ar']) {
  test(`guest detail is axe clean at 390 px in ${locale}, sections closed and open`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(urlIn(locale));
    // The room and its price load first; a loaded machine takes its time.
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, `guest detail ${locale} 390 px`);
    for (const summary of await page.locator('summary').all()) await summary.click();
    await expectNoAxeViolations(page, `guest detail ${locale} 390 px, sections open`);
  });
}

test('guest detail asks each of its first reads once, the startup and the page together (ADR 282)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const read = /\/(rooms|rooms\/price|extras)$/.exec(new URL(request.url()).pathname)?.[1];
    if (request.method() === 'GET' && read) asked.push(read);
  });
  await page.goto(urlIn('en'));
  await expect(page.getByLabel('First name')).toBeVisible({ timeout: 30_000 });
  // The extras and the price have answered: the section says what it holds, the total is drawn.
  await expect(sectionToggle(page, 'Extras')).toContainText('None chosen');
  await expect(page.getByRole('main')).toContainText(/¥[\d,]+/);
  expect(asked.sort()).toEqual(['extras', 'rooms', 'rooms/price']);
});
