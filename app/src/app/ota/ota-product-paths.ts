import { OTA_PRODUCT } from '#domain/constants/booking-sources.ts';
import { paths } from '../paths';
import { buildQuery } from '../routing/url-rewrites';
import { otaPaths } from './ota-paths';

// Document 1 section 2, "Path builders": a hotel's booking pages under the product's name,
// /reservation-{product}/{code}/search?{query}, /guest-detail, /payment and /confirmation (ADR 242). Links from
// outside (a hotel's widget, a mail, a partner) use them; the travel-agency site opens each as its own page.

type Address = { pathname: string; search: string };

export const PRODUCT_STEPS = ['search', 'guest-detail', 'payment', 'confirmation'] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

const prefix = `/reservation-${OTA_PRODUCT}/`;
/** The site router's route of the product paths (app/src/app/ota/ota-router.tsx). */
export const OTA_PRODUCT_PATH = `${prefix}:code/:step`;

/** "The search path drops the code parameter and empty values": the hotel is in the path. */
export function otaProductPath(code: string, step: ProductStep, query: Record<string, string | undefined> = {}): string {
  const kept = step === 'search' ? Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'code' && key !== 'hotel_code')) : query;
  return `${prefix}${encodeURIComponent(code)}/${step}${buildQuery(kept)}`;
}

function parse(pathname: string): { code: string; step: ProductStep } | null {
  if (!pathname.startsWith(prefix)) return null;
  const [code, step, ...rest] = pathname.slice(prefix.length).split('/').filter(Boolean);
  if (!code || rest.length > 0 || !(PRODUCT_STEPS as readonly string[]).includes(step ?? '')) return null;
  return { code: decodeURIComponent(code), step: step as ProductStep };
}

const searchOf = (query: URLSearchParams) => (query.toString() ? `?${query.toString()}` : '');

/**
 * The site's own address of a product path, or null when the path is not one: the search is the hotel's page,
 * guest detail and payment are the hotel's guest detail and payment pages, and the confirmation is the
 * reservation's (its number in reservation_no, with the proof the link carries). Payment is the site's own payment
 * page (ADR 260), which sends a guest without verified details on to guest detail.
 */
export function otaProductAddress({ pathname, search }: Address): Address | null {
  const parsed = parse(pathname);
  if (!parsed) return null;
  const query = new URLSearchParams(search);
  query.delete('code');
  query.delete('hotel_code');
  if (parsed.step === 'search') return { pathname: otaPaths.hotel.build(parsed.code), search: searchOf(query) };
  query.set('hotel_code', parsed.code);
  if (parsed.step === 'confirmation') {
    const number = query.get('reservation_no');
    if (!number) return null;
    query.delete('reservation_no');
    return { pathname: paths.confirmation.path.replace(':confirmationNumber', encodeURIComponent(number)), search: searchOf(query) };
  }
  return { pathname: parsed.step === 'payment' ? otaPaths.payment.path : otaPaths.guestDetail.path, search: searchOf(query) };
}
