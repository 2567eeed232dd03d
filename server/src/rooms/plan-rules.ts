import { nightsBetween } from '#domain/rules/nights.ts';
import type { HotelRow } from '../hotels/hotel-row';
import type { Stay } from '../stays/stay';
import type { RoomPlanRow, RoomTypeRow } from './offer-rows';

export type Occupancy = { adults: number; children: number };

/** Whether one room of this type, sold under this plan, may hold these guests. */
export function planFitsOccupancy(
  hotel: HotelRow,
  roomType: RoomTypeRow,
  plan: RoomPlanRow,
  { adults, children }: Occupancy,
): boolean {
  if (adults + children > roomType.max_occupancy) return false;
  if (hotel.max_guests_per_room !== null && adults + children > hotel.max_guests_per_room) return false;
  if (children > 0 && hotel.kids_accept_type !== 'accept') return false;
  if (children > adults * hotel.max_children_per_adult) return false;
  if (adults < plan.min_adults || (plan.max_adults !== null && adults > plan.max_adults)) return false;
  return children >= plan.min_children && (plan.max_children === null || children <= plan.max_children);
}

/** Whether the plan sells this stay at all: length of stay, booking window, overnight. */
export function planSellsStay(plan: RoomPlanRow, stay: Stay, today: string): boolean {
  if (plan.is_day_use === 1 || stay.nights < plan.min_nights) return false;
  return nightsBetween(today, stay.checkin) >= plan.min_days_before_checkin;
}

/** Day use: sold on the check-in day itself, within the plan's booking window. */
export function planSellsDayUse(plan: RoomPlanRow, checkin: string, today: string): boolean {
  return plan.is_day_use === 1 && nightsBetween(today, checkin) >= plan.min_days_before_checkin;
}
