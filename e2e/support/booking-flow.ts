import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { E2E_URLS } from '../ports';

export type StayChoice = { daysAhead: number; nights?: number; adults?: number; roomTypeCode: string; planCode: string };

/** The guest detail address the results link to, opened in the app itself (the booking screens, not the search). */
export function guestDetailUrl({ daysAhead, nights = 1, adults = 2, roomTypeCode, planCode }: StayChoice): string {
  const checkin = addDays(todayIn('Asia/Tokyo'), daysAhead);
  const query = new URLSearchParams({
    hotel_code: 'sakura-tokyo',
    locale: 'en',
    checkin,
    checkout: addDays(checkin, nights),
    adults: String(adults),
    room_type_code: roomTypeCode,
    room_plan_code: `${roomTypeCode}_${planCode}`,
  });
  return `${E2E_URLS.app}/reservation/guest-detail?${query}`;
}

/**
 * Guest detail for two rooms at sakura-tokyo (2 adults with breakfast, 1 adult room only), as the results hand
 * them over; `search` is the search they were chosen in.
 */
export function twoRoomsUrl(daysAhead: number, search = ''): string {
  const checkin = addDays(todayIn('Asia/Tokyo'), daysAhead);
  const query = new URLSearchParams({
    hotel_code: 'sakura-tokyo',
    locale: 'en',
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    selections: JSON.stringify([
      { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_breakfast', adults: 2, children: 0, kids_tiers: [] },
      { room_type_code: 'standard-double', room_plan_code: 'standard-double_room-only', adults: 1, children: 0, kids_tiers: [] },
    ]),
    search,
  });
  return `${E2E_URLS.app}/reservation/guest-detail?${query}`;
}

/** A small PNG under the name given: its signature is all the stand-in upload looks at. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
}

/** A unique address per test, so the outbox and the reservation tell this test's booking from the others. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Fills the booker's name, email (twice) and phone, on the app's page or in the widget's frame. */
export async function fillBooker(
  app: Page | FrameLocator,
  email: string,
  name: { first: string; last: string } = { first: 'Hanako', last: 'Sato' },
): Promise<void> {
  await app.getByLabel('First name', { exact: true }).fill(name.first);
  await app.getByLabel('Last name', { exact: true }).fill(name.last);
  await app.getByLabel('Email', { exact: true }).fill(email);
  await app.getByLabel('Confirm email').fill(email);
  await app.getByLabel('Phone number').fill('+81312345678');
}

/**
 * Fills the booker's kana readings, which a Japanese booking at Sakura Tokyo asks for (kanji_name_required, ADR 226),
 * right after their name: family name first.
 */
export async function fillKana(app: Page | FrameLocator, kana: { family: string; given: string }): Promise<void> {
  await app.getByLabel('姓（フリガナ）', { exact: true }).fill(kana.family);
  await app.getByLabel('名（フリガナ）', { exact: true }).fill(kana.given);
}

/** Fills the booker's details by keyboard: each field is reached with Tab from the one before. */
export async function fillGuestByKeyboard(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Hanako');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Sato');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('+81312345678');
  await acceptTerms(page);
}

/** Ticks the terms by keyboard. */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** The card fields' frame: the hotel's provider's hosted fields, or the stand-in tokenizer's own page (ADR 255). */
export const CARD_FRAME = 'iframe[title="Card details on the payment provider\'s secure page"]';

type CardEntry = {
  /** Where the card frame sits: the app's page, or the widget's frame on a hotel's site. */
  within?: Page | FrameLocator;
  holder?: string;
  securityCode?: string;
  expiryYear?: number;
  /** The frame refuses these fields at its own page: no token reaches the app. */
  refused?: boolean;
};

/**
 * Fills the card in the provider's frame, by keyboard from the number on, and presses its own button: the one way
 * every spec types a card, since no card input is on the app's page (ADR 255). Waits for the app to hold the token.
 */
export async function fillCardInFrame(page: Page, number: string, card: CardEntry = {}): Promise<FrameLocator> {
  const fields = (card.within ?? page).frameLocator(CARD_FRAME);
  await fields.getByLabel('Card number').focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await expect(fields.getByLabel('Name on card')).toBeFocused();
  await page.keyboard.type(card.holder ?? 'HANAKO SATO');
  const year = card.expiryYear ?? new Date().getFullYear() + 3;
  await fields.getByLabel('Expiry month').selectOption('12');
  await fields.getByLabel('Expiry year').selectOption(String(year));
  await fields.getByLabel('Security code').focus();
  await page.keyboard.type(card.securityCode ?? '123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  if (!card.refused) await expect((card.within ?? page).getByRole('status').filter({ hasText: /ending \d{4}/ })).toBeVisible();
  return fields;
}

/** Chooses card payment and fills the card in the provider's frame. */
export async function payByCard(page: Page, number: string, card: CardEntry = {}): Promise<FrameLocator> {
  const choice = (card.within ?? page).getByRole('radio', { name: 'Pay now by card' });
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  return fillCardInFrame(page, number, card);
}

type OutboxMail = { to_address: string; subject: string; body: string };

/**
 * Types a card into Adyen's secured fields (Adyen Web, ADR 257) and waits until Adyen has checked all three. Its Pay
 * button is enabled from the start: a press before the fields report valid shows their errors and pays nothing, as
 * it would for a guest, so a test that pressed on "enabled" raced the fields' checks under load.
 */
export async function fillAdyenCard(page: Page, number: string): Promise<void> {
  const field = (title: string) => page.frameLocator(`iframe[title="${title}"]`).getByRole('textbox');
  await field('Card number').fill(number);
  await field('Expiry date').fill(`03/${String((new Date().getFullYear() + 3) % 100)}`);
  await field('Security code').fill('737');
  await expect(page.locator('.adyen-checkout__field--valid')).toHaveCount(3);
}

/**
 * The mails the stand-in server sent to an address, newest first (one per reservation made, a sign-up's link), read
 * by recipient (`GET /__outbox?to=`) so a test reads its own guest's and not the whole worker's.
 */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const answer = await request.get(`${E2E_URLS.api}/__outbox?${new URLSearchParams({ format: 'json', to: email })}`);
  if (!answer.ok()) throw new Error(`outbox: ${answer.status()}`);
  return ((await answer.json()) as { mails: OutboxMail[] }).mails;
}

/** The reservation number and bypass token of the confirmation page the app is on. */
export function confirmationOf(page: Page): { number: string; bypassToken: string } {
  const url = new URL(page.url());
  return {
    number: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
    bypassToken: url.searchParams.get('bypass_token') ?? '',
  };
}
