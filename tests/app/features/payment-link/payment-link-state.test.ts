import { describe, expect, it } from 'vitest';
import {
  CARD_NOT_USABLE_CODE,
  CHECK_CARD_NUMBER_CODE,
  CHECK_EXPIRY_CODE,
  INVALID_CODE,
  PAYMENT_LINK_ALREADY_PAID_TITLE,
  PAYMENT_LINK_ERROR_CODES,
  PAYMENT_LINK_STALE_CODE,
} from '#domain/constants/error-codes.ts';
import { ApiError } from '#app/api/api-error.ts';
import { paymentLinkRefusal, paymentLinkScreen } from '#app/features/payment-link/utils/payment-link-state.ts';

const refused = (status: number, title: string, codes: number[]) =>
  new ApiError({ title, status, json: {}, errors: { base: [{ error: title }] }, codes, payloads: {}, local: false, message: title });

describe('payment link screens', () => {
  it('shows the form while pending or failed, paid only where it was paid, the hotel statuses as they are', () => {
    expect(paymentLinkScreen({ status: 'pending' }, false)).toBe('form');
    expect(paymentLinkScreen({ status: 'failed' }, false)).toBe('failed');
    expect(paymentLinkScreen({ status: 'paid' }, true)).toBe('paid');
    expect(paymentLinkScreen({ status: 'paid' }, false)).toBe('alreadyPaid');
    expect(paymentLinkScreen({ status: 'refunded' }, false)).toBe('refunded');
  });
});

describe('payment link refusals', () => {
  it.each([
    [refused(409, PAYMENT_LINK_ALREADY_PAID_TITLE, []), 'alreadyPaid'],
    [refused(409, 'payment_amount_changed', [PAYMENT_LINK_ERROR_CODES.payment_amount_changed]), 'amountChanged'],
    [refused(422, 'payment_link_stale', [PAYMENT_LINK_STALE_CODE]), 'reload'],
    [refused(404, 'payment_record_not_found', [PAYMENT_LINK_ERROR_CODES.payment_record_not_found]), 'recordNotFound'],
    [refused(422, 'invalid', [CHECK_EXPIRY_CODE]), 'cardExpiryYear'],
    [refused(422, 'invalid', [CHECK_CARD_NUMBER_CODE]), 'cardNumber'],
    [refused(422, 'invalid', [INVALID_CODE]), 'cardSyntax'],
    [refused(422, 'payment_failed', [CARD_NOT_USABLE_CODE]), 'cardOther'],
    [refused(500, 'internal_error', []), null],
  ] as const)('words %o as %s', (error, refusal) => {
    expect(paymentLinkRefusal(error)).toBe(refusal);
  });
});
