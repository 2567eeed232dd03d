import type { CardBrand } from '../constants/payment';

/** Digits only: guests type spaces or dashes between the groups printed on the card. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check digit every card number carries: catches a mistyped digit and most swapped pairs. */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type BrandPattern = { brand: CardBrand; lengths: readonly number[]; matches: (number: string) => boolean };

const prefixBetween = (number: string, digits: number, low: number, high: number) => {
  const prefix = Number(number.slice(0, digits));
  return prefix >= low && prefix <= high;
};

// Issuer identification number ranges of the brands document 2 section 9.3 lists.
const BRAND_PATTERNS: readonly BrandPattern[] = [
  { brand: 'amex', lengths: [15], matches: (n) => /^3[47]/.test(n) },
  { brand: 'jcb', lengths: [16, 17, 18, 19], matches: (n) => prefixBetween(n, 4, 3528, 3589) },
  { brand: 'diners', lengths: [14, 15, 16, 17, 18, 19], matches: (n) => /^3(0[0-5]|095|6|8|9)/.test(n) },
  { brand: 'master', lengths: [16], matches: (n) => prefixBetween(n, 2, 51, 55) || prefixBetween(n, 4, 2221, 2720) },
  { brand: 'visa', lengths: [13, 16, 19], matches: (n) => n.startsWith('4') },
];

/** The brand a card number belongs to, or undefined for a number of no accepted brand (or a wrong length). */
export function detectCardBrand(number: string): CardBrand | undefined {
  return BRAND_PATTERNS.find((pattern) => pattern.lengths.includes(number.length) && pattern.matches(number))?.brand;
}

/** Spellings of one brand the value sets carry side by side. */
const SAME_BRAND: Partial<Record<CardBrand, CardBrand>> = { mastercard: 'master', ponta_visa: 'visa' };

export function canonicalCardBrand(brand: CardBrand): CardBrand {
  return SAME_BRAND[brand] ?? brand;
}

/** "The card brand must match the card number." */
export function cardBrandMatches(number: string, brand: CardBrand): boolean {
  const detected = detectCardBrand(number);
  return detected !== undefined && detected === canonicalCardBrand(brand);
}

/** "Card holder name: half-width Roman letters" (and the spaces, dots, hyphens and apostrophes of names). */
export function isHalfWidthRomanHolder(holder: string): boolean {
  return /^[A-Za-z][A-Za-z .'-]*$/.test(holder.trim()) && holder.trim().length <= 45;
}

/** "Card security code 3 or 4 digits." */
export function isSecurityCode(code: string): boolean {
  return /^[0-9]{3,4}$/.test(code);
}

/**
 * A Korean card holder's birth date as YYMMDD, a day the calendar has: 990230 and 991332 are none. The century is not
 * asked, so 29 February counts in every year divisible by four (2000 was a leap year, and so is 00 here).
 */
export function isKoreanBirthDate(birthDate: string): boolean {
  if (!/^[0-9]{6}$/.test(birthDate)) return false;
  const year = 2000 + Number(birthDate.slice(0, 2));
  const month = Number(birthDate.slice(2, 4));
  const day = Number(birthDate.slice(4, 6));
  // Day 0 of the next month is the month's last day.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Korean cards: a birth date as YYMMDD and the first two digits of the card's PIN. */
export function isKoreanCardHolderCheck(birthDate: string, pinPrefix: string): boolean {
  return isKoreanBirthDate(birthDate) && /^[0-9]{2}$/.test(pinPrefix);
}
