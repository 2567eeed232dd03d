import * as z from 'zod/mini';
import { COUNTS } from '#domain/constants/limits.ts';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';

/** The travel-agency hotel search: the stay, the guests and an optional name to look for. */
export type OtaHotelSearch = { checkin: IsoDate; checkout: IsoDate; adults: number; rooms: number; keyword?: string };

export const MAX_ROOMS = 10;
export const MAX_KEYWORD_LENGTH = 100;

/** What the form holds: dates as the guest types them, YYYY/MM/DD (document 2 section 9.3). */
export type HotelSearchDraft = { checkin: string; checkout: string; adults: number; rooms: number; keyword: string };

export function toFormDate(date: IsoDate): string {
  return date.replaceAll('-', '/');
}

/** YYYY/MM/DD (full-width digits and one-digit months or days accepted) as an ISO date; null when it is none. */
export function fromFormDate(text: string): IsoDate | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return ZIsoDate.safeParse(iso).success ? iso : null;
}

function whole(text: string | null, min: number, max: number): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The search in the address (/search-hotels?checkin&checkout&adults&rooms&keyword); null unless the dates are usable. */
export function readHotelSearch(query: URLSearchParams, today: IsoDate): OtaHotelSearch | null {
  const checkin = ZIsoDate.safeParse(query.get('checkin'));
  const checkout = ZIsoDate.safeParse(query.get('checkout'));
  if (!checkin.success || !checkout.success || checkin.data < today || checkout.data <= checkin.data) return null;
  const keyword = query.get('keyword')?.trim().slice(0, MAX_KEYWORD_LENGTH);
  return {
    checkin: checkin.data,
    checkout: checkout.data,
    adults: whole(query.get('adults'), 1, COUNTS.defaultMaxGuestsPerRoom) ?? COUNTS.defaultAdults,
    rooms: whole(query.get('rooms'), 1, MAX_ROOMS) ?? COUNTS.defaultRoomCount,
    ...(keyword ? { keyword } : {}),
  };
}

/** The form's starting values: the search in the address, else tomorrow for one night with the default guests. */
export function initialDraft(search: OtaHotelSearch | null, today: IsoDate): HotelSearchDraft {
  const checkin = search?.checkin ?? addDays(today, 1);
  return {
    checkin: toFormDate(checkin),
    checkout: toFormDate(search?.checkout ?? addDays(checkin, 1)),
    adults: search?.adults ?? COUNTS.defaultAdults,
    rooms: search?.rooms ?? COUNTS.defaultRoomCount,
    keyword: search?.keyword ?? '',
  };
}

/** A date as the guest types it (YYYY/MM/DD), as an ISO date; 'dateFormat' (an ota errors key) when it is none. */
export const ZFormDate = z.pipe(
  z.string(),
  z.transform((text: string, context): IsoDate => {
    const date = fromFormDate(text);
    if (date) return date;
    context.issues.push({ code: 'custom', message: 'dateFormat', input: text });
    return z.NEVER;
  }),
);

/**
 * The search the form describes, or what is wrong with it, field by field (messages are the ota catalog's errors
 * keys). A check-out is compared only with a check-in that is a date.
 */
export function hotelSearchSchema(today: IsoDate) {
  return z.pipe(
    z
      .object({
        checkin: ZFormDate.check(z.refine((date) => date >= today, 'checkinPast')),
        checkout: ZFormDate,
        adults: z.number(),
        rooms: z.number(),
        keyword: z.string().check(z.trim(), z.maxLength(MAX_KEYWORD_LENGTH, 'keywordLength')),
      })
      .check(z.refine((search) => search.checkout > search.checkin, { message: 'checkoutOrder', path: ['checkout'] })),
    z.transform(({ keyword, ...search }): OtaHotelSearch => ({ ...search, ...(keyword ? { keyword } : {}) })),
  );
}
