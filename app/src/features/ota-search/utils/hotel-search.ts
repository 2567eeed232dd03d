import * as z from 'zod/mini';
import { COUNTS } from '#domain/constants/limits.ts';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';
import { toFormDate, wholeParam, ZFormDate } from '#app/shared/stay-search/form-date.ts';

/** The travel-agency hotel search: the stay, the guests and an optional name to look for. */
export type OtaHotelSearch = { checkin: IsoDate; checkout: IsoDate; adults: number; rooms: number; keyword?: string };

export const MAX_ROOMS = 10;
export const MAX_KEYWORD_LENGTH = 100;

/** What the form holds: dates as the guest types them, YYYY/MM/DD (document 2 section 9.3). */
export type HotelSearchDraft = { checkin: string; checkout: string; adults: number; rooms: number; keyword: string };

/** The search in the address (/search-hotels?checkin&checkout&adults&rooms&keyword); null unless the dates are usable. */
export function readHotelSearch(query: URLSearchParams, today: IsoDate): OtaHotelSearch | null {
  const checkin = ZIsoDate.safeParse(query.get('checkin'));
  const checkout = ZIsoDate.safeParse(query.get('checkout'));
  if (!checkin.success || !checkout.success || checkin.data < today || checkout.data <= checkin.data) return null;
  const keyword = query.get('keyword')?.trim().slice(0, MAX_KEYWORD_LENGTH);
  return {
    checkin: checkin.data,
    checkout: checkout.data,
    adults: wholeParam(query.get('adults'), 1, COUNTS.defaultMaxGuestsPerRoom) ?? COUNTS.defaultAdults,
    rooms: wholeParam(query.get('rooms'), 1, MAX_ROOMS) ?? COUNTS.defaultRoomCount,
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
