import { AMOUNTS } from '#domain/constants/limits.ts';
import { CHILD_PERCENT, guestsNightPrice } from './room-night-price';

export type NightlyRate = { date: string; price: number };

export type RoomStayPrice = {
  /** Per night, tax excluded. */
  nights: NightlyRate[];
  withoutTax: number;
  tax: number;
  total: number;
};

/**
 * One room for the whole stay. Consumption tax is taken per room on the stay's sum and rounded down, so a
 * search's total and the reservation's total (the sum of its rooms) are the same number.
 */
export function roomStayPrice(rates: readonly NightlyRate[], adults: number, children: number): RoomStayPrice {
  return roomStayPriceFor(rates, adults, Array.from({ length: children }, () => CHILD_PERCENT));
}

/** One room for the whole stay with each child at its own percent (see guestsNightPrice). */
export function roomStayPriceFor(rates: readonly NightlyRate[], adults: number, childPercents: readonly number[]): RoomStayPrice {
  const nights = rates.map(({ date, price }) => ({ date, price: guestsNightPrice(price, adults, childPercents) }));
  const withoutTax = nights.reduce((sum, night) => sum + night.price, 0);
  const tax = Math.floor((withoutTax * AMOUNTS.consumptionTaxPercent) / 100);
  return { nights, withoutTax, tax, total: withoutTax + tax };
}
