import { LOTTERY_UNAVAILABLE_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { LotteryEvent } from '#domain/entities/lottery.ts';
import { withinParticipation } from '#domain/rules/lottery-status.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';

/** One row of `lottery_events` (migration 042). */
export type LotteryEventRow = {
  id: number;
  hotel_id: number;
  names: string;
  notification: string;
  min_nights: number;
  max_nights: number;
  participation_start: string;
  participation_end: string;
  stay_start: string;
  stay_end: string;
  result_date: string;
  room_type_code: string;
  room_plan_code: string;
  max_adults: number;
  winners_count: number;
  booking_days: number;
  drawn_at: string | null;
};

export function findLotteryEvent(db: Database, eventId: number): LotteryEventRow | undefined {
  return db.prepare<[number], LotteryEventRow>('SELECT * FROM lottery_events WHERE id = ?').get(eventId);
}

/** The event at this hotel, or 3751: an id of another hotel reads as no event at all. */
export function requireHotelEvent(db: Database, hotel: HotelRow, eventId: number): LotteryEventRow {
  const event = findLotteryEvent(db, eventId);
  if (!event || event.hotel_id !== hotel.id) throw lotteryUnavailable();
  return event;
}

export function lotteryUnavailable(): ApiError {
  return new ApiError(404, 'lottery_unavailable', 'This lottery is not available.', { codes: [LOTTERY_UNAVAILABLE_CODE] });
}

/** Open for entries: inside the participation period and not yet drawn. */
export function isEventOpen(event: LotteryEventRow, now: Date): boolean {
  return event.drawn_at === null && withinParticipation(event, now);
}

export function eventView(db: Database, event: LotteryEventRow, locale: UiLocale, now: Date, isPreview: boolean): LotteryEvent {
  const names = db
    .prepare<[number, string], { room_type_names: string; plan_names: string }>(`
      SELECT rt.names AS room_type_names, p.names AS plan_names
      FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id JOIN plans p ON p.id = rp.plan_id
      WHERE rp.hotel_id = ? AND rp.code = ?`)
    .get(event.hotel_id, event.room_plan_code);
  if (!names) throw new Error(`lottery event ${event.id} names a room or plan its hotel does not sell`);
  return {
    id: event.id,
    hotel_id: event.hotel_id,
    name: pickLocalized(event.names, locale),
    notification: pickLocalized(event.notification, locale),
    min_nights: event.min_nights,
    max_nights: event.max_nights,
    participation_start: event.participation_start,
    participation_end: event.participation_end,
    stay_start: event.stay_start,
    stay_end: event.stay_end,
    result_date: event.result_date,
    room_type_name: pickLocalized(names.room_type_names, locale),
    room_plan_name: pickLocalized(names.plan_names, locale),
    max_adults: event.max_adults,
    is_open: isEventOpen(event, now),
    is_preview: isPreview,
  };
}
