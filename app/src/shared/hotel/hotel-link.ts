/**
 * Query keys an in-app address carries over from the current one besides the hotel: the guest's language, the
 * preview flag and the maintenance bypass (which "may add maintenance_mode=false to addresses").
 */
const CARRIED_QUERY_KEYS = ['locale', 'tripla_preview', 'maintenance_mode'] as const;

function carried(url: URL, current: URLSearchParams): string {
  for (const key of CARRIED_QUERY_KEYS) {
    const value = current.get(key);
    if (value !== null && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Only the carried keys of an address: what the links built from it depend on. */
export function carriedQueryOf(current: URLSearchParams): string {
  return new URLSearchParams(CARRIED_QUERY_KEYS.flatMap((key) => {
    const value = current.get(key);
    return value === null ? [] : [[key, value]];
  })).toString();
}

/** Adds the carried keys to an in-app address (the travel-agency site's own pages, which have no hotel). */
export function withCarriedQuery(to: string, current: URLSearchParams): string {
  return carried(new URL(to, 'https://app.invalid'), current);
}

/**
 * Adds the hotel code (and the carried keys) to an in-app address: the app cannot start without the code, so
 * every address it produces must survive a reload or a shared link.
 */
export function withHotelQuery(to: string, hotelCode: string, current: URLSearchParams): string {
  const url = new URL(to, 'https://app.invalid');
  url.searchParams.set('hotel_code', hotelCode);
  return carried(url, current);
}
