import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { SearchType } from '#domain/constants/value-sets.ts';
import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { bookableCount } from '#domain/rules/availability-threshold.ts';
import { sharedPaymentTypes } from '#domain/rules/booking-payment.ts';
import { addDays } from '#domain/rules/nights.ts';
import { assignSelectedRooms, type RoomOccupancy } from '#domain/rules/selected-rooms.ts';
import type { RoomsChoice } from '#app/shared/stay/booked-rooms.ts';
import { toSearchRooms, type SearchCriteriaState } from './search-criteria';

type KidsType = BookingWidgetSettings['kids_setting']['kids_type'];

/** What the summary and the checks need of a chosen offer beyond the selected room's own fields. */
export type OfferInfo = {
  roomTypeName: string;
  roomPlanName: string;
  /** Rooms of the type free for the stay, and rooms the plan can still sell (sale limit and stock). */
  roomCount: number;
  planLeft: number;
  paymentMethods: string[];
  /** The stay the offer was found for (an undated search finds one per plan). */
  stay: { checkin: string; checkout: string };
};

/** The offers a guest chose, keyed by offerKey. */
export type OfferInfos = Record<string, OfferInfo>;

export function offerKey(entry: Pick<SelectedRoom, 'roomTypeCode' | 'roomPlanCode'>): string {
  return `${entry.roomTypeCode}/${entry.roomPlanCode}`;
}

/** The searched rooms' guests, in room order, with the kids tiers or ages that price their children. */
export function roomOccupancies(criteria: Pick<SearchCriteriaState, 'rooms'>, kidsType: KidsType): RoomOccupancy[] {
  return toSearchRooms(criteria, kidsType).map(({ adults, children, kids_tiers: kidsTiers }, i) => ({
    adults,
    children,
    ...(kidsTiers.length > 0 ? { kidsTiers } : {}),
    ...(kidsType === 'ages' && children > 0 ? { kidsAges: criteria.rooms[i]?.ages ?? [] } : {}),
  }));
}

/** Choices belong to one search: other dates, rooms or guests start over. */
export function searchKey(criteria: SearchCriteriaState, kidsType: KidsType): string {
  const { checkin, checkout, isDayUse, undated, nights } = criteria;
  return JSON.stringify({ checkin, checkout, isDayUse, undated, nights, rooms: toSearchRooms(criteria, kidsType), ages: criteria.rooms.map((room) => room.ages) });
}

/** The stay an offer books: an undated plan's own, a day use's check-in day (and the next), else the search's. */
export function offerStay(criteria: SearchCriteriaState, plan: Pick<RoomPlan, 'stay'>): { checkin: string; checkout: string } {
  if (plan.stay) return plan.stay;
  return { checkin: criteria.checkin, checkout: criteria.isDayUse ? addDays(criteria.checkin, 1) : criteria.checkout };
}

/**
 * A room's offer as a selected room of one, for that room's guests (with its children's tiers or ages, which its
 * search priced): what a guest who is not signed in pays for it, tax included.
 */
export function selectedRoomFor(room: RoomResult, plan: RoomPlan, occupancy: RoomOccupancy, type: SearchType): Omit<SelectedRoom, 'quantity'> {
  return {
    roomTypeCode: room.room_type_code,
    roomPlanCode: plan.room_plan_code,
    numberOfAdults: occupancy.adults,
    numberOfChildren: occupancy.children,
    ...(occupancy.kidsTiers ? { kidsTiers: [...occupancy.kidsTiers] } : {}),
    ...(occupancy.kidsAges ? { kidsAges: [...occupancy.kidsAges] } : {}),
    type,
    salePrice: plan.price_after_discount?.non_sign_in ?? plan.total_price,
    tax: plan.tax,
  };
}

export function offerInfoFor(room: RoomResult, plan: RoomPlan, stay: OfferInfo['stay']): OfferInfo {
  return {
    roomTypeName: room.room_type_name,
    roomPlanName: plan.room_plan_name,
    roomCount: room.room_count,
    planLeft: bookableCount(Number.MAX_SAFE_INTEGER, plan),
    paymentMethods: plan.payment_method.map((method) => method.code),
    stay,
  };
}

/**
 * Whether an offer can be chosen for the room being chosen for: one more room of its type must be free and its
 * plan must sell one more, counting the other rooms' choices (not the room's own, which the new one replaces), and
 * every room of one reservation shares one stay.
 */
export function canChooseOffer(
  rooms: readonly RoomOccupancy[],
  selected: readonly SelectedRoom[],
  offers: OfferInfos,
  forRoom: number,
  candidate: { roomTypeCode: string; roomPlanCode: string; info: OfferInfo },
): boolean {
  const others = assignSelectedRooms(rooms, selected).filter((entry, i): entry is SelectedRoom => entry !== null && i !== forRoom);
  const sameType = others.filter((entry) => entry.roomTypeCode === candidate.roomTypeCode).length;
  const samePlan = others.filter((entry) => entry.roomPlanCode === candidate.roomPlanCode).length;
  const sameStay = others.every((entry) => {
    const stay = offers[offerKey(entry)]?.stay;
    return stay?.checkin === candidate.info.stay.checkin && stay.checkout === candidate.info.stay.checkout;
  });
  return sameStay && candidate.info.roomCount > sameType && candidate.info.planLeft > samePlan;
}


/** "Several rooms must share a payment method": false when the chosen plans have none in common. */
export function choicesSharePayment(assigned: readonly (SelectedRoom | null)[], offers: OfferInfos, currency: CurrencyCode): boolean {
  const methods = assigned.flatMap((entry) => (entry ? [offers[offerKey(entry)]?.paymentMethods ?? []] : []));
  return methods.length === 0 || sharedPaymentTypes(methods, currency, Number.MAX_SAFE_INTEGER).length > 0;
}

/** What guest detail books: every room with its choice and its own guests, for the choices' stay. */
export function roomsChoice(
  criteria: SearchCriteriaState,
  kidsType: KidsType,
  assigned: readonly (SelectedRoom | null)[],
  offers: OfferInfos,
): RoomsChoice | null {
  const searched = toSearchRooms(criteria, kidsType);
  const first = assigned[0];
  const stay = first ? offers[offerKey(first)]?.stay : undefined;
  if (!stay || assigned.some((entry) => entry === null)) return null;
  const rooms = searched.map((room, i) => {
    const entry = assigned[i] as SelectedRoom;
    const ages = kidsType === 'ages' && room.children > 0 ? criteria.rooms[i]?.ages : undefined;
    return {
      room_type_code: entry.roomTypeCode,
      room_plan_code: entry.roomPlanCode,
      adults: room.adults,
      children: room.children,
      kids_tiers: room.kids_tiers,
      ...(ages ? { kids_ages: ages } : {}),
      ...(room.shared_bed_children ? { shared_bed_children: room.shared_bed_children } : {}),
    };
  });
  return { ...stay, adults: searched[0]?.adults ?? 1, rooms, isDayUse: criteria.isDayUse };
}
