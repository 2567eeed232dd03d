import { adyenToken, startAdyenCheckout } from './adyen-checkout';

/** What the issuer's answer came to: authorised (the booking's token), refused (the challenge failed), or no answer. */
export type AdyenRedirectOutcome = { kind: 'authorised'; token: string } | { kind: 'refused' } | { kind: 'failed' };

/**
 * Back from the card issuer's 3-D Secure page (ADR 270): Adyen Web, started on the session kept across the redirect,
 * hands Adyen the `redirectResult` the issuer sent the shopper back with (`submitDetails`, the session's
 * `/paymentDetails`), and Adyen answers the payment's result. The app never reads the result from the address.
 */
export function submitAdyenRedirect(
  session: { id: string; sessionData: string; clientKey: string; countryCode: string },
  redirectResult: string,
): Promise<AdyenRedirectOutcome> {
  return new Promise((resolve) => {
    // A refusal reaches both onError and onPaymentFailed: the first answer is the outcome.
    startAdyenCheckout(
      session,
      {
        onPaymentCompleted: (result) => {
          const token = adyenToken(session.id, result);
          resolve(token ? { kind: 'authorised', token } : { kind: 'refused' });
        },
        onPaymentFailed: () => resolve({ kind: 'refused' }),
        onError: () => resolve({ kind: 'failed' }),
      },
    ).then(
      (checkout) => checkout.submitDetails({ details: { redirectResult } }),
      () => resolve({ kind: 'failed' }),
    );
  });
}
