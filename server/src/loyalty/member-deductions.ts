import { maxSpendablePoints } from '#domain/rules/loyalty.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import { assertSpendable, expirePoints, pointBalance, programPointsFor } from './point-ledger';
import { usableVoucher } from './vouchers';

/** What a member's voucher and points take off a price (ADR 220): the voucher first, then points on what is left. */
export type MemberDeductions = {
  voucher: { id: number; discount: number } | null;
  points: number;
  /** The price after the voucher, before points: what the point cap is taken of. */
  beforePoints: number;
  total: number;
  /** The most points the member may spend on beforePoints; null when nobody with points is signed in. */
  maxPoints: number | null;
};

/**
 * Applies a voucher and a point spend to `price` for the signed-in member (null: nobody). A guest asking for either
 * is refused (points at 2401's field with 3502 semantics are for members only). Reads the balance as it is; the
 * booking calls this under its write lock, so what it checks is what it spends.
 */
export function memberDeductions(
  db: Database,
  input: {
    hotelId: number;
    memberId: number | null;
    price: number;
    spend: number | undefined;
    voucherCode: string | undefined;
    checkin: string;
    checkout: string;
    today: string;
    now: Date;
  },
): MemberDeductions {
  const { memberId } = input;
  let voucher: MemberDeductions['voucher'] = null;
  if (input.voucherCode !== undefined && input.voucherCode !== '') {
    const found = usableVoucher(db, { hotelId: input.hotelId, memberId, number: input.voucherCode, checkin: input.checkin, checkout: input.checkout, today: input.today });
    voucher = { id: found.id, discount: Math.min(found.amount, input.price) };
  }
  const beforePoints = input.price - (voucher?.discount ?? 0);
  const program = memberId === null ? undefined : programPointsFor(db, memberId);
  let maxPoints: number | null = null;
  if (memberId !== null && program) {
    expirePoints(db, memberId, input.today, input.now);
    maxPoints = maxSpendablePoints(program, pointBalance(db, memberId, input.today), beforePoints);
  }
  const spend = input.spend ?? 0;
  if (spend > 0) {
    if (memberId === null) throw invalidRequest('Sign in to spend points.', { spending_point_value: [{ error: 'member_sign_in_required' }] });
    assertSpendable(db, memberId, spend, beforePoints, input.today, input.now, 'spending_point_value');
  }
  return { voucher, points: spend, beforePoints, total: beforePoints - spend, maxPoints };
}
