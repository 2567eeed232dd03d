import { AdyenCheckout, type CoreConfiguration, type PaymentCompletedData } from '@adyen/adyen-web';
import { apiBaseUrl } from '#app/api/api-base-url.ts';

/** The session as Adyen Web is started with it: the server's session, or the one kept across a redirect (ADR 270). */
type AdyenSessionStart = { id: string; sessionData: string; clientKey: string; countryCode: string };

type AdyenCallbacks = Pick<CoreConfiguration, 'onPaymentCompleted' | 'onPaymentFailed' | 'onError' | 'beforeRedirect'>;

/**
 * Adyen Web started against the stand-in (ADR 257), for the Card on guest detail and for the redirect's return: its
 * documented override of Adyen's addresses names the API origin, analytics and the risk frame are off, and the
 * bundled English texts are used.
 */
export function startAdyenCheckout(session: AdyenSessionStart, callbacks: AdyenCallbacks) {
  const origin = new URL(apiBaseUrl(), window.location.href).origin;
  return AdyenCheckout({
    environment: 'test',
    clientKey: session.clientKey,
    session: { id: session.id, sessionData: session.sessionData },
    countryCode: session.countryCode,
    locale: 'en-US',
    // Adyen's origins as the stand-in plays them (Adyen Web's documented override of its environment's addresses).
    _environmentUrls: {
      api: `${origin}/checkoutshopper/`,
      analytics: `${origin}/checkoutanalytics/`,
      cdn: { images: `${origin}/checkoutshopper/`, translations: `${origin}/checkoutshopper/` },
    },
    analytics: { enabled: false },
    // No device fingerprint frame: the stand-in plays no risk engine.
    risk: { enabled: false },
    ...callbacks,
  });
}

/** The booking's token for an authorised session: the session id and Adyen's sessionResult, which the booking verifies. */
export function adyenToken(sessionId: string, result: PaymentCompletedData): string | null {
  const sessionResult = 'sessionResult' in result ? result.sessionResult : undefined;
  return result.resultCode === 'Authorised' && typeof sessionResult === 'string' ? `adyen_${sessionId}_${sessionResult}` : null;
}
