import { tierForAge } from '#domain/rules/kids.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import { CHILD_PERCENT } from './room-night-price';

export type ChildRate = { tier_code: string; min_age: number; max_age: number; rate_percent: number };

/** The guests of one searched or selected room, as the pricing needs them. */
export type PricedGuests = {
  adults: number;
  children: number;
  kids_tiers: readonly { code: string; children: number }[];
  /** Ages at check-out, for hotels that ask for ages. */
  kids_ages?: readonly number[] | undefined;
};

export function listChildRates(db: Database, hotelId: number): ChildRate[] {
  return db
    .prepare<[number], ChildRate>('SELECT tier_code, min_age, max_age, rate_percent FROM child_rates WHERE hotel_id = ? ORDER BY min_age DESC')
    .all(hotelId);
}

/**
 * Each child's percent of the one-adult rate. Ages map to the bracket they fall in (the hotel's tiers by age at
 * check-out); tiers name their rate directly; children given neither are priced at the default percent.
 * `field` names the request field in the 422 a wrong tier or age gives.
 */
export function childPercents(rates: readonly ChildRate[], guests: PricedGuests, field: string): number[] {
  if (guests.kids_ages !== undefined) {
    return guests.kids_ages.map((age) => {
      const bracket = tierForAge(rates, age);
      if (!bracket) throw invalidRequest('This hotel does not take children of this age.', { [field]: [{ error: `no rate for age ${age}` }] });
      return bracket.rate_percent;
    });
  }
  const tiered = guests.kids_tiers.flatMap((tier) => {
    const rate = rates.find((candidate) => candidate.tier_code === tier.code);
    if (!rate) throw invalidRequest('This hotel has no such kids tier.', { [field]: [{ error: `unknown kids tier ${tier.code}` }] });
    return Array.from({ length: tier.children }, () => rate.rate_percent);
  });
  return [...tiered, ...Array.from({ length: Math.max(0, guests.children - tiered.length) }, () => CHILD_PERCENT)];
}
