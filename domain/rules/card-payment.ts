import type { CurrencyCode } from '../constants/currencies';
import { AMOUNTS, CARD_MAINTENANCE_WINDOW } from '../constants/limits';
import { NORMAL_MODE_CARD_BRANDS, TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS, type CardBrand } from '../constants/payment';
import { canonicalCardBrand } from './card-number';

/**
 * "The card must be valid through the check-out date": a card expires at the end of its expiry month, so it
 * is good for every stay that ends on or before that month's last day.
 */
export function cardValidThrough(expiry: { month: number; year: number }, checkout: string): boolean {
  if (expiry.month < 1 || expiry.month > 12) return false;
  const expiryMonth = `${String(expiry.year).padStart(4, '0')}-${String(expiry.month).padStart(2, '0')}`;
  return checkout.slice(0, 7) <= expiryMonth;
}

/** A two-digit year on the card (MM/YY) means this century. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** "Visa and Mastercard cannot be used for online card payment over 1,000,000 yen." */
export function exceedsVisaMastercardCap(brand: CardBrand, totalYen: number): boolean {
  const canonical = canonicalCardBrand(brand);
  return (canonical === 'visa' || canonical === 'master') && totalYen > AMOUNTS.visaMastercardOnlineMaxYen;
}

/** "A total of 0 blocks card payment": there is nothing to authorise. */
export function cardBlockedByTotal(total: number): boolean {
  return total <= 0;
}

/** "Under maintenance, card payment is blocked." The window is half-open: it ends at its end time. */
export function inCardMaintenanceWindow(now: Date, window: { start: string; end: string } = CARD_MAINTENANCE_WINDOW): boolean {
  const time = now.getTime();
  return time >= Date.parse(window.start) && time < Date.parse(window.end);
}

export const CARD_MODES = ['normal', 'temporary_foreign_currency'] as const;
export type CardMode = (typeof CARD_MODES)[number];

/** A guest paying in a currency other than the hotel's pays in temporary foreign-currency mode. */
export function cardModeFor(hotelCurrency: CurrencyCode, paymentCurrency: CurrencyCode): CardMode {
  return hotelCurrency === paymentCurrency ? 'normal' : 'temporary_foreign_currency';
}

/** "Accepted card types: visa and master in normal mode; jcb, amex and diners in temporary foreign-currency mode." */
export function acceptedCardBrands(mode: CardMode): readonly CardBrand[] {
  return mode === 'normal' ? NORMAL_MODE_CARD_BRANDS : TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS;
}

export function cardBrandAccepted(brand: CardBrand, mode: CardMode): boolean {
  return acceptedCardBrands(mode).includes(canonicalCardBrand(brand));
}
