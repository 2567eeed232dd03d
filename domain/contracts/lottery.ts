import * as z from 'zod/mini';
import {
  ZLotteryEntry,
  ZLotteryEntryRequest,
  ZLotteryEntryUpdate,
  ZLotteryEvent,
  ZLotteryEventQuery,
  ZLotteryLocaleQuery,
  ZLotteryWinBooking,
} from '../entities/lottery';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams, ZPositiveIntParam } from './query-params';

// Document 2 section 7.10: the event, entering, reading, updating and cancelling an entry, the member's entries,
// and (ADR 229) the winner's booking and declining. Every entry call needs the member's bearer token and acts only
// on that member's entries: another member's entry is refused with lottery_account_mismatch (403).

const ZEntryParams = z.extend(ZHotelIdParams, { entryNumber: z.string().check(z.regex(/^L[A-Z2-7]{9}$/)) });

export const getLotteryEvent = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/lottery_events/:eventId',
  params: z.extend(ZHotelIdParams, { eventId: ZPositiveIntParam }),
  query: ZLotteryEventQuery,
  body: ZNoBody,
  response: z.object({ data: ZLotteryEvent }),
  session: true,
});

/** Enters the signed-in member: 3752 outside the period, 3753 a stay that does not apply, 3756 entered already, 3760 drawn. */
export const enterLottery = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/lottery_results',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZLotteryEntryRequest,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

export const getLotteryEntry = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/lottery_results/:entryNumber',
  params: ZEntryParams,
  query: ZLotteryLocaleQuery,
  body: ZNoBody,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

export const updateLotteryEntry = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/lottery_results/:entryNumber',
  params: ZEntryParams,
  query: ZNone,
  body: ZLotteryEntryUpdate,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

/** Cancels a registered entry inside the participation period; it cannot be undone. */
export const cancelLotteryEntry = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/lottery_results/:entryNumber/cancel',
  params: ZEntryParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

/** The winner's booking: the result becomes a reservation (paid at the hotel). 3754 after the deadline. */
export const bookLotteryWin = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/lottery_results/:entryNumber/reservation',
  params: ZEntryParams,
  query: ZNone,
  body: ZLotteryWinBooking,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

/** The winner gives the room up (shown as entry cancelled). */
export const declineLotteryWin = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/lottery_results/:entryNumber/decline',
  params: ZEntryParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZLotteryEntry }),
  session: true,
});

/** The signed-in member's entries at this brand, newest first (My account's lottery tab). */
export const listMyLotteryEntries = defineContract({
  method: 'GET',
  path: '/user/lottery_results',
  params: ZNone,
  query: ZLotteryLocaleQuery,
  body: ZNoBody,
  response: z.object({ data: z.array(ZLotteryEntry) }),
  session: true,
});
