import { isPayPalProvider, type PayPalProvider } from '#domain/constants/payment.ts';

/**
 * Who creates and captures a hotel's PayPal orders (ADR 249, 256). The buyer's side is PayPal's JS SDK button and
 * popup whichever it is; the order behind it is PayPal's own REST order for `paypal`, and the gateway's own PayPal
 * calls for `gmo-paypal` (GMO Payment Gateway) and `paygent-paypal` (PAYGENT), each a PayPal partner loading the
 * SDK with its own partner client id. The stand-in plays all three sandboxes with the same order rules: one
 * booking attempt, the server's amount, one capture.
 */
export type PayPalGateway = {
  provider: PayPalProvider;
  /** Who processes the payment, as PayPal's popup names it. */
  displayName: string;
  /** The sandbox client id the SDK is loaded with (public, as a REST app's client id is). */
  clientId: string;
};

const PAYPAL_GATEWAYS: Record<PayPalProvider, PayPalGateway> = {
  paypal: { provider: 'paypal', displayName: 'PayPal', clientId: 'sb-hbw-stand-in' },
  'gmo-paypal': { provider: 'gmo-paypal', displayName: 'GMO Payment Gateway', clientId: 'sb-hbw-gmo-pg-partner' },
  'paygent-paypal': { provider: 'paygent-paypal', displayName: 'PAYGENT', clientId: 'sb-hbw-paygent-partner' },
  // PayPal's own button beside Adyen's card fields (ADR 268): the hotel's PayPal account, as at a `paypal` hotel.
  adyen_gmo_paypal: { provider: 'adyen_gmo_paypal', displayName: 'PayPal', clientId: 'sb-hbw-stand-in' },
};

/** The PayPal gateway a hotel's settings name, or none when the hotel does not take PayPal. */
export function payPalGatewayFor(provider: string | null): PayPalGateway | undefined {
  return isPayPalProvider(provider) ? PAYPAL_GATEWAYS[provider] : undefined;
}

/** The SDK answers only a client of one of the sandboxes. */
export function isPayPalSandboxClient(clientId: string | undefined): boolean {
  return Object.values(PAYPAL_GATEWAYS).some((gateway) => gateway.clientId === clientId);
}
