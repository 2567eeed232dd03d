import type { CurrencyCode } from '../constants/currencies';
import { NORMAL_MODE_CARD_BRANDS, TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS, type CardBrand } from '../constants/payment';
import { canonicalCardBrand } from './card-number';
import { acceptedCardBrands, cardModeFor } from './card-payment';

/**
 * The card methods of document 2 section 9.3 that name a card or a currency (ADR 250), as booking payment types:
 * - `card_international`: credit_card_international, a card issued abroad, settled by an international acquirer;
 * - `card_krw_domestic`: credit_card_krw_domestic, a Korean card charged in won, with the holder check;
 * - `card_twd`: credit_card_twd, a card charged in New Taiwan dollars.
 */
export const CARD_METHOD_TYPES = ['card_international', 'card_krw_domestic', 'card_twd'] as const;
export type CardMethodType = (typeof CARD_METHOD_TYPES)[number];

export function isCardMethodType(type: string): type is CardMethodType {
  return (CARD_METHOD_TYPES as readonly string[]).includes(type);
}

/** The currency a method charges in, when it names one: a won card pays in won, a TWD card in New Taiwan dollars. */
const METHOD_CURRENCY: Partial<Record<CardMethodType, CurrencyCode>> = { card_krw_domestic: 'KRW', card_twd: 'TWD' };

/** A method naming a currency is offered only when the guest pays in it; the others in any currency. */
export function cardMethodFitsCurrency(type: CardMethodType, paymentCurrency: CurrencyCode): boolean {
  const currency = METHOD_CURRENCY[type];
  return currency === undefined || currency === paymentCurrency;
}

/** Every brand either mode accepts: what an acquirer outside the hotel's own takes. */
const EVERY_ACCEPTED_BRAND: readonly CardBrand[] = [...NORMAL_MODE_CARD_BRANDS, ...TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS];

/**
 * The brands a booking payment type accepts. `card`, `card_deposit` and the on-site guarantee follow section 5's
 * modes (visa and master normally, jcb, amex and diners in a temporary foreign currency). The card methods are
 * settled by their own acquirer in their own currency, not converted by the hotel's, so the mode's split does not
 * apply: they take every brand of either list.
 */
export function brandsAcceptedFor(type: string, hotelCurrency: CurrencyCode, paymentCurrency: CurrencyCode): readonly CardBrand[] {
  return isCardMethodType(type) ? EVERY_ACCEPTED_BRAND : acceptedCardBrands(cardModeFor(hotelCurrency, paymentCurrency));
}

export function brandAcceptedFor(type: string, brand: CardBrand, hotelCurrency: CurrencyCode, paymentCurrency: CurrencyCode): boolean {
  return brandsAcceptedFor(type, hotelCurrency, paymentCurrency).includes(canonicalCardBrand(brand));
}
