import type { Database } from '../db/open-database';
import { memberRank } from '../loyalty/point-ledger';

/**
 * Whom a price is for (ADR 225): a signed-in member pays the member price (the plans' members' discounts plus their
 * rank's `member_discount_percent`), anybody else the guest price. Always derived on the server from the session or
 * the reservation's owner, never from what the client sends.
 */
export type PriceBuyer = { memberId: number | null; rankDiscountPercent: number };

export const GUEST_BUYER: PriceBuyer = { memberId: null, rankDiscountPercent: 0 };

/** The buyer for a member (null: a guest or an organisation), with the rank they hold today. */
export function priceBuyerFor(db: Database, memberId: number | null, today: string): PriceBuyer {
  if (memberId === null) return GUEST_BUYER;
  return { memberId, rankDiscountPercent: memberRank(db, memberId, today)?.member_discount_percent ?? 0 };
}
