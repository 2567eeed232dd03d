import { addDays } from '../../../domain/rules/nights';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import { roomsLimit, type HotelRow } from '../hotels/hotel-row';
import { childPercents, listChildRates, type PricedGuests } from '../pricing/child-percents';
import { bookableStay, hotelToday, type Stay } from '../stays/stay';
import type { OfferScope, SearchedRoom } from './find-offers';
import { listRoomPlans, listRoomTypes, type RoomPlanRow } from './offer-rows';

export function checkRoomsLimit(hotel: HotelRow, count: number): void {
  const limit = roomsLimit(hotel);
  if (count > limit) {
    throw invalidRequest(`This hotel takes at most ${limit} rooms in one search.`, { rooms: [{ error: `at most ${limit} rooms` }] });
  }
}

/** Day use is a search only hotels with day_use_search_active offer. */
export function checkDayUse(hotel: HotelRow, dayUse: boolean): void {
  if (dayUse && hotel.day_use_search_active !== 1) {
    throw invalidRequest('This hotel has no day-use search.', { is_day_use: [{ error: 'day use is not offered' }] });
  }
}

/** The searched rooms with each child's percent of the rate, from tiers or ages (ages win when given). */
export function searchedRooms(
  db: Database,
  hotel: HotelRow,
  rooms: readonly PricedGuests[],
  kidsAges: readonly (readonly number[])[] | undefined,
): SearchedRoom[] {
  const rates = listChildRates(db, hotel.id);
  return rooms.map((room, i) => ({
    adults: room.adults,
    children: room.children,
    childPercents: childPercents(rates, { ...room, kids_ages: kidsAges?.[i] ?? room.kids_ages }, kidsAges ? `kids_ages.${i}` : `rooms.${i}`),
  }));
}

export function offerScope(
  db: Database,
  hotel: HotelRow,
  now: Date,
  dayUse: boolean,
  visible: (plan: RoomPlanRow) => boolean = () => true,
): OfferScope {
  return {
    db,
    hotel,
    today: hotelToday(hotel, now),
    roomTypes: listRoomTypes(db, hotel.id),
    roomPlans: listRoomPlans(db, hotel.id, dayUse).filter(visible),
    dayUse,
  };
}

/** A day-use stay is the check-in day alone, priced and counted as that day's one "night". */
export function searchStay(hotel: HotelRow, checkin: string, checkout: string | undefined, dayUse: boolean, now: Date): Stay {
  return bookableStay(hotel, checkin, dayUse ? addDays(checkin, 1) : (checkout ?? checkin), now);
}
