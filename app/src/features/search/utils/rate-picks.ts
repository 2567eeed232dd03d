import type { RoomPlan } from '#domain/entities/room-result.ts';

/**
 * What a guest pays for a rate, every tax included: the price after the discounts they get (members' too when
 * signed in), plus the local accommodation tax guest detail adds.
 */
export function rateTotal(plan: Pick<RoomPlan, 'total_price' | 'price_after_discount' | 'accommodation_tax'>, signedIn: boolean): number {
  const after = plan.price_after_discount;
  const price = after ? (signedIn ? after.sign_in : after.non_sign_in) : plan.total_price;
  return price + (plan.accommodation_tax ?? 0);
}

type PickOptions = {
  signedIn: boolean;
  /** Whether a rate can be booked for the search; bookable rates are picked before sold-out ones. */
  bookable: (plan: RoomPlan) => boolean;
  /** Whether cancelling returns some of the price; undefined while the policies are not known. */
  refundable: (plan: RoomPlan) => boolean | undefined;
};

/**
 * The two or three rates a room card shows first: the cheapest, the cheapest refundable and the cheapest with
 * breakfast (breakfast, or breakfast and dinner), each once, cheapest first; the rest keep the answer's order for
 * "Show more rates". Rates that can be booked come before those that cannot.
 */
export function pickRates(plans: readonly RoomPlan[], { signedIn, bookable, refundable }: PickOptions): { featured: RoomPlan[]; rest: RoomPlan[] } {
  const open = plans.filter(bookable);
  const pool = open.length > 0 ? open : [...plans];
  const cheapest = (candidates: readonly RoomPlan[]) =>
    candidates.reduce<RoomPlan | undefined>((best, plan) => (best === undefined || rateTotal(plan, signedIn) < rateTotal(best, signedIn) ? plan : best), undefined);
  const picks = [
    cheapest(pool),
    cheapest(pool.filter((plan) => refundable(plan) === true)),
    cheapest(pool.filter((plan) => plan.meal === 'breakfast' || plan.meal === 'half_board')),
  ];
  const featured = [...new Set(picks.filter((plan): plan is RoomPlan => plan !== undefined))].toSorted(
    (a, b) => rateTotal(a, signedIn) - rateTotal(b, signedIn),
  );
  return { featured, rest: plans.filter((plan) => !featured.includes(plan)) };
}
