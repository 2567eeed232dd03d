import type { Database } from '../db/open-database';

/**
 * Whether an address a request asks to be sent to (a link's return, /member-confirmation's redirect_url) is one
 * the brand vouches for: the app's own origins, or a page origin one of the brand's hotels allows to embed it
 * (hotel_allowed_origins). Anything else is an open redirect (OWASP Unvalidated Redirects): refused.
 */
export function isBrandAddress(db: Database, brandId: number, appOrigins: readonly string[], address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  if (appOrigins.includes(url.origin)) return true;
  return (
    db
      .prepare<[number, string], { found: number }>(
        `SELECT 1 AS found FROM hotel_allowed_origins JOIN hotels ON hotels.id = hotel_allowed_origins.hotel_id
         WHERE hotels.brand_id = ? AND hotel_allowed_origins.origin = ? LIMIT 1`,
      )
      .get(brandId, url.origin) !== undefined
  );
}
