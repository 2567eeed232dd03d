import { randomBytes } from 'node:crypto';
import { hostedFieldsProviderOf, type HostedFieldsProvider, type PaymentProvider } from '#domain/constants/payment.ts';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { refundAdyenPayment } from './adyen-modifications';
import { AdyenError } from './adyen-sessions';
import { refundAmazonCharge } from './amazon-pay';
import type { CardOutcome } from './test-cards';
import { STAND_IN_TEST_CARDS } from './test-cards';

/** Who took a booking's money (ADR 259, 263): the stand-in tokenizer, a hosted-fields provider, PayPal, the payment hub, Adyen or Amazon Pay. */
export type ChargeProvider = 'stand_in' | HostedFieldsProvider | 'paypal' | 'payment_hub' | 'adyen' | 'amazon_pay';

/** A booking's charge as stored (payment_charges): the provider that took it and that provider's own reference. */
export type StoredCharge = {
  id: number;
  reservation_id: number;
  hotel_id: number;
  provider: ChargeProvider;
  reference: string;
  currency: string;
  captured: number;
  refunded: number;
};

/**
 * Moving money on a charge already taken, as the provider's API does it (ADR 259): a capture takes more on the same
 * payment, a refund hands some back. Each answers the provider's reference for the operation, and refuses, as the
 * provider's sandbox does, a charge it did not take for this hotel and reservation or a refund beyond what it holds.
 */
export type ChargeOperations = {
  capture: (db: Database, charge: StoredCharge, amount: number, now?: Date) => string;
  refund: (db: Database, charge: StoredCharge, amount: number, now?: Date) => string;
};

/**
 * One card payment provider as the stand-in plays its test mode (ADR 237). Every adapter feeds the same booking
 * path: it mints a one-time token for a checked card, and the booking (card-charge.ts) applies the section 5 rules
 * and the issuer's answer to it, so brand, maintenance, the 1,000,000 yen cap, 3-D Secure and idempotency stay one
 * path whatever the provider.
 */
export type PaymentGateway = {
  /** Null: the stand-in tokenizer the app's own card form posts to (the behaviour before issue 22). */
  provider: HostedFieldsProvider | null;
  /** The name the provider's hosted fields page shows. */
  displayName: string;
  /** A token in the provider's own shape, so a token of one provider is never mistaken for another's. */
  mintToken: () => string;
  /** The provider's sandbox numbers and the issuer's answer; any other valid number is approved without a challenge. */
  testCards: ReadonlyMap<string, CardOutcome>;
} & ChargeOperations;

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The provider's refusal: what its sandbox answers for a charge it does not hold or an amount it cannot move. */
function providerRefused(message: string): ApiError {
  return new ApiError(422, 'payment_refused', message, { codes: [PAYMENT_FAILED_CODE], baseCode: PAYMENT_FAILED_CODE });
}

const NO_SUCH_PAYMENT = 'The provider holds no such payment for this merchant.';
const REFUND_TOO_LARGE = 'The refund is more than the payment holds.';

/**
 * The provider's own book: it holds a charge only when its record of the payment is for this hotel and reservation.
 * `held` reads that record (the spent token, the captured order, the captured transaction).
 */
function operationsOf(provider: ChargeProvider, held: (db: Database, charge: StoredCharge) => boolean, operationId: (kind: 'capture' | 'refund') => string): ChargeOperations {
  const check = (db: Database, charge: StoredCharge, amount: number) => {
    if (charge.provider !== provider || !held(db, charge)) throw providerRefused(NO_SUCH_PAYMENT);
    if (!Number.isInteger(amount) || amount <= 0) throw providerRefused('The amount must be a positive whole amount.');
  };
  return {
    capture: (db, charge, amount) => {
      check(db, charge, amount);
      return operationId('capture');
    },
    refund: (db, charge, amount) => {
      check(db, charge, amount);
      if (amount > charge.captured - charge.refunded) throw providerRefused(REFUND_TOO_LARGE);
      return operationId('refund');
    },
  };
}

/** A card provider holds the payment its token paid: minted by it, for this hotel (its fields'), spent by this booking. */
function cardTokenHeld(provider: HostedFieldsProvider | null) {
  return (db: Database, charge: StoredCharge) => {
    const token = db
      .prepare<[string], { provider: string | null; hotel_id: number | null; used_by_reservation_id: number | null }>(
        'SELECT provider, hotel_id, used_by_reservation_id FROM card_tokens WHERE token = ?',
      )
      .get(charge.reference);
    if (!token || token.provider !== provider || token.used_by_reservation_id !== charge.reservation_id) return false;
    return provider === null || token.hotel_id === charge.hotel_id;
  };
}

const STAND_IN: PaymentGateway = {
  provider: null,
  displayName: 'Stand-in card processor',
  mintToken: () => `tok_${random(18)}`,
  testCards: STAND_IN_TEST_CARDS,
  ...operationsOf('stand_in', cardTokenHeld(null), (kind) => `${kind === 'capture' ? 'cap' : 're'}_${random(18)}`),
};

// The numbers are listed in server/README.md and docs/payments.md; each provider has its own, as their sandboxes do.
const HOSTED_FIELDS_GATEWAYS: Record<HostedFieldsProvider, PaymentGateway> = {
  gmo: {
    provider: 'gmo',
    displayName: 'GMO Payment Gateway',
    // GMO's token.js answers a base64 token; the prefix keeps the stand-in's tokens recognisable in logs.
    mintToken: () => `gmo_${random(24)}`,
    testCards: new Map([
      ['4100000000005000', 'challenge'],
      ['4100000000000100', 'decline'],
      ['4100000000000209', 'insufficient_funds'],
    ]),
    // GMO's AlterTran (SALES, RETURN) answers a transaction id.
    ...operationsOf('gmo', cardTokenHeld('gmo'), () => `gmo_tran_${randomBytes(16).toString('hex')}`),
  },
  paygent: {
    provider: 'paygent',
    displayName: 'PAYGENT',
    mintToken: () => `pgt_${randomBytes(16).toString('hex')}`,
    testCards: new Map([
      ['4980111111110004', 'challenge'],
      ['4980111111110012', 'decline'],
      ['4980111111110020', 'insufficient_funds'],
    ]),
    // PAYGENT's sales and cancel telegrams answer a payment id of digits.
    ...operationsOf('paygent', cardTokenHeld('paygent'), () => `pgt_${randomBytes(8).readBigUInt64BE().toString()}`),
  },
  tappay: {
    provider: 'tappay',
    displayName: 'TapPay',
    // TapPay's fields answer a "prime": 64 hexadecimal characters.
    mintToken: () => `prime_${randomBytes(32).toString('hex')}`,
    testCards: new Map([
      ['4242424242420000', 'challenge'],
      ['4242424242420018', 'decline'],
      ['4242424242420026', 'insufficient_funds'],
    ]),
    // TapPay's cap and refund calls answer a refund or record id on the rec_trade_id.
    ...operationsOf('tappay', cardTokenHeld('tappay'), (kind) => `${kind === 'capture' ? 'RC' : 'RF'}${randomBytes(10).toString('hex').toUpperCase()}`),
  },
};

// PayPal's captures and refunds (v2 payments) act on the order the booking captured: COMPLETED for this hotel and booking.
const PAYPAL_OPERATIONS = operationsOf(
  'paypal',
  (db, charge) =>
    db
      .prepare<[string, number, number], { id: string }>("SELECT id FROM paypal_orders WHERE id = ? AND hotel_id = ? AND reservation_id = ? AND status = 'COMPLETED'")
      .get(charge.reference, charge.hotel_id, charge.reservation_id) !== undefined,
  () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
);

// The payment hub's tripla_pay transaction: only a captured one holds money to refund or add to.
const PAYMENT_HUB_OPERATIONS = operationsOf(
  'payment_hub',
  (db, charge) =>
    db
      .prepare<[string, number, number], { id: string }>("SELECT id FROM tripla_pay_transactions WHERE id = ? AND hotel_id = ? AND reservation_id = ? AND status = 'captured'")
      .get(charge.reference, charge.hotel_id, charge.reservation_id) !== undefined,
  (kind) => `tpt_${kind}_${random(18)}`,
);

/**
 * Adyen (ADR 263): a refund is a modification on the payment's pspReference, settled by the notification the
 * stand-in sends at once. A session payment is captured when authorised, and Adyen captures no more than it
 * authorised: a higher price is a new payment, so a capture is refused.
 */
const ADYEN_OPERATIONS: ChargeOperations = {
  capture: (_db, charge) => {
    if (charge.provider !== 'adyen') throw providerRefused(NO_SUCH_PAYMENT);
    throw providerRefused('Adyen captures no more than the payment authorised; a higher price is a new payment.');
  },
  refund: (db, charge, amount, now = new Date()) => {
    if (charge.provider !== 'adyen') throw providerRefused(NO_SUCH_PAYMENT);
    try {
      const request = { merchantAccount: charge.hotel_id, reservationId: charge.reservation_id, amount: { value: amount, currency: charge.currency }, reference: `refund-${charge.id}` };
      return refundAdyenPayment(db, charge.reference, request, now).pspReference;
    } catch (error) {
      if (!(error instanceof AdyenError)) throw error;
      throw providerRefused(error.errorCode === '167' ? NO_SUCH_PAYMENT : REFUND_TOO_LARGE);
    }
  },
};

/**
 * Amazon Pay (ADR 263): Create Refund on the charge id. The checkout session charged its amount at completion
 * (CaptureNow), and its one-time charge permission takes no second charge: a capture is refused.
 */
const AMAZON_PAY_OPERATIONS: ChargeOperations = {
  capture: (_db, charge) => {
    if (charge.provider !== 'amazon_pay') throw providerRefused(NO_SUCH_PAYMENT);
    throw providerRefused('Amazon Pay charged the checkout session once; a higher price is a new payment.');
  },
  refund: (db, charge, amount, now = new Date()) => {
    if (charge.provider !== 'amazon_pay') throw providerRefused(NO_SUCH_PAYMENT);
    const answer = refundAmazonCharge(db, charge.reference, { storeHotelId: charge.hotel_id, reservationId: charge.reservation_id, amount, currency: charge.currency }, now);
    if ('refused' in answer) throw providerRefused(answer.refused === 'unknown_charge' ? NO_SUCH_PAYMENT : REFUND_TOO_LARGE);
    return answer.refundId;
  },
};

/** Whether the provider can take more on a charge later; Adyen and Amazon Pay charge once (ADR 263). */
export function capturesLater(provider: ChargeProvider): boolean {
  return provider !== 'adyen' && provider !== 'amazon_pay';
}

/** The adapter that moves money on a charge: always the provider that took it, whatever the hotel uses now. */
export function chargeOperationsFor(provider: ChargeProvider): ChargeOperations {
  if (provider === 'paypal') return PAYPAL_OPERATIONS;
  if (provider === 'payment_hub') return PAYMENT_HUB_OPERATIONS;
  if (provider === 'adyen') return ADYEN_OPERATIONS;
  if (provider === 'amazon_pay') return AMAZON_PAY_OPERATIONS;
  return provider === 'stand_in' ? STAND_IN : HOSTED_FIELDS_GATEWAYS[provider];
}

/**
 * The registry: the adapter a hotel's settings name. A provider whose adapter is not built yet (PayPal, the payment
 * hub, Adyen) falls back to the stand-in, so a hotel set to one still takes cards; the settings tell the app the
 * same provider, and its registry makes the same choice.
 */
export function gatewayFor(provider: PaymentProvider | string | null): PaymentGateway {
  // A *-paypal hotel's cards go through its gateway's hosted fields, beside PayPal's button (ADR 264).
  const hosted = hostedFieldsProviderOf(provider);
  return hosted ? HOSTED_FIELDS_GATEWAYS[hosted] : STAND_IN;
}

/** What the issuer answers for a number at this provider. */
export function gatewayOutcome(gateway: PaymentGateway, number: string): CardOutcome {
  return gateway.testCards.get(number) ?? 'approve';
}
