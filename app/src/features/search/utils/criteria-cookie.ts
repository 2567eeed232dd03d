import { TIME } from '#domain/constants/limits.ts';
import { readCookie, writeCookie } from '#app/platform/cookies.ts';
import { CRITERIA_KEYS } from './search-criteria';

// "Search criteria are kept for one hour per hotel code in an encoded cookie" (document 1 section 3). The cookie
// holds the criteria's query parameters, so reading it back goes through the same checks as an address.

export function criteriaCookieName(hotelCode: string): string {
  return `hbw_search_${hotelCode}`;
}

/** base64 of the URI-encoded JSON: ASCII only, so any guest text (a promo code) survives the cookie. */
export function encodeCriteria(query: Record<string, string>): string {
  return btoa(encodeURIComponent(JSON.stringify(query)));
}

export function decodeCriteria(encoded: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(encoded)));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => (CRITERIA_KEYS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function rememberCriteria(hotelCode: string, query: Record<string, string>, doc: Document = document): void {
  writeCookie(criteriaCookieName(hotelCode), encodeCriteria(query), TIME.searchCriteriaCookieMs, doc);
}

/**
 * The criteria to read: the address's when it carries any ("query parameters win"), else the ones remembered
 * for the hotel. Mixing the two key by key would let a remembered day use or filter creep into a search the
 * address states without them (an absent key is a default, not a gap), so the address is taken whole.
 */
export function withRememberedCriteria(query: URLSearchParams, hotelCode: string, doc: Document = document): URLSearchParams {
  if (CRITERIA_KEYS.some((key) => query.has(key))) return query;
  const stored = readCookie(criteriaCookieName(hotelCode), doc);
  if (stored === null) return query;
  const merged = new URLSearchParams(query);
  for (const [key, value] of Object.entries(decodeCriteria(stored))) merged.set(key, value);
  return merged;
}
