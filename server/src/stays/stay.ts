import { nightsBetween, todayIn } from '#domain/rules/nights.ts';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';

/** The nights of a stay: check-in included, check-out excluded. */
export type Stay = { checkin: string; checkout: string; nights: number };

/** Spec document 2 section 8.2: "reservations accepted only within reservable_period_months from today". */
const OUTSIDE_RESERVABLE_PERIOD = 1903;

/**
 * A stay the hotel may sell: at least one night, starting no earlier than the hotel's today and no later
 * than its reservable period allows. The hotel's today is taken in its own time zone.
 */
export function bookableStay(hotel: HotelRow, checkin: string, checkout: string, now: Date): Stay {
  const nights = nightsBetween(checkin, checkout);
  if (nights < 1) {
    throw invalidRequest('Check-out must be after check-in.', { checkout: [{ error: 'checkout must be after checkin' }] });
  }
  const today = hotelToday(hotel, now);
  if (checkin < today) {
    throw invalidRequest('Check-in cannot be in the past.', { checkin: [{ error: 'checkin is in the past' }] });
  }
  if (checkin > addMonths(today, hotel.reservable_period_months)) {
    throw invalidRequest(
      `Reservations are accepted only within ${hotel.reservable_period_months} months from today.`,
      { checkin: [{ error: 'checkin is outside the reservable period', code: OUTSIDE_RESERVABLE_PERIOD }] },
      OUTSIDE_RESERVABLE_PERIOD,
    );
  }
  return { checkin, checkout, nights };
}

export function hotelToday(hotel: HotelRow, now: Date): string {
  return todayIn(hotel.time_zone, now);
}

/** Calendar months ahead, clamped to the month's last day (01-31 plus one month is 02-28 or 02-29). */
function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
