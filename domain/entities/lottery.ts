import * as z from 'zod/mini';
import { BOOKING_SOURCES } from '../constants/booking-sources';
import { UI_LOCALES } from '../constants/locales';
import { LOTTERY_STATUSES } from '../rules/lottery-status';
import { ZId, ZIsoDate } from './common';
import { ZBookerRequest } from './reservation';

// Document 1 section 3 "Lottery": an event (id, notification, min and max nights), an entry (entry number, hotel,
// result, result date, reservation deadline, status) and a result containing the reservation.

export const ZLotteryEvent = z.object({
  id: ZId,
  hotel_id: ZId,
  name: z.string(),
  notification: z.string(),
  min_nights: z.int().check(z.positive()),
  max_nights: z.int().check(z.positive()),
  /** Instants (ISO 8601): entries are taken and changed only between them. */
  participation_start: z.string(),
  participation_end: z.string(),
  /** The stay an entry may ask for: check-in from stay_start, check-out at most stay_end. */
  stay_start: ZIsoDate,
  stay_end: ZIsoDate,
  result_date: ZIsoDate,
  room_type_name: z.string(),
  room_plan_name: z.string(),
  max_adults: z.int().check(z.positive()),
  /** Open for entries now (inside the participation period and not yet drawn). */
  is_open: z.boolean(),
  /** Shown through a preview link, before it opens. */
  is_preview: z.boolean(),
});
export type LotteryEvent = z.infer<typeof ZLotteryEvent>;

/** The language the event's texts are answered in; an entry's own language when absent. */
export const ZLotteryLocaleQuery = z.object({ locale: z.optional(z.enum(UI_LOCALES)) });

export const ZLotteryEventQuery = z.extend(ZLotteryLocaleQuery, {
  /** A preview link's token (document 2 section 9: the preview lasts 5 minutes). */
  lottery_access_token: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

const ZStayRequest = z.object({ checkin: ZIsoDate, checkout: ZIsoDate, adults: z.int().check(z.minimum(1), z.maximum(20)) });

export const ZLotteryEntryRequest = z.extend(ZStayRequest, {
  lottery_event_id: ZId,
  locale: z.enum(UI_LOCALES),
  /**
   * The booking's booker: with the kana readings the winner booking will need where asksKana says (ADR 226) and the
   * address where the hotel requires one (ADR 231), checked by the booking's own rules.
   */
  booker: ZBookerRequest,
});
export type LotteryEntryRequest = z.infer<typeof ZLotteryEntryRequest>;

/** An update changes the stay only, inside the participation period. */
export const ZLotteryEntryUpdate = ZStayRequest;
export type LotteryEntryUpdate = z.infer<typeof ZLotteryEntryUpdate>;

/** The winner's booking names the channel the app was opened through, as every booking does (ADR 233). */
export const ZLotteryWinBooking = z.object({ booking_source: z.enum(BOOKING_SOURCES) });
export type LotteryWinBooking = z.infer<typeof ZLotteryWinBooking>;

export const ZLotteryEntry = z.object({
  entry_number: z.string(),
  lottery_event_id: ZId,
  event_name: z.string(),
  hotel: z.object({ id: ZId, code: z.string(), name: z.string() }),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  adults: z.int(),
  status: z.enum(LOTTERY_STATUSES),
  /** The draw's date, once drawn; the event's announced result date before. */
  result_date: ZIsoDate,
  /** The last hotel date a winner may book on; null until won. */
  reservation_deadline: z.nullable(ZIsoDate),
  participation_end: z.string(),
  /** Whether the entry can still be changed or cancelled (registered, inside the participation period). */
  updatable: z.boolean(),
  /** The result's reservation, once the winner has booked. */
  reservation: z.nullable(z.object({ reservation_number: z.string(), checkin_date: ZIsoDate, checkout_date: ZIsoDate, total_price: z.int() })),
  created_at: z.string(),
});
export type LotteryEntry = z.infer<typeof ZLotteryEntry>;
