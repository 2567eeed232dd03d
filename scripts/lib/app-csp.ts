// The Content-Security-Policy and headers of the app's HTML documents (issue 13, ADR 196).
import * as z from 'zod/mini';
import { isPayPalProvider } from '#domain/constants/payment.ts';

/**
 * Vite writes this where a nonce goes (`html.cspNonce` in vite.config.ts: every script and link tag, and the meta
 * tag its preload helper reads); the static server puts a fresh nonce in its place for each document.
 */
export const CSP_NONCE_PLACEHOLDER = 'csp-nonce-placeholder';

/** A hotel code as the API spells them; anything else names no hotel and is never sent on to the API. */
const HOTEL_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** How long a hotel's settings are kept before they are asked again. */
const PARENTS_TTL_MS = 60_000;

const ZParentOrigins = z.object({ allowed_parent_origins: z.array(z.string()) });
const ZPaymentProvider = z.object({ payment_gateway_setting: z.nullable(z.object({ provider: z.string() })) });

/** A hotel's public settings (`/hotels/{code}/settings/booking_widget`), undefined when there are none to read. */
export type HotelSettingsRead = (hotelCode: string | null) => Promise<unknown>;

/**
 * The one read of a hotel's public settings the document's policy needs (its parent origins, its payment script
 * origins), cached per hotel, so a document asks the API at most once. An unknown hotel is remembered as having
 * none; a failed look-up (a 503, a 500, no answer) is not, and the next document asks again.
 */
export function cachedHotelSettings(apiOrigin: string, fetchSettings: (url: string) => Promise<Response> = fetch): HotelSettingsRead {
  const cache = new Map<string, { settings: Promise<unknown>; until: number }>();
  return (hotelCode) => {
    if (hotelCode === null || !HOTEL_CODE.test(hotelCode)) return Promise.resolve(undefined);
    const cached = cache.get(hotelCode);
    if (cached && cached.until > Date.now()) return cached.settings;
    const settings = fetchSettings(`${apiOrigin}/hotels/${hotelCode}/settings/booking_widget`)
      .then(async (response): Promise<unknown> => {
        if (response.status === 404) return undefined;
        if (!response.ok) throw new Error(`settings answered ${response.status}`);
        return response.json();
      })
      .catch(() => {
        cache.delete(hotelCode);
        return undefined;
      });
    cache.set(hotelCode, { settings, until: Date.now() + PARENTS_TTL_MS });
    return settings;
  };
}

/**
 * The origins a hotel lets frame the app: the `allowed_parent_origins` of its public settings call, the same list
 * the app checks before it talks to its parent. An unknown hotel, or an API that does not answer, gives no origin
 * at all (the document then refuses every frame).
 */
export function parentOriginsFromSettings(settingsOf: HotelSettingsRead): (hotelCode: string | null) => Promise<string[]> {
  return async (hotelCode) => {
    const parsed = ZParentOrigins.safeParse(await settingsOf(hotelCode));
    return parsed.success ? parsed.data.allowed_parent_origins.filter(isOrigin) : [];
  };
}

/**
 * The script origins a hotel's page needs beyond the app's own: PayPal's JS SDK for a hotel whose provider takes
 * PayPal (paypal, gmo-paypal, paygent-paypal; ADR 249, 256), which the stand-in serves on the API origin as PayPal
 * serves it on its own. None for any other.
 */
export function paymentScriptOriginsFromSettings(apiOrigin: string, settingsOf: HotelSettingsRead): (hotelCode: string | null) => Promise<string[]> {
  return async (hotelCode) => {
    const parsed = ZPaymentProvider.safeParse(await settingsOf(hotelCode));
    const provider = parsed.success ? parsed.data.payment_gateway_setting?.provider : undefined;
    return provider !== undefined && isPayPalProvider(provider) ? [apiOrigin] : [];
  };
}

/** Only a plain scheme://host[:port] goes into the policy, so a stored value cannot add a directive. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

export type AppPolicyInput = {
  nonce: string;
  /** The API the app calls; it also plays the card issuer, whose 3-D Secure page is the only frame the app opens. */
  apiOrigin: string;
  /** Origins allowed to frame this document; none means no page may frame it. */
  frameAncestors: string[];
  /** Script origins beyond the app's own: a payment provider's SDK, for its hotels only (ADR 249). */
  scriptOrigins?: string[];
};

/**
 * Scripts: only this origin's files (the build's chunks), and inline ones only with this response's nonce — so no
 * script from another origin runs on any route, payment included (PCI DSS v4 6.4.3). `strict-dynamic` is left
 * out on purpose: it would drop the origin list and let a trusted script load any other origin's.
 */
export function appDocumentPolicy({ nonce, apiOrigin, frameAncestors, scriptOrigins = [] }: AppPolicyInput): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptOrigins, `'nonce-${nonce}'`].join(' '),
    // React sets style attributes (the hotel's colours); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Room photos and brand assets come from the API; a hotel's own HTML may show its images from anywhere.
    `img-src 'self' data: blob: https: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    `frame-src ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The headers of an app document, for the hotel its address names (`hotel_code`). */
export function appDocumentHeaders(
  apiOrigin: string,
  parentOrigins: (hotelCode: string | null) => Promise<string[]>,
  scriptOrigins: (hotelCode: string | null) => Promise<string[]> = () => Promise.resolve([]),
): (url: URL, nonce: string) => Promise<Record<string, string>> {
  return async (url, nonce) => ({
    'Content-Security-Policy': appDocumentPolicy({
      nonce,
      apiOrigin,
      frameAncestors: await parentOrigins(url.searchParams.get('hotel_code')),
      scriptOrigins: await scriptOrigins(url.searchParams.get('hotel_code')),
    }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
}
