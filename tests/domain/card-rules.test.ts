import { describe, expect, it } from 'vitest';
import { AMOUNTS } from '#domain/constants/limits.ts';
import { PREFECTURES, PREFECTURE_CODES } from '#domain/constants/prefectures.ts';
import { bookingForSomeoneElse, otherGenderCount, paymentSplit, sharedPaymentTypes } from '#domain/rules/booking-payment.ts';
import { cardFormIssues } from '#domain/rules/card-form.ts';
import {
  cardBrandMatches,
  detectCardBrand,
  isHalfWidthRomanHolder,
  isKoreanBirthDate,
  isKoreanCardHolderCheck,
  isSecurityCode,
  normalizeCardNumber,
  passesLuhn,
} from '#domain/rules/card-number.ts';
import {
  acceptedCardBrands,
  cardBlockedByTotal,
  cardBrandAccepted,
  cardModeFor,
  cardValidThrough,
  exceedsVisaMastercardCap,
  inCardMaintenanceWindow,
} from '#domain/rules/card-payment.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { paymentPromotionApplies } from '#domain/rules/payment-promotion.ts';

describe('card number rules', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['3530111333300000', true],
    ['30569309025904', true],
    ['1234', false],
    ['41111111111111a1', false],
  ])('Luhn of %s is %s', (number, valid) => expect(passesLuhn(number)).toBe(valid));

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6011111111111117', undefined],
    ['411111111111', undefined],
  ])('detects the brand of %s as %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it('matches a chosen brand against the number, counting spellings of one brand as one', () => {
    expect(cardBrandMatches('5555555555554444', 'mastercard')).toBe(true);
    expect(cardBrandMatches('4111111111111111', 'ponta_visa')).toBe(true);
    expect(cardBrandMatches('4111111111111111', 'jcb')).toBe(false);
  });

  it('reads numbers typed with spaces and dashes', () => expect(normalizeCardNumber('4111 1111-1111 1111')).toBe('4111111111111111'));

  it.each([
    ['TARO YAMADA', true],
    ["Mary-Jane O'Neil", true],
    ['山田 太郎', false],
    ['ＴＡＲＯ', false],
    ['', false],
  ])('holder %j is half-width roman: %s', (holder, ok) => expect(isHalfWidthRomanHolder(holder)).toBe(ok));

  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('security code %s: %s', (code, ok) => expect(isSecurityCode(code)).toBe(ok));

  it('asks Korean cards for a real birth date and two PIN digits', () => {
    expect(isKoreanCardHolderCheck('900131', '12')).toBe(true);
    expect(isKoreanCardHolderCheck('901331', '12')).toBe(false);
    expect(isKoreanCardHolderCheck('900131', '1')).toBe(false);
    expect(isKoreanCardHolderCheck('990230', '12')).toBe(false);
  });

  it.each([
    ['900131', true],
    ['991231', true],
    ['960229', true],
    ['000229', true],
    ['990230', false],
    ['970229', false],
    ['990431', false],
    ['991332', false],
    ['990001', false],
    ['990100', false],
    ['99013', false],
    ['99-1-1', false],
  ])('Korean birth date %s is a real day: %s', (birthDate, ok) => expect(isKoreanBirthDate(birthDate)).toBe(ok));
});

describe('card payment rules', () => {
  it.each([
    [{ month: 6, year: 2026 }, '2026-06-30', true],
    [{ month: 6, year: 2026 }, '2026-07-01', false],
    [{ month: 12, year: 2025 }, '2026-01-02', false],
    [{ month: 13, year: 2030 }, '2026-01-02', false],
  ])('a card expiring %j is valid through %s: %s', (expiry, checkout, ok) => expect(cardValidThrough(expiry, checkout)).toBe(ok));

  it('caps Visa and Mastercard at 1,000,000 yen online, not the other brands', () => {
    const cap = AMOUNTS.visaMastercardOnlineMaxYen;
    expect(exceedsVisaMastercardCap('visa', cap)).toBe(false);
    expect(exceedsVisaMastercardCap('visa', cap + 1)).toBe(true);
    expect(exceedsVisaMastercardCap('mastercard', cap + 1)).toBe(true);
    expect(exceedsVisaMastercardCap('jcb', cap * 3)).toBe(false);
  });

  it('blocks a card for a total of 0', () => {
    expect(cardBlockedByTotal(0)).toBe(true);
    expect(cardBlockedByTotal(1)).toBe(false);
  });

  it('blocks cards inside the maintenance window only', () => {
    expect(inCardMaintenanceWindow(new Date('2024-11-17T18:59:59Z'))).toBe(false);
    expect(inCardMaintenanceWindow(new Date('2024-11-17T19:00:00Z'))).toBe(true);
    expect(inCardMaintenanceWindow(new Date('2024-11-17T20:59:59Z'))).toBe(true);
    expect(inCardMaintenanceWindow(new Date('2024-11-17T21:00:00Z'))).toBe(false);
  });

  it('accepts visa and master in normal mode, jcb, amex and diners in temporary foreign-currency mode', () => {
    expect(cardModeFor('JPY', 'JPY')).toBe('normal');
    expect(cardModeFor('JPY', 'USD')).toBe('temporary_foreign_currency');
    expect(acceptedCardBrands('normal')).toEqual(['visa', 'master']);
    expect(cardBrandAccepted('mastercard', 'normal')).toBe(true);
    expect(cardBrandAccepted('jcb', 'normal')).toBe(false);
    expect(cardBrandAccepted('jcb', 'temporary_foreign_currency')).toBe(true);
    expect(cardBrandAccepted('visa', 'temporary_foreign_currency')).toBe(false);
  });

  it('applies the payment promotion to included plans, or to all but excluded ones, only when cards are payable', () => {
    const plan = { hotel_plan_code: 'breakfast', credit_card_payment: true };
    expect(paymentPromotionApplies(plan, { target_mode: 'include', hotel_plan_codes: ['breakfast'] })).toBe(true);
    expect(paymentPromotionApplies(plan, { target_mode: 'exclude', hotel_plan_codes: ['breakfast'] })).toBe(false);
    expect(paymentPromotionApplies({ ...plan, credit_card_payment: false }, { target_mode: 'include', hotel_plan_codes: ['breakfast'] })).toBe(false);
    expect(paymentPromotionApplies(plan, null)).toBe(false);
  });

  it('reports each card field with a stable code', () => {
    const good = { number: '4111 1111 1111 1111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 30, security_code: '123' };
    expect(cardFormIssues(good, { validThrough: '2026-06-03', korean: false })).toEqual({});
    expect(
      cardFormIssues(
        { ...good, number: '4111111111111112', holder: '山田', exp_month: 5, exp_year: 2026, security_code: '12' },
        { validThrough: '2026-06-03', korean: true },
      ),
    ).toEqual({
      number: 'invalid_card_number',
      holder: 'invalid_holder',
      exp_month: 'card_expired',
      security_code: 'invalid_security_code',
      korean: 'required',
    });
    expect(cardFormIssues({ ...good, brand: 'jcb' }, { validThrough: '2026-06-03', korean: false })).toEqual({ brand: 'brand_mismatch' });
    const korean = { validThrough: '2026-06-03', korean: true };
    expect(cardFormIssues({ ...good, korean: { birth_date: '990230', pin_prefix: '12' } }, korean)).toEqual({ korean: 'invalid_birth_date' });
    expect(cardFormIssues({ ...good, korean: { birth_date: '990228', pin_prefix: '1' } }, korean)).toEqual({ korean: 'invalid_korean_card_check' });
    expect(cardFormIssues({ ...good, korean: { birth_date: '990228', pin_prefix: '12' } }, korean)).toEqual({});
  });
});

describe('booking payment and guest rules', () => {
  it('offers only the methods every room shares, card only outside yen, and no card for 0', () => {
    const onSiteOrCard = ['on_site', 'credit_card'];
    expect(sharedPaymentTypes([onSiteOrCard, onSiteOrCard], 'JPY', 1000)).toEqual(['on_site', 'card']);
    expect(sharedPaymentTypes([onSiteOrCard, ['on_site']], 'JPY', 1000)).toEqual(['on_site']);
    expect(sharedPaymentTypes([onSiteOrCard], 'USD', 1000)).toEqual(['card']);
    expect(sharedPaymentTypes([onSiteOrCard], 'JPY', 0)).toEqual(['on_site']);
  });

  it('lets a deposit be paid by card like a full card payment, and splits what is charged now from the rest', () => {
    const methods = ['on_site', 'credit_card', 'credit_card_deposit'];
    expect(sharedPaymentTypes([methods], 'USD', 1000)).toEqual(['card', 'card_deposit']);
    expect(sharedPaymentTypes([methods], 'JPY', 0)).toEqual(['on_site']);
    expect(paymentSplit('card_deposit', 10_001, 30)).toEqual({ deposit_amount: 3_000, remain_amount: 7_001 });
    expect(paymentSplit('card', 10_001, 30)).toEqual({ deposit_amount: 10_001, remain_amount: 0 });
    expect(paymentSplit('on_site', 10_001, 30)).toEqual({ deposit_amount: 0, remain_amount: 10_001 });
  });

  it('counts a booking for someone else when the first room guest differs by first or last name', () => {
    const booker = { first_name: 'Hanako', last_name: 'Yamada' };
    expect(bookingForSomeoneElse(booker, { first_name: 'Hanako', last_name: 'Yamada' })).toBe(false);
    expect(bookingForSomeoneElse(booker, { first_name: 'Taro', last_name: 'Yamada' })).toBe(true);
    expect(bookingForSomeoneElse(booker, { first_name: 'Hanako', last_name: 'Sato' })).toBe(true);
    expect(bookingForSomeoneElse({ first_name: '', last_name: 'Yamada' }, { first_name: 'Taro', last_name: 'Sato' })).toBe(false);
    expect(bookingForSomeoneElse(booker, undefined)).toBe(false);
  });

  it('sets the other gender count to adults minus the one set', () => {
    expect(otherGenderCount(3, 1)).toBe(2);
    expect(otherGenderCount(2, 5)).toBe(0);
  });

  it('lists the 47 prefectures once each', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURE_CODES).size).toBe(47);
    expect(PREFECTURES.find((prefecture) => prefecture.code === 'JP-13')?.en).toBe('Tokyo');
  });
});

describe('name scripts per locale', () => {
  it.each([
    ['Hanako', 'en', true],
    ["O'Neil-Smith", 'en', true],
    ['花子', 'en', false],
    ['はなこ', 'ja', true],
    ['山田', 'ja', true],
    ['ヤマダ', 'ja', true],
    ['Hanako', 'ja', true],
    ['山田Hanako', 'ja', false],
    ['王小明', 'zh_Hans', true],
    ['はなこ', 'zh_Hant', false],
    ['김민수', 'ko', true],
    ['山田', 'ko', false],
    ['สมชาย', 'th', true],
    ['محمد', 'ar', true],
    ['Budi', 'id', true],
    ['', 'en', false],
    ['Hanako2', 'en', false],
  ] as const)('%s in %s: %s', (name, locale, ok) => expect(nameFitsLocale(name, locale)).toBe(ok));
});
