import type { KidsSetting } from '#domain/entities/settings.ts';
import { maxSharedBedChildren } from '#domain/rules/kids.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, type ErrorDetail } from '../http/api-error';
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
  rooms: readonly (PricedGuests & { shared_bed_children?: number | undefined })[],
  kidsAges: readonly (readonly number[])[] | undefined,
): SearchedRoom[] {
  const rates = listChildRates(db, hotel.id);
  const sharing = sharedBedIssues(hotel, rooms);
  if (Object.keys(sharing).length > 0) throw invalidRequest('Too many children sharing a bed for this room.', sharing);
  return rooms.map((room, i) => ({
    adults: room.adults,
    children: room.children,
    childPercents: childPercents(rates, { ...room, kids_ages: kidsAges?.[i] ?? room.kids_ages }, kidsAges ? `kids_ages.${i}` : `rooms.${i}`),
  }));
}

/** How many of a room's children may share an adult's bed at this hotel (domain/rules/kids.ts). */
export function sharedBedLimit(hotel: HotelRow, adults: number, children: number): number {
  const setting = {
    accept_type: hotel.kids_accept_type as KidsSetting['accept_type'],
    kids_bed_type: hotel.kids_bed_type as KidsSetting['kids_bed_type'],
    shared_bed_type: hotel.kids_shared_bed_type as KidsSetting['shared_bed_type'],
  };
  return maxSharedBedChildren(setting, adults, children);
}

/**
 * Children sharing an adult's bed only where the hotel offers it, and no more than its rule allows per room: the
 * search and the booking check it alike.
 */
export function sharedBedIssues(
  hotel: HotelRow,
  rooms: readonly { adults: number; children: number; shared_bed_children?: number | undefined }[],
): Record<string, ErrorDetail[]> {
  const fields: Record<string, ErrorDetail[]> = {};
  rooms.forEach((room, i) => {
    if ((room.shared_bed_children ?? 0) > sharedBedLimit(hotel, room.adults, room.children)) {
      fields[`rooms.${i}.shared_bed_children`] = [{ error: 'too many children sharing a bed' }];
    }
  });
  return fields;
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
