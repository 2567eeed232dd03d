import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { freeAllotmentByRoomPlan, freeRoomsByRoomType } from '../inventory/availability';
import { roomStayPriceFor, type NightlyRate, type RoomStayPrice } from '../pricing/room-stay-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import type { Stay } from '../stays/stay';
import type { RoomPlanRow, RoomTypeRow } from './offer-rows';
import { planFitsOccupancy, planSellsDayUse, planSellsStay } from './plan-rules';

/** One searched room: its guests and each child's percent of the rate. */
export type SearchedRoom = { adults: number; children: number; childPercents: readonly number[] };

/** What a search looks through: the hotel, its room types and the plans the search may see. */
export type OfferScope = {
  db: Database;
  hotel: HotelRow;
  today: string;
  roomTypes: readonly RoomTypeRow[];
  roomPlans: readonly RoomPlanRow[];
  dayUse: boolean;
};

/** A plan sold on a room type for a stay, priced for every searched room. */
export type Offer = {
  roomType: RoomTypeRow;
  /** Rooms of the type free on every night. */
  roomCount: number;
  plan: RoomPlanRow;
  /** Rooms this plan can still sell: the room type's free rooms, capped by the plan's allotment. */
  stock: number;
  rates: NightlyRate[];
  prices: RoomStayPrice[];
  /** All searched rooms, tax included. */
  total: number;
};

/**
 * Every offer for a stay (day use: the check-in day as its one night), in the hotel's room type and plan
 * order. Room types without a fitting plan give no offer; sold-out ones give offers with stock 0.
 */
export function findOffers(scope: OfferScope, stay: Stay, rooms: readonly SearchedRoom[]): Offer[] {
  const { db, hotel, today } = scope;
  const freeRooms = freeRoomsByRoomType(db, hotel.id, stay);
  const freeAllotments = freeAllotmentByRoomPlan(db, hotel.id, stay);
  const rates = ratesByRoomPlan(db, hotel.id, stay);
  return scope.roomTypes.flatMap((roomType) => {
    const roomCount = freeRooms.get(roomType.id) ?? 0;
    return scope.roomPlans.flatMap((plan): Offer[] => {
      // The cheap checks first: every plan of the hotel passes by every room type (a profile found the date rules
      // of the others taking 5% of a search).
      if (plan.room_type_id !== roomType.id) return [];
      const planRates = rates.get(plan.id);
      if (planRates === undefined) return [];
      const sells = scope.dayUse ? planSellsDayUse(plan, stay.checkin, today) : planSellsStay(plan, stay, today);
      if (!sells) return [];
      if (!rooms.every((room) => planFitsOccupancy(hotel, roomType, plan, room))) return [];
      const allotment = freeAllotments.get(plan.id);
      const prices = rooms.map((room) => roomStayPriceFor(planRates, room.adults, room.childPercents));
      return [
        {
          roomType,
          roomCount,
          plan,
          stock: allotment === undefined ? roomCount : Math.min(roomCount, allotment),
          rates: planRates,
          prices,
          total: prices.reduce((sum, price) => sum + price.total, 0),
        },
      ];
    });
  });
}

/** The searched rooms' nightly prices added up per night, tax excluded. */
export function combinedNights(offer: Offer): NightlyRate[] {
  return offer.rates.map(({ date }, night) => ({
    date,
    price: offer.prices.reduce((sum, price) => sum + (price.nights[night]?.price ?? 0), 0),
  }));
}
