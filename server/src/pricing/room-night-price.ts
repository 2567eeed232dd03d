/**
 * The occupancy rule. A stored rate is the nightly price of the room for one adult (tax excluded). Each
 * further adult adds half of it and each child 30% of it, each surcharge rounded down to whole hundreds
 * of yen. So a 10,000 yen rate is 15,000 for two adults, 20,000 for three, 18,000 for two adults and a child.
 * Children are priced alike whatever their kids tier: a reservation names only how many children a room has.
 */
const EXTRA_ADULT_PERCENT = 50;
export const CHILD_PERCENT = 30;

export function roomNightPrice(rate: number, adults: number, children: number): number {
  return guestsNightPrice(rate, adults, Array.from({ length: children }, () => CHILD_PERCENT));
}

/**
 * The same rule with each child priced at its own percent of the rate (its kids tier's), for searches that
 * name tiers or ages. A child without a tier is priced at CHILD_PERCENT, so both rules agree on plain children.
 */
export function guestsNightPrice(rate: number, adults: number, childPercents: readonly number[]): number {
  const extraAdult = roundDownToHundreds((rate * EXTRA_ADULT_PERCENT) / 100);
  const children = childPercents.reduce((sum, percent) => sum + roundDownToHundreds((rate * percent) / 100), 0);
  return rate + Math.max(0, adults - 1) * extraAdult + children;
}

function roundDownToHundreds(yen: number): number {
  return Math.floor(yen / 100) * 100;
}
