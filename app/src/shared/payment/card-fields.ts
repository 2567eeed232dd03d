import { isCardMethodType } from '#domain/rules/card-methods.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { CardBrand } from '#domain/constants/payment.ts';
import { cardFormIssues, type CardFieldIssue } from '#domain/rules/card-form.ts';
import { detectCardBrand, isKoreanCardHolderCheck, normalizeCardNumber } from '#domain/rules/card-number.ts';
import { cardBrandAccepted, cardModeFor, exceedsVisaMastercardCap, type CardMode } from '#domain/rules/card-payment.ts';

/** The card fields as the form holds them: text, as typed or chosen. */
export type CardFields = {
  holder: string;
  number: string;
  exp_month: string;
  exp_year: string;
  security_code: string;
  /** Korean (KRW) cards only: the holder's birth date as YYMMDD and the first two digits of the card's PIN. */
  korean_birth_date: string;
  korean_pin_prefix: string;
};

export const EMPTY_CARD_FIELDS: CardFields = {
  holder: '',
  number: '',
  exp_month: '',
  exp_year: '',
  security_code: '',
  korean_birth_date: '',
  korean_pin_prefix: '',
};

/** A field's message code: the domain's card rules plus the two that depend on the booking. */
export type CardIssue = CardFieldIssue | 'card_not_accepted' | 'card_not_accepted_foreign_currency' | 'over_card_cap';

type CardContext = {
  /** The stay's check-out date: the card must be valid through it. */
  checkout: string;
  mode: CardMode;
  /** What is charged to the card now, in yen. */
  charged: number;
  /** The guest pays in Korean won: the card form asks the Korean card fields too. */
  korean?: boolean;
  /** The booking payment type: a card method of ADR 250 takes every brand, whatever the mode. */
  paymentType?: string;
};

/** Korean won: a card paid in it is a Korean card, which asks for more (document 1 section 3). */
export const KOREAN_WON = 'KRW' satisfies CurrencyCode;

/**
 * How the card form works for the currency the guest pays in: normal mode in the hotel's own currency,
 * temporary foreign-currency mode in another (other brands are accepted then), and the Korean fields for won.
 */
export function cardPaymentMode(hotelCurrency: CurrencyCode, paymentCurrency: CurrencyCode): { mode: CardMode; korean: boolean } {
  return { mode: cardModeFor(hotelCurrency, paymentCurrency), korean: paymentCurrency === KOREAN_WON };
}

/** The brand the number belongs to, once enough of it is typed to tell. */
export function cardBrandOf(number: string): CardBrand | undefined {
  return detectCardBrand(normalizeCardNumber(number));
}

/**
 * Every card rule of document 1 section 5, per form field: the domain's form rules (number, holder, expiry,
 * security code), then the brand the hotel accepts in this card mode and the 1,000,000 yen Visa and Mastercard cap.
 */
export function cardFieldIssues(fields: CardFields, { checkout, mode, charged, korean, paymentType }: CardContext): Partial<Record<keyof CardFields, CardIssue>> {
  const month = Number(fields.exp_month);
  const year = Number(fields.exp_year);
  const domain = cardFormIssues(
    { number: fields.number, holder: fields.holder, exp_month: month, exp_year: year, security_code: fields.security_code },
    { validThrough: checkout, korean: false },
  );
  const issues: Partial<Record<keyof CardFields, CardIssue>> = {};
  if (domain.number) issues.number = domain.number;
  if (domain.holder) issues.holder = domain.holder;
  if (fields.exp_month === '' || fields.exp_year === '') issues.exp_month = 'required';
  else if (domain.exp_month) issues.exp_month = domain.exp_month;
  if (fields.security_code.trim() === '') issues.security_code = 'required';
  else if (domain.security_code) issues.security_code = domain.security_code;
  if (korean) Object.assign(issues, koreanCardIssues(fields));

  const brand = cardBrandOf(fields.number);
  if (!issues.number && brand) {
    const methodTakesAnyBrand = paymentType !== undefined && isCardMethodType(paymentType);
    if (!methodTakesAnyBrand && !cardBrandAccepted(brand, mode)) issues.number = mode === 'normal' ? 'card_not_accepted' : 'card_not_accepted_foreign_currency';
    else if (exceedsVisaMastercardCap(brand, charged)) issues.number = 'over_card_cap';
  }
  return issues;
}

/**
 * "For Korean cards, a birth date and the first two PIN digits" (document 1 section 3), each at its field: the
 * domain's check takes them together, so each is checked with a value known to pass standing in for the other.
 */
function koreanCardIssues(fields: CardFields): Partial<Record<keyof CardFields, CardIssue>> {
  const birthDate = fields.korean_birth_date.trim();
  const pinPrefix = fields.korean_pin_prefix.trim();
  const issues: Partial<Record<keyof CardFields, CardIssue>> = {};
  if (birthDate === '') issues.korean_birth_date = 'required';
  else if (!isKoreanCardHolderCheck(birthDate, '00')) issues.korean_birth_date = 'invalid_korean_card_check';
  if (pinPrefix === '') issues.korean_pin_prefix = 'required';
  else if (!isKoreanCardHolderCheck('000101', pinPrefix)) issues.korean_pin_prefix = 'invalid_korean_card_check';
  return issues;
}
