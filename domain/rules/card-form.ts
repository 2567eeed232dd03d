import type { CardBrand } from '../constants/payment';
import {
  cardBrandMatches,
  detectCardBrand,
  isHalfWidthRomanHolder,
  isKoreanBirthDate,
  isKoreanCardHolderCheck,
  isSecurityCode,
  normalizeCardNumber,
  passesLuhn,
} from './card-number';
import { cardValidThrough, fullExpiryYear } from './card-payment';

export type CardForm = {
  number: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  security_code: string;
  /** The brand the guest picked, when the form asks; it must match the number. */
  brand?: CardBrand;
  /** Korean (KRW) cards only. */
  korean?: { birth_date: string; pin_prefix: string };
};

/** Stable codes a card field shows; the app localizes them. */
export type CardFieldIssue =
  | 'required'
  | 'invalid_card_number'
  | 'unsupported_card_brand'
  | 'brand_mismatch'
  | 'invalid_holder'
  | 'card_expired'
  | 'invalid_security_code'
  | 'invalid_birth_date'
  | 'invalid_korean_card_check';

/**
 * Every rule of document 1 section 5 a card form must pass before it is tokenized, per field. `validThrough`
 * is the stay's check-out date; `korean` says the guest pays a KRW card, which needs the extra fields.
 */
export function cardFormIssues(
  form: CardForm,
  context: { validThrough: string; korean: boolean },
): Partial<Record<keyof CardForm, CardFieldIssue>> {
  const issues: Partial<Record<keyof CardForm, CardFieldIssue>> = {};
  const number = normalizeCardNumber(form.number);
  if (number === '') issues.number = 'required';
  else if (!passesLuhn(number)) issues.number = 'invalid_card_number';
  else if (!detectCardBrand(number)) issues.number = 'unsupported_card_brand';
  else if (form.brand !== undefined && !cardBrandMatches(number, form.brand)) issues.brand = 'brand_mismatch';

  if (form.holder.trim() === '') issues.holder = 'required';
  else if (!isHalfWidthRomanHolder(form.holder)) issues.holder = 'invalid_holder';

  if (!cardValidThrough({ month: form.exp_month, year: fullExpiryYear(form.exp_year) }, context.validThrough)) {
    issues.exp_month = 'card_expired';
  }
  if (!isSecurityCode(form.security_code)) issues.security_code = 'invalid_security_code';
  if (context.korean) {
    if (!form.korean) issues.korean = 'required';
    // An impossible birth date is told as such: no PIN makes it a date the issuer could check.
    else if (!isKoreanBirthDate(form.korean.birth_date)) issues.korean = 'invalid_birth_date';
    else if (!isKoreanCardHolderCheck(form.korean.birth_date, form.korean.pin_prefix)) issues.korean = 'invalid_korean_card_check';
  }
  return issues;
}
