import * as z from 'zod/mini';
import { TIME } from '#domain/constants/limits.ts';
import { ZAttribution, type Attribution } from '#domain/entities/attribution.ts';
import type { StartupQuery } from '#app/platform/read-startup-query.ts';
import { readStoredJson, writeStoredJson } from '#app/platform/safe-storage.ts';

// The marketing fields of the landing (document 1 sections 2 and 3; ADR 233): read once at startup, kept for the
// hotel like the search criteria (one hour), and sent with the booking so the hotel sees what brought it.
// Session storage rather than the criteria's cookie: a cookie written inside a hotel page's frame is third-party
// and dropped by most browsers, while the frame's session storage is kept for the tab.

type AdsQuery = Pick<StartupQuery, 'ads' | 'metasearchSource' | 'segmentIds'>;

const ZStoredAttribution = z.object({ fields: ZAttribution, expires_at: z.int() });

function storageKey(hotelCode: string): string {
  return `hbw:attribution:${hotelCode}`;
}

function list(text: string | null): string[] | undefined {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

function whole(text: string | null): number | undefined {
  return text !== null && /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * The landing's marketing fields: the ad parameters the startup query read (no longer dropped) and the search form's
 * own. A malformed field is left out rather than refused: it must never stop a guest from booking. Null when the
 * landing carried none.
 */
export function landingAttribution(startup: AdsQuery, search: string): Attribution | null {
  const query = new URLSearchParams(search);
  const text = (key: string) => query.get(key)?.trim() || undefined;
  const candidate: Record<keyof Attribution, unknown> = {
    gclid: startup.ads.gclid ?? undefined,
    yclid: startup.ads.yclid ?? undefined,
    campaignid: startup.ads.campaignid ?? undefined,
    adgroupid: startup.ads.adgroupid ?? undefined,
    keyword: startup.ads.keyword ?? undefined,
    metasearch_source: startup.metasearchSource ?? undefined,
    segment_ids: startup.segmentIds.length > 0 ? startup.segmentIds : undefined,
    google_site: text('google_site'),
    google_promo_code: text('google_promo_code'),
    room_plan_codes: list(query.get('room_plan_codes') ?? query.get('room_plan_code')),
    room_count: whole(query.get('room_count')),
    voucher_coupon_code: text('voucher_coupon_code'),
    price_displayed_total: whole(query.get('price_displayed_total')),
    reservation_no: text('reservation_no'),
  };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    const checked = ZAttribution.shape[key as keyof Attribution].safeParse(value);
    if (checked.success) fields[key] = checked.data;
  }
  return Object.keys(fields).length > 0 ? ZAttribution.parse(fields) : null;
}

/** A landing with marketing fields replaces the hotel's kept ones whole; one without any keeps them. */
export function rememberAttribution(hotelCode: string, attribution: Attribution | null, now: number = Date.now()): void {
  if (!attribution) return;
  writeStoredJson('session', storageKey(hotelCode), { fields: attribution, expires_at: now + TIME.searchCriteriaCookieMs });
}

/** The hotel's kept marketing fields for the booking, unless an hour has passed since the landing. */
export function readAttribution(hotelCode: string, now: number = Date.now()): Attribution | undefined {
  const stored = ZStoredAttribution.safeParse(readStoredJson('session', storageKey(hotelCode)));
  return stored.success && stored.data.expires_at > now ? stored.data.fields : undefined;
}
