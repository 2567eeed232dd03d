import type * as z from 'zod/mini';
import type { getRooms, RoomsQuery } from '#domain/contracts/rooms.ts';
import type { SortOrder } from '#domain/constants/value-sets.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { extraStockForStay, inclusiveExtrasByPlan } from '../extras/extra-stock';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { offeredPlanMethods } from '../payments/bank-transfer';
import { pickLocalized } from '../i18n/localized';
import { listTaxBrackets, roomAccommodationTax, type TaxBracket } from '../pricing/accommodation-tax';
import { afterDiscounts, discountsFor, loadDiscountRules, planDiscounts, type DiscountRules } from '../pricing/discounts';
import { mcpConverter, type McpConverter } from '../pricing/exchange-rates';
import type { PriceBuyer } from '../pricing/member-price';
import type { Stay } from '../stays/stay';
import { combinedNights, findOffers, type Offer, type SearchedRoom } from './find-offers';
import { planVisible } from './plan-visibility';
import { checkDayUse, checkRoomsLimit, offerScope, searchedRooms, searchStay } from './search-setup';

type RoomsAnswer = z.input<typeof getRooms.response>;
type RoomResult = RoomsAnswer['rooms'][number];
type RoomPlanResult = RoomResult['room_plan'][number];
type PlanResult = NonNullable<RoomsAnswer['plans']>[number];

/** An undated search looks for the cheapest stay starting within this many days from today (ADR 030). */
export const UNDATED_WINDOW_DAYS = 30;

/** Offers with the stay they were found for (an undated search finds a different one per plan). */
type FoundOffer = Offer & { stay: Stay };

/**
 * The rooms search: every room type with at least one plan the search may see that fits each searched room,
 * priced for the whole stay and all rooms, with its discounts. Sold-out room types stay in the answer with
 * room_count 0 unless is_including_occupied is false. type=plans adds the plans view. price_after_discount.sign_in is
 * the member price: for a signed-in member (`buyer`) with their rank's discount, for anybody else the plans' own.
 */
export function searchRooms(db: Database, hotel: HotelRow, query: RoomsQuery, now: Date, buyer: PriceBuyer): RoomsAnswer {
  checkRoomsLimit(hotel, query.rooms.length);
  checkDayUse(hotel, query.is_day_use);
  const undated = query.search_type === 'undated';
  if (undated && new Set(query.rooms.map((room) => `${room.adults}/${room.children}`)).size > 1) {
    throw invalidRequest('An undated search needs the same guests in every room.', { rooms: [{ error: 'rooms differ in guests' }] });
  }
  const rooms = searchedRooms(db, hotel, query.rooms, query.kids_ages);
  const scope = offerScope(db, hotel, now, query.is_day_use, (plan) => planVisible(plan, query));
  const roomTypeCodes = query.room_type_codes ?? [];
  const scoped = { ...scope, roomTypes: scope.roomTypes.filter((type) => roomTypeCodes.length === 0 || roomTypeCodes.includes(type.code)) };

  let offers: FoundOffer[];
  let firstStay: Stay;
  if (undated) {
    ({ offers, firstStay } = cheapestUndatedOffers(scoped, rooms, query.is_day_use ? 1 : query.nights));
  } else {
    // The contract guarantees a check-in for a dated search.
    firstStay = searchStay(hotel, query.checkin ?? '', query.checkout, query.is_day_use, now);
    offers = findOffers(scoped, firstStay, rooms).map((offer) => ({ ...offer, stay: firstStay }));
  }
  if (query.is_including_occupied === false) offers = offers.filter((offer) => offer.stock > 0 && offer.roomCount > 0);

  const rules = loadDiscountRules(db, hotel.id, query.coupon_code, scope.today, buyer.rankDiscountPercent);
  const inclusiveExtras = inclusiveExtrasByPlan(db, hotel.id);
  const mcp = mcpConverter(db, hotel, query.mcp_currency);
  const brackets = listTaxBrackets(db, hotel.id);
  const results = offers.map((offer) => {
    const result = roomPlanResult(offer, query, rules, inclusiveExtras, undated, stayAccommodationTax(brackets, offer, rooms), hotel);
    return { offer, result: mcp ? withMcpAmounts(result, mcp) : result };
  });

  const roomsView = groupRooms(results, query);
  const plansView = query.type === 'plans' ? groupPlans(results, query, inclusiveExtras, scope.today) : [];
  const extraIds = new Set(results.flatMap(({ result }) => result.inclusive_extra_ids));
  // An undated search counts extras for a stay from today: its offers' own stays differ per plan.
  const extraStock = extraIds.size === 0 ? new Map<number, number>() : extraStockForStay(db, hotel.id, firstStay);

  return {
    rooms: roomsView,
    plans: plansView,
    mcp_currency: mcp?.currency ?? null,
    payment_promotion_info: rules.promotion
      ? { target_mode: rules.promotion.target_mode, hotel_plan_codes: [...rules.promotion.hotel_plan_codes] }
      : null,
    extra_inventories: [...extraIds].sort((a, b) => a - b).map((id) => ({ extra_id: id, inventory: extraStock.get(id) ?? 0 })),
  };
}

/** For each room type and plan, the cheapest stay of `nights` nights starting in the window that has stock. */
function cheapestUndatedOffers(scope: Parameters<typeof findOffers>[0], rooms: readonly SearchedRoom[], nights: number) {
  const best = new Map<number, FoundOffer>();
  const firstStay: Stay = { checkin: scope.today, checkout: addDays(scope.today, nights), nights };
  for (let offset = 0; offset < UNDATED_WINDOW_DAYS; offset += 1) {
    const checkin = addDays(scope.today, offset);
    const stay: Stay = { checkin, checkout: addDays(checkin, nights), nights };
    for (const offer of findOffers(scope, stay, rooms)) {
      if (offer.stock < rooms.length) continue;
      const current = best.get(offer.plan.id);
      if (!current || offer.total < current.total) best.set(offer.plan.id, { ...offer, stay });
    }
  }
  // Back in the hotel's room type and plan order, as a dated search returns them.
  const offers = [...best.values()].sort(
    (a, b) => a.roomType.position - b.roomType.position || a.plan.position - b.plan.position,
  );
  return { offers, firstStay };
}

/** The accommodation tax of every searched room for the offer's stay: the rule the booking price applies. */
function stayAccommodationTax(brackets: readonly TaxBracket[], offer: Offer, rooms: readonly SearchedRoom[]): number {
  return offer.prices.reduce((sum, price, i) => sum + roomAccommodationTax(brackets, price.nights, (rooms[i]?.adults ?? 0) + (rooms[i]?.children ?? 0)), 0);
}

function roomPlanResult(
  offer: FoundOffer,
  query: RoomsQuery,
  rules: DiscountRules,
  inclusiveExtras: Map<number, number[]>,
  undated: boolean,
  accommodationTax: number,
  hotel: HotelRow,
): RoomPlanResult {
  const { plan, prices } = offer;
  const nights = combinedNights(offer);
  const withoutTax = prices.reduce((sum, price) => sum + price.withoutTax, 0);
  const discounts = planDiscounts(
    { id: plan.plan_id, hotel_plan_code: plan.plan_code, credit_card_payment: plan.credit_card_payment === 1 },
    nights,
    rules,
  );
  const afterFor = (signedIn: boolean) => afterDiscounts(withoutTax, discountsFor(discounts, { signedIn, payByCard: false })).total;
  return {
    room_plan_code: plan.code,
    room_plan_name: pickLocalized(plan.names, query.locale),
    hotel_plan_code: plan.plan_code,
    description: pickLocalized(plan.descriptions, query.locale),
    meal: plan.meal,
    matched_search_criteria: {
      adults_count: query.rooms.reduce((sum, room) => sum + room.adults, 0),
      children_count: query.rooms.reduce((sum, room) => sum + room.children, 0),
      adults_with_companion: 0,
      children_with_kid_tier_A_companion: 0,
    },
    sale_limit: plan.sale_limit,
    plan_stock_count: offer.stock,
    inclusive_extra_ids: inclusiveExtras.get(plan.plan_id) ?? [],
    credit_card_payment: plan.credit_card_payment === 1,
    payment_method: offeredPlanMethods(hotel, plan.payment_methods).map((code) => ({ code })),
    discounts,
    is_member_only: plan.is_member_only === 1,
    total_price: offer.total,
    total_price_without_tax: withoutTax,
    tax: prices.reduce((sum, price) => sum + price.tax, 0),
    accommodation_tax: accommodationTax,
    // All searched rooms together, tax excluded: these add up to total_price_without_tax.
    nightly_prices: nights,
    price_after_discount: { sign_in: afterFor(true), non_sign_in: afterFor(false) },
    cancellation_policy_id: plan.cancellation_policy_id,
    ...(undated ? { stay: { checkin: offer.stay.checkin, checkout: offer.stay.checkout } } : {}),
  };
}

/** The plan's prices again in the chosen currency, beside the hotel's own (document 1: "mcp_-prefixed fields"). */
function withMcpAmounts(result: RoomPlanResult, mcp: McpConverter): RoomPlanResult {
  const after = result.price_after_discount;
  return {
    ...result,
    mcp_total_price_cents: mcp.cents(result.total_price),
    mcp_total_price_without_tax_cents: mcp.cents(result.total_price_without_tax),
    mcp_accommodation_tax_cents: mcp.cents(result.accommodation_tax ?? 0),
    discounts: result.discounts.map((discount) => ({ ...discount, mcp_discount_amount_cents: mcp.cents(discount.discount_amount) })),
    ...(after
      ? { price_after_discount: { ...after, mcp_sign_in_cents: mcp.cents(after.sign_in), mcp_non_sign_in_cents: mcp.cents(after.non_sign_in) } }
      : {}),
  };
}

function roomResult(offer: Offer, plans: RoomPlanResult[], locale: RoomsQuery['locale']): RoomResult {
  const { roomType } = offer;
  return {
    room_type_code: roomType.code,
    room_type_name: pickLocalized(roomType.names, locale),
    description: pickLocalized(roomType.descriptions, locale),
    size_sqm: roomType.size_sqm,
    bed_type: pickLocalized(roomType.bed_types, locale),
    max_occupancy: roomType.max_occupancy,
    photos: JSON.parse(roomType.photos) as string[],
    room_count: offer.roomCount,
    room_plan: plans,
  };
}

type Priced = { offer: FoundOffer; result: RoomPlanResult };

/** The rooms view: room types in the hotel's order, each with its plans, then sorted. */
function groupRooms(results: readonly Priced[], query: RoomsQuery): RoomResult[] {
  const byType = new Map<number, Priced[]>();
  for (const item of results) byType.set(item.offer.roomType.id, [...(byType.get(item.offer.roomType.id) ?? []), item]);
  const rooms = [...byType.values()].map((items) => {
    const first = items[0] as Priced;
    // An undated room type is as free as its best stay found.
    const roomCount = Math.max(...items.map((item) => item.offer.roomCount));
    return roomResult({ ...first.offer, roomCount }, sortPlans(items.map((item) => item.result), query.order), query.locale);
  });
  return sortRooms(rooms, query.order);
}

/** The plans view: each plan with the room types it is sold on, plans ranked by their cheapest room. */
function groupPlans(
  results: readonly Priced[],
  query: RoomsQuery,
  inclusiveExtras: Map<number, number[]>,
  today: string,
): PlanResult[] {
  const byPlan = new Map<string, Priced[]>();
  for (const item of results) byPlan.set(item.offer.plan.plan_code, [...(byPlan.get(item.offer.plan.plan_code) ?? []), item]);
  const plans = [...byPlan.values()].map((items): PlanResult => {
    const { plan } = (items[0] as Priced).offer;
    return {
      hotel_plan_code: plan.plan_code,
      plan_name: pickLocalized(plan.names, query.locale),
      description: pickLocalized(plan.descriptions, query.locale),
      meal: plan.meal,
      is_member_only: plan.is_member_only === 1,
      booking_start_date: addDays(today, plan.min_days_before_checkin),
      inclusive_extra_ids: inclusiveExtras.get(plan.plan_id) ?? [],
      cancellation_policy_id: plan.cancellation_policy_id,
      rooms: sortRooms(items.map((item) => roomResult(item.offer, [item.result], query.locale)), query.order),
    };
  });
  if (query.order === 'recommended') return plans;
  const direction = query.order === 'price_low_to_high' ? 1 : -1;
  const fromPrice = (plan: PlanResult) => Math.min(...plan.rooms.flatMap((room) => room.room_plan.map((offer) => offer.total_price)));
  return plans.toSorted((a, b) => direction * (fromPrice(a) - fromPrice(b)));
}

/** "recommended" keeps the hotel's own order, which the queries already return. */
function sortPlans(plans: RoomPlanResult[], order: SortOrder): RoomPlanResult[] {
  if (order === 'recommended') return plans;
  const direction = order === 'price_low_to_high' ? 1 : -1;
  return plans.toSorted((a, b) => direction * (a.total_price - b.total_price));
}

/** Room types rank by their cheapest plan, the "from" price a guest compares. Ties keep the hotel's order. */
function sortRooms(rooms: RoomResult[], order: SortOrder): RoomResult[] {
  if (order === 'recommended') return rooms;
  const direction = order === 'price_low_to_high' ? 1 : -1;
  const fromPrice = (room: RoomResult) => Math.min(...room.room_plan.map((plan) => plan.total_price));
  return rooms.toSorted((a, b) => direction * (fromPrice(a) - fromPrice(b)));
}

