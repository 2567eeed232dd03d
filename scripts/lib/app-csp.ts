// The Content-Security-Policy and headers of the app's HTML documents (issue 13, ADR 196).
import * as z from 'zod/mini';

/**
 * Vite writes this where a nonce goes (`html.cspNonce` in vite.config.ts: every script and link tag, and the meta
 * tag its preload helper reads); the static server puts a fresh nonce in its place for each document.
 */
export const CSP_NONCE_PLACEHOLDER = 'csp-nonce-placeholder';

/** A hotel code as the API spells them; anything else names no hotel and is never sent on to the API. */
const HOTEL_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** How long a hotel's allowed parent origins are kept before the settings are asked again. */
const PARENTS_TTL_MS = 60_000;

const ZParentOrigins = z.object({ allowed_parent_origins: z.array(z.string()) });
const ZPaymentProvider = z.object({ payment_gateway_setting: z.nullable(z.object({ provider: z.string() })) });

/**
 * The origins a hotel lets frame the app: the `allowed_parent_origins` of its public settings call, the same list
 * the app checks before it talks to its parent. Cached per hotel; an unknown hotel, or an API that does not
 * answer, gives no origin at all (the document then refuses every frame).
 */
export function parentOriginsFromSettings(apiOrigin: string, fetchSettings: typeof fetch = fetch): (hotelCode: string | null) => Promise<string[]> {
  return originsFromSettings(apiOrigin, fetchSettings, (settings) => {
    const parsed = ZParentOrigins.safeParse(settings);
    return parsed.success ? parsed.data.allowed_parent_origins.filter(isOrigin) : [];
  });
}

/**
 * The script origins a hotel's page needs beyond the app's own: PayPal's JS SDK for a hotel whose provider is
 * PayPal (ADR 249), which the stand-in serves on the API origin as PayPal serves it on its own. None for any other.
 */
export function paymentScriptOriginsFromSettings(apiOrigin: string, fetchSettings: typeof fetch = fetch): (hotelCode: string | null) => Promise<string[]> {
  return originsFromSettings(apiOrigin, fetchSettings, (settings) => {
    const parsed = ZPaymentProvider.safeParse(settings);
    return parsed.success && parsed.data.payment_gateway_setting?.provider === 'paypal' ? [apiOrigin] : [];
  });
}

/** Origins read from a hotel's public settings call, cached per hotel; a failed look-up gives none and is not kept. */
function originsFromSettings(apiOrigin: string, fetchSettings: typeof fetch, pick: (settings: unknown) => string[]): (hotelCode: string | null) => Promise<string[]> {
  const cache = new Map<string, { origins: Promise<string[]>; until: number }>();
  return (hotelCode) => {
    if (hotelCode === null || !HOTEL_CODE.test(hotelCode)) return Promise.resolve([]);
    const cached = cache.get(hotelCode);
    if (cached && cached.until > Date.now()) return cached.origins;
    const origins = fetchSettings(`${apiOrigin}/hotels/${hotelCode}/settings/booking_widget`)
      .then(async (response) => {
        // An unknown hotel is an answer worth keeping; a 503 or a 500 is not, and is asked again next time.
        if (response.status === 404) return [];
        if (!response.ok) throw new Error(`settings answered ${response.status}`);
        return pick(await response.json());
      })
      .catch(() => {
        // A failed look-up is not remembered: the next document asks again.
        cache.delete(hotelCode);
        return [];
      });
    cache.set(hotelCode, { origins, until: Date.now() + PARENTS_TTL_MS });
    return origins;
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
