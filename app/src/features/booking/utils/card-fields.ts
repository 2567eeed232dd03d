import type { CardBrand } from '../../../../../domain/constants/payment';
import { cardFormIssues, type CardFieldIssue } from '../../../../../domain/rules/card-form';
import { detectCardBrand, normalizeCardNumber } from '../../../../../domain/rules/card-number';
import { cardBrandAccepted, exceedsVisaMastercardCap, type CardMode } from '../../../../../domain/rules/card-payment';

/** The card fields as the form holds them: text, as typed or chosen. */
export type CardFields = {
  holder: string;
  number: string;
  exp_month: string;
  exp_year: string;
  security_code: string;
};

export const EMPTY_CARD_FIELDS: CardFields = { holder: '', number: '', exp_month: '', exp_year: '', security_code: '' };

/** A field's message code: the domain's card rules plus the two that depend on the booking. */
export type CardIssue = CardFieldIssue | 'card_not_accepted' | 'over_card_cap';

type CardContext = {
  /** The stay's check-out date: the card must be valid through it. */
  checkout: string;
  mode: CardMode;
  /** What is charged to the card now, in yen. */
  charged: number;
};

/** The brand the number belongs to, once enough of it is typed to tell. */
export function cardBrandOf(number: string): CardBrand | undefined {
  return detectCardBrand(normalizeCardNumber(number));
}

/**
 * Every card rule of document 1 section 5, per form field: the domain's form rules (number, holder, expiry,
 * security code), then the brand the hotel accepts in this card mode and the 1,000,000 yen Visa and Mastercard cap.
 */
export function cardFieldIssues(fields: CardFields, { checkout, mode, charged }: CardContext): Partial<Record<keyof CardFields, CardIssue>> {
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

  const brand = cardBrandOf(fields.number);
  if (!issues.number && brand) {
    if (!cardBrandAccepted(brand, mode)) issues.number = 'card_not_accepted';
    else if (exceedsVisaMastercardCap(brand, charged)) issues.number = 'over_card_cap';
  }
  return issues;
}
