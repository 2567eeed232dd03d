import { randomBytes } from 'node:crypto';
import { HOSTED_FIELDS_PROVIDERS, type HostedFieldsProvider, type PaymentProvider } from '#domain/constants/payment.ts';
import type { CardOutcome } from './test-cards';
import { STAND_IN_TEST_CARDS } from './test-cards';

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
};

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

const STAND_IN: PaymentGateway = {
  provider: null,
  displayName: 'Stand-in card processor',
  mintToken: () => `tok_${random(18)}`,
  testCards: STAND_IN_TEST_CARDS,
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
  },
};

export function isHostedFieldsProvider(value: string): value is HostedFieldsProvider {
  return (HOSTED_FIELDS_PROVIDERS as readonly string[]).includes(value);
}

/**
 * The registry: the adapter a hotel's settings name. A provider whose adapter is not built yet (PayPal, the payment
 * hub, Adyen) falls back to the stand-in, so a hotel set to one still takes cards; the settings tell the app the
 * same provider, and its registry makes the same choice.
 */
export function gatewayFor(provider: PaymentProvider | string | null): PaymentGateway {
  return provider !== null && isHostedFieldsProvider(provider) ? HOSTED_FIELDS_GATEWAYS[provider] : STAND_IN;
}

/** What the issuer answers for a number at this provider. */
export function gatewayOutcome(gateway: PaymentGateway, number: string): CardOutcome {
  return gateway.testCards.get(number) ?? 'approve';
}
