import { addDays } from '#domain/rules/nights.ts';
import { ApiError } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { datesBetween } from '../inventory/calendar';
import { bookableStay } from '../stays/stay';
import { findOffers, type OfferScope, type SearchedRoom } from './find-offers';

type Day = {
  date: string;
  status: 'available' | 'sold_out' | 'closed';
  available_rooms: number;
  lowest_price: number | null;
  lowest_price_without_tax: number | null;
};

/**
 * Each day of from..to as a check-in: the rooms free on every night of a stay of `nights` (summed over the room
 * types that have a plan fitting the searched rooms) and the cheapest offer that has stock for all of them.
 * A day that cannot be booked (past, beyond the reservable period, nothing priced) is closed.
 */
export function availabilityCalendar(
  scope: OfferScope,
  hotel: HotelRow,
  from: string,
  to: string,
  rooms: readonly SearchedRoom[],
  nights: number,
  now: Date,
): Day[] {
  return datesBetween(from, to).map((date): Day => {
    const closed: Day = { date, status: 'closed', available_rooms: 0, lowest_price: null, lowest_price_without_tax: null };
    let stay;
    try {
      stay = bookableStay(hotel, date, addDays(date, nights), now);
    } catch (error) {
      if (error instanceof ApiError) return closed;
      throw error;
    }
    const offers = findOffers(scope, stay, rooms);
    if (offers.length === 0) return closed;
    const freeByType = new Map(offers.map((offer) => [offer.roomType.id, offer.roomCount]));
    const available = [...freeByType.values()].reduce((sum, count) => sum + count, 0);
    const bookable = offers.filter((offer) => offer.stock >= rooms.length);
    if (bookable.length === 0) return { ...closed, status: 'sold_out', available_rooms: available };
    const cheapest = bookable.reduce((best, offer) => (offer.total < best.total ? offer : best));
    return {
      date,
      status: 'available',
      available_rooms: available,
      lowest_price: cheapest.total,
      lowest_price_without_tax: cheapest.prices.reduce((sum, price) => sum + price.withoutTax, 0),
    };
  });
}
