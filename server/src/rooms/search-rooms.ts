import type * as z from 'zod/mini';
import type { getRooms, ZRoomsQuery } from '../../../domain/contracts';
import type { PaymentMethod } from '../../../domain/constants/payment';
import type { SortOrder } from '../../../domain/constants/value-sets';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import { roomsLimit, type HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { freeAllotmentByRoomPlan, freeRoomsByRoomType } from '../inventory/availability';
import { roomStayPrice, type NightlyRate } from '../pricing/room-stay-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import { bookableStay, hotelToday } from '../stays/stay';
import { listOvernightRoomPlans, listRoomTypes, type RoomPlanRow } from './offer-rows';
import { planFitsOccupancy, planSellsStay, type Occupancy } from './plan-rules';

type RoomsQuery = z.output<typeof ZRoomsQuery>;
type RoomsAnswer = z.input<typeof getRooms.response>;
type RoomResult = RoomsAnswer['rooms'][number];
type RoomPlanResult = RoomResult['room_plan'][number];

/**
 * Every room type with at least one plan that fits each searched room, priced for the whole stay and all
 * rooms. Room types with no free room stay in the answer with room_count 0, so the app can say "fully booked".
 */
export function searchRooms(db: Database, hotel: HotelRow, query: RoomsQuery, now: Date): RoomsAnswer {
  const limit = roomsLimit(hotel);
  if (query.rooms.length > limit) {
    throw invalidRequest(`This hotel takes at most ${limit} rooms in one search.`, {
      rooms: [{ error: `at most ${limit} rooms` }],
    });
  }
  const stay = bookableStay(hotel, query.checkin, query.checkout, now);
  const today = hotelToday(hotel, now);
  const freeRooms = freeRoomsByRoomType(db, hotel.id, stay);
  const freeAllotments = freeAllotmentByRoomPlan(db, hotel.id, stay);
  const rates = ratesByRoomPlan(db, hotel.id, stay);
  const roomPlans = listOvernightRoomPlans(db, hotel.id);

  const rooms = listRoomTypes(db, hotel.id).flatMap((roomType): RoomResult[] => {
    const roomCount = freeRooms.get(roomType.id) ?? 0;
    const plans = roomPlans.flatMap((plan): RoomPlanResult[] => {
      const planRates = rates.get(plan.id);
      const offered =
        plan.room_type_id === roomType.id &&
        planRates !== undefined &&
        planSellsStay(plan, stay, today) &&
        query.rooms.every((room) => planFitsOccupancy(hotel, roomType, plan, room));
      if (!offered) return [];
      const allotment = freeAllotments.get(plan.id);
      const stock = allotment === undefined ? roomCount : Math.min(roomCount, allotment);
      return [roomPlanResult(plan, planRates, query.rooms, stock, query.locale)];
    });
    if (plans.length === 0) return [];
    return [
      {
        room_type_code: roomType.code,
        room_type_name: pickLocalized(roomType.names, query.locale),
        description: pickLocalized(roomType.descriptions, query.locale),
        size_sqm: roomType.size_sqm,
        bed_type: pickLocalized(roomType.bed_types, query.locale),
        max_occupancy: roomType.max_occupancy,
        photos: JSON.parse(roomType.photos) as string[],
        room_count: roomCount,
        room_plan: sortPlans(plans, query.order),
      },
    ];
  });

  return {
    rooms: sortRoomTypes(rooms, query.order),
    mcp_currency: null,
    payment_promotion_info: null,
    extra_inventories: [],
  };
}

function roomPlanResult(
  plan: RoomPlanRow,
  rates: readonly NightlyRate[],
  rooms: readonly Occupancy[],
  stock: number,
  locale: RoomsQuery['locale'],
): RoomPlanResult {
  const prices = rooms.map((room) => roomStayPrice(rates, room.adults, room.children));
  const paymentMethods = JSON.parse(plan.payment_methods) as PaymentMethod[];
  return {
    room_plan_code: plan.code,
    room_plan_name: pickLocalized(plan.names, locale),
    hotel_plan_code: plan.plan_code,
    description: pickLocalized(plan.descriptions, locale),
    meal: plan.meal,
    matched_search_criteria: {
      adults_count: rooms.reduce((sum, room) => sum + room.adults, 0),
      children_count: rooms.reduce((sum, room) => sum + room.children, 0),
      adults_with_companion: 0,
      children_with_kid_tier_A_companion: 0,
    },
    sale_limit: plan.sale_limit,
    plan_stock_count: stock,
    inclusive_extra_ids: [],
    credit_card_payment: plan.credit_card_payment === 1,
    payment_method: paymentMethods.map((code) => ({ code })),
    discounts: [],
    is_member_only: plan.is_member_only === 1,
    total_price: prices.reduce((sum, price) => sum + price.total, 0),
    total_price_without_tax: prices.reduce((sum, price) => sum + price.withoutTax, 0),
    tax: prices.reduce((sum, price) => sum + price.tax, 0),
    // All searched rooms together, tax excluded: these add up to total_price_without_tax.
    nightly_prices: rates.map(({ date }, night) => ({
      date,
      price: prices.reduce((sum, price) => sum + (price.nights[night]?.price ?? 0), 0),
    })),
  };
}

/** "recommended" keeps the hotel's own order, which the queries already return. */
function sortPlans(plans: RoomPlanResult[], order: SortOrder): RoomPlanResult[] {
  if (order === 'recommended') return plans;
  const direction = order === 'price_low_to_high' ? 1 : -1;
  return plans.toSorted((a, b) => direction * (a.total_price - b.total_price));
}

/** Room types rank by their cheapest plan, the "from" price a guest compares. Ties keep the hotel's order. */
function sortRoomTypes(rooms: RoomResult[], order: SortOrder): RoomResult[] {
  if (order === 'recommended') return rooms;
  const direction = order === 'price_low_to_high' ? 1 : -1;
  const fromPrice = (room: RoomResult) => Math.min(...room.room_plan.map((plan) => plan.total_price));
  return rooms.toSorted((a, b) => direction * (fromPrice(a) - fromPrice(b)));
}
