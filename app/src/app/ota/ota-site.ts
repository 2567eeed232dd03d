import { withCarriedQuery } from '#app/shared/hotel/hotel-link.ts';
import { paths } from '../paths';
import { otaPaths, type OtaRouteName } from './ota-paths';
import { OTA_PRODUCT } from '#domain/constants/booking-sources.ts';

// What makes the app the travel-agency (OTA) variant, and the routing rules between the two variants. The
// variant is the site's host: the travel-agency site is its own host name serving the same build, listed in the
// page's `ota-hosts` meta tag, which the static server fills at serve time like the API address (ADR 120).

type Address = { pathname: string; search: string };

/** The host names the travel-agency site answers on, from the page (empty: the standard variant everywhere). */
export function readOtaHosts(doc: Pick<Document, 'querySelector'> = document): string[] {
  const content = doc.querySelector('meta[name="ota-hosts"]')?.getAttribute('content') ?? '';
  return content
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export function isOtaSite(hostname: string, otaHosts: readonly string[]): boolean {
  return otaHosts.includes(hostname.toLowerCase());
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The OTA route an address path is, with its `:name` parameters; null for a path the variant does not have. */
export function matchOtaRoute(pathname: string): { name: OtaRouteName; params: Record<string, string> } | null {
  const parts = segments(pathname);
  for (const [name, route] of Object.entries(otaPaths) as [OtaRouteName, (typeof otaPaths)[OtaRouteName]][]) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const actual = parts[index] ?? '';
      if (!part.startsWith(':')) return part === actual;
      params[part.slice(1)] = decodeURIComponent(actual);
      return actual !== '';
    });
    if (matches) return { name, params };
  }
  return null;
}

/**
 * Which app an OTA address starts: the site's own pages run without a hotel, a hotel's booking pages run the
 * standard startup for that hotel. Moving between the two is a page load, not a client-side navigation.
 */
export type OtaMode = 'site' | 'hotel';

export function otaModeOf(pathname: string): OtaMode {
  const match = matchOtaRoute(pathname);
  return match && otaPaths[match.name].hotel ? 'hotel' : 'site';
}

/** "A missing hotel code, with none derivable from the path": /hotels/{code} names its hotel. */
export function otaHotelCodeFromPath(pathname: string): string | null {
  const match = matchOtaRoute(pathname);
  return match?.name === 'hotel' ? (match.params.code ?? null) : null;
}

function hotelCodeOf(query: URLSearchParams): string | null {
  return query.get('hotel_code')?.trim() || query.get('code')?.trim() || null;
}

function searchText(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The home page, keeping only what every in-app address carries (language, preview, maintenance bypass). */
function home(query: URLSearchParams): Address {
  const url = new URL(withCarriedQuery(otaPaths.home.build(), query), 'https://app.invalid');
  return { pathname: url.pathname, search: url.search };
}

/**
 * Where an address belongs on the travel-agency site; the same address when it is one of the variant's pages.
 * The standard room search of a hotel becomes that hotel's page (/hotels/{code}), so the standard screens' own
 * links keep working; every other address of the standard variant, and the variant's routes without a screen,
 * go to the home page.
 */
export function otaAddress({ pathname, search }: Address): Address {
  // A product path (document 1 section 2) is the site router's to send on (ota-product-paths.ts, ADR 242).
  if (isOtaProductPath(pathname)) return { pathname, search };
  const query = new URLSearchParams(search);
  const match = matchOtaRoute(pathname);
  if (match) return otaPaths[match.name].screen ? { pathname, search } : home(query);
  const hotelCode = hotelCodeOf(query);
  if (pathname.replace(/\/+$/, '') === paths.results.path && hotelCode) {
    query.delete('hotel_code');
    query.delete('code');
    return { pathname: otaPaths.hotel.build(hotelCode), search: searchText(query) };
  }
  return home(query);
}

/** /reservation-{product}/…: the path builders' booking addresses, resolved by the site's router (its own chunk). */
export function isOtaProductPath(pathname: string): boolean {
  return pathname.startsWith(`/reservation-${OTA_PRODUCT}/`);
}

/** The variant's routes the standard variant does not have ("/" is in both). */
const OTA_ONLY_ROUTES: readonly OtaRouteName[] = ['test', 'searchHotels', 'hotel', 'confirmReservation', 'payment'];

/**
 * On the standard site, an address of the travel-agency site goes to the standard room search, keeping its query;
 * a hotel page's code becomes the hotel_code the standard startup reads. Null when the address is the standard's.
 */
export function standardAddressForOtaOnly({ pathname, search }: Address): Address | null {
  const match = matchOtaRoute(pathname);
  if (!match || !OTA_ONLY_ROUTES.includes(match.name)) return null;
  const query = new URLSearchParams(search);
  if (match.name === 'hotel' && match.params.code) query.set('hotel_code', match.params.code);
  return { pathname: paths.results.path, search: searchText(query) };
}
