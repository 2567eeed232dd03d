import { COUPON_LIMIT_REACHED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';

/** Whose use of a coupon counts against its per-guest limit: the signed-in member, and the booker's e-mail. */
export type CouponGuest = { memberId: number | null; email: string | null };

type CouponLimits = { id: number; usage_limit: number | null; max_stays: number | null };

function findCoupon(db: Database, hotelId: number, code: string): CouponLimits | undefined {
  return db
    .prepare<[number, string], CouponLimits>('SELECT id, usage_limit, max_stays FROM coupons WHERE hotel_id = ? AND code = ? COLLATE NOCASE')
    .get(hotelId, code);
}

/** Whether the coupon has no use left overall, or none for this guest. Released (cancelled) uses do not count. */
function limitReached(db: Database, coupon: CouponLimits, guest: CouponGuest): boolean {
  if (coupon.usage_limit !== null) {
    const used = db
      .prepare<[number], { used: number }>('SELECT COUNT(*) AS used FROM coupon_redemptions WHERE coupon_id = ? AND released_at IS NULL')
      .get(coupon.id)?.used ?? 0;
    if (used >= coupon.usage_limit) return true;
  }
  if (coupon.max_stays === null || (guest.memberId === null && guest.email === null)) return false;
  const byGuest = db
    .prepare<[number, number | null, string | null], { used: number }>(`
      SELECT COUNT(*) AS used FROM coupon_redemptions
      WHERE coupon_id = ? AND released_at IS NULL AND (member_id = ? OR email = ?)`)
    .get(coupon.id, guest.memberId, guest.email?.toLowerCase() ?? null)?.used ?? 0;
  return byGuest >= coupon.max_stays;
}

/**
 * Refuses a coupon with no use left (document 2: 1501 "coupon limit reached", at the coupon_code field). An unknown
 * code is left to the pricing's own 1500. The booking calls this under its write lock, so the count is current.
 */
export function assertCouponAvailable(db: Database, hotelId: number, code: string | undefined, guest: CouponGuest): void {
  if (code === undefined || code === '') return;
  const coupon = findCoupon(db, hotelId, code);
  if (!coupon || !limitReached(db, coupon, guest)) return;
  throw new ApiError(422, 'invalid', 'This coupon has reached its usage limit.', {
    codes: [COUPON_LIMIT_REACHED_CODE],
    baseCode: COUPON_LIMIT_REACHED_CODE,
    fields: { coupon_code: [{ error: 'coupon limit reached', code: COUPON_LIMIT_REACHED_CODE }] },
  });
}

/** Takes one use of the coupon for a reservation it discounted; call in the booking transaction after the check. */
export function redeemCoupon(
  db: Database,
  redemption: { hotelId: number; code: string; reservationId: number; guest: CouponGuest; now: Date },
): void {
  const coupon = findCoupon(db, redemption.hotelId, redemption.code);
  if (!coupon) throw new Error(`coupon ${redemption.code} vanished while booking`);
  db.prepare('INSERT INTO coupon_redemptions (coupon_id, reservation_id, member_id, email, redeemed_at) VALUES (?, ?, ?, ?, ?)').run(
    coupon.id,
    redemption.reservationId,
    redemption.guest.memberId,
    (redemption.guest.email ?? '').toLowerCase(),
    redemption.now.toISOString(),
  );
}

/** Gives a cancelled reservation's coupon use back, so the coupon can be used again (within its limits). */
export function releaseCoupon(db: Database, reservationId: number, now: Date): void {
  db.prepare('UPDATE coupon_redemptions SET released_at = ? WHERE reservation_id = ? AND released_at IS NULL').run(now.toISOString(), reservationId);
}
