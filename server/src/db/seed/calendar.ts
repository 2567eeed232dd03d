import { weekdayOf } from '#domain/rules/nights.ts';
import type { HotelSeed, Season } from './hotels';
import type { PlanSeed } from './plan-catalogue';
import type { RoomTypeSeed } from './room-type-catalogue';

/**
 * Days, counted from the seed's `today`, that every hotel and room type shares, so tests and demos can
 * rely on them. Before `variedFromOffset` every other night has each room type's full inventory; from it
 * on a seeded generator sells some nights out and leaves one room on others.
 */
export const SEED_CALENDAR = {
  firstDayOffset: -1,
  days: 365,
  lastRoomOffset: 7,
  soldOutOffset: 10,
  variedFromOffset: 30,
} as const;

const SOLD_OUT_SHARE = 0.04;
const LAST_ROOM_SHARE = 0.06;

/** Rooms of one type on sale on the night `offset` days after the seed's today. */
export function seededInventory(roomType: RoomTypeSeed, offset: number, draw: number, spread: number): number {
  if (offset === SEED_CALENDAR.lastRoomOffset) return 1;
  if (offset === SEED_CALENDAR.soldOutOffset) return 0;
  if (offset < SEED_CALENDAR.variedFromOffset) return roomType.roomsTotal;
  if (draw < SOLD_OUT_SHARE) return 0;
  if (draw < SOLD_OUT_SHARE + LAST_ROOM_SHARE) return 1;
  // Between 2 and the full count.
  return roomType.roomsTotal - Math.floor(spread * (roomType.roomsTotal - 1));
}

/**
 * The stored nightly price (one adult, tax excluded, whole hundreds of yen): the room type's base scaled by
 * the hotel and the plan, plus the plan's add-on, times the season, the weekday and a small demand factor.
 */
export function seededRate(
  hotel: HotelSeed,
  roomType: RoomTypeSeed,
  plan: PlanSeed,
  date: string,
  demand: number,
): number {
  const planBase = (roomType.baseYen * hotel.pricePercent * plan.pricePercent) / 10_000 + plan.addOnYen;
  const price = planBase * seasonFactor(hotel.seasons, date) * weekdayFactor(date) * demand;
  return Math.round(price / 100) * 100;
}

/** Demand moves prices by at most 4% either way. */
export function demandFactor(draw: number): number {
  return 0.96 + draw * 0.08;
}

function seasonFactor(seasons: readonly Season[], date: string): number {
  const monthDay = date.slice(5);
  const season = seasons.find(({ from, to }) =>
    from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to,
  );
  return season?.factor ?? 1;
}

/** Friday and Saturday nights are the busy ones at city and resort hotels alike. */
function weekdayFactor(date: string): number {
  const weekday = weekdayOf(date);
  if (weekday === 5) return 1.15;
  if (weekday === 6) return 1.3;
  return 1;
}
