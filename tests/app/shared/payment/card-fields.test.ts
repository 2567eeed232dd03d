import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardFieldIssues, cardPaymentMode, EMPTY_CARD_FIELDS, type CardFields } from '#app/shared/payment/card-fields.ts';

const VALID: CardFields = {
  holder: 'HANAKO YAMADA',
  number: '4111 1111 1111 1111',
  exp_month: '04',
  exp_year: '2030',
  security_code: '123',
  korean_birth_date: '',
  korean_pin_prefix: '',
};
const CONTEXT = { checkout: '2030-04-11', mode: 'normal' as const, charged: 22000 };

describe('card fields', () => {
  it('accept a valid Visa card valid through check-out', () => {
    expect(cardFieldIssues(VALID, CONTEXT)).toEqual({});
  });

  it('ask for every empty field', () => {
    expect(cardFieldIssues({ ...EMPTY_CARD_FIELDS }, CONTEXT)).toEqual({
      number: 'required',
      holder: 'required',
      exp_month: 'required',
      security_code: 'required',
    });
  });

  it('refuse a mistyped number (Luhn) and a number of no brand', () => {
    expect(cardFieldIssues({ ...VALID, number: '4111 1111 1111 1112' }, CONTEXT).number).toBe('invalid_card_number');
    expect(cardFieldIssues({ ...VALID, number: '6011 0000 0000 0004' }, CONTEXT).number).toBe('unsupported_card_brand');
  });

  it('take the holder in half-width roman letters only', () => {
    expect(cardFieldIssues({ ...VALID, holder: '山田 花子' }, CONTEXT).holder).toBe('invalid_holder');
    expect(cardFieldIssues({ ...VALID, holder: 'ＨＡＮＡＫＯ' }, CONTEXT).holder).toBe('invalid_holder');
    expect(cardFieldIssues({ ...VALID, holder: "Mary-Jane O'Neil" }, CONTEXT).holder).toBeUndefined();
  });

  it('want the card valid through the check-out month', () => {
    expect(cardFieldIssues({ ...VALID, exp_month: '03', exp_year: '2030' }, CONTEXT).exp_month).toBe('card_expired');
    expect(cardFieldIssues({ ...VALID, exp_month: '04', exp_year: '2030' }, CONTEXT).exp_month).toBeUndefined();
  });

  it('take a security code of 3 or 4 digits', () => {
    expect(cardFieldIssues({ ...VALID, security_code: '12' }, CONTEXT).security_code).toBe('invalid_security_code');
    expect(cardFieldIssues({ ...VALID, security_code: '12a' }, CONTEXT).security_code).toBe('invalid_security_code');
    expect(cardFieldIssues({ ...VALID, security_code: '1234' }, CONTEXT).security_code).toBeUndefined();
  });

  it('accept only Visa and Mastercard in normal mode, and JCB in temporary foreign-currency mode', () => {
    const jcb = { ...VALID, number: '3530 1113 3330 0000' };
    expect(cardFieldIssues(jcb, CONTEXT).number).toBe('card_not_accepted');
    expect(cardFieldIssues(jcb, { ...CONTEXT, mode: 'temporary_foreign_currency' }).number).toBeUndefined();
    expect(cardFieldIssues({ ...VALID, number: '5555 5555 5555 4444' }, CONTEXT).number).toBeUndefined();
  });

  it('refuse Visa and Mastercard over 1,000,000 yen charged now', () => {
    expect(cardFieldIssues(VALID, { ...CONTEXT, charged: 1_000_000 }).number).toBeUndefined();
    expect(cardFieldIssues(VALID, { ...CONTEXT, charged: 1_000_001 }).number).toBe('over_card_cap');
  });

  it('detect the brand from the number as typed', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandOf('5555-5555-5555-4444')).toBe('master');
    expect(cardBrandOf('4111')).toBeUndefined();
  });

  it('ask a Korean card for the holder\'s birth date and the first two PIN digits, each at its field', () => {
    const jcb = { ...VALID, number: '3530 1113 3330 0000' };
    const korean = { ...CONTEXT, mode: 'temporary_foreign_currency' as const, korean: true };
    expect(cardFieldIssues(jcb, korean)).toEqual({ korean_birth_date: 'required', korean_pin_prefix: 'required' });
    expect(cardFieldIssues({ ...jcb, korean_birth_date: '901345', korean_pin_prefix: '1' }, korean)).toEqual({
      korean_birth_date: 'invalid_korean_card_check',
      korean_pin_prefix: 'invalid_korean_card_check',
    });
    expect(cardFieldIssues({ ...jcb, korean_birth_date: '900215', korean_pin_prefix: '12' }, korean)).toEqual({});
    // A card paid in the hotel's currency never asks them.
    expect(cardFieldIssues(VALID, CONTEXT)).toEqual({});
  });

  it('take the card mode from the currency paid in: temporary foreign-currency away from the hotel\'s, Korean for won', () => {
    expect(cardPaymentMode('JPY', 'JPY')).toEqual({ mode: 'normal', korean: false });
    expect(cardPaymentMode('JPY', 'USD')).toEqual({ mode: 'temporary_foreign_currency', korean: false });
    expect(cardPaymentMode('JPY', 'KRW')).toEqual({ mode: 'temporary_foreign_currency', korean: true });
    // In temporary foreign-currency mode Visa is refused and JCB accepted; in normal mode the other way round.
    const foreign = { ...CONTEXT, mode: 'temporary_foreign_currency' as const };
    expect(cardFieldIssues(VALID, foreign)).toEqual({ number: 'card_not_accepted_foreign_currency' });
    expect(cardFieldIssues({ ...VALID, number: '3530 1113 3330 0000' }, foreign)).toEqual({});
    expect(cardFieldIssues({ ...VALID, number: '3530 1113 3330 0000' }, CONTEXT)).toEqual({ number: 'card_not_accepted' });
  });
});
