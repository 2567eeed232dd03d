import { COUPON_INVALID_CODE } from '#domain/constants/error-codes.ts';
import type { MemberCoupon } from '#domain/entities/loyalty.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';

type CouponRow = {
  id: number;
  hotel_id: number;
  code: string;
  percent: number;
  max_discounted_nights: number | null;
  valid_until: string;
  hotel_plan_codes: string;
  usage_limit: number | null;
  max_stays: number | null;
};

function usedBy(db: Database, couponId: number, memberId: number | null) {
  return (
    db
      .prepare<[number, number | null, number | null], { n: number }>(
        'SELECT COUNT(*) AS n FROM coupon_redemptions WHERE coupon_id = ? AND released_at IS NULL AND (? IS NULL OR member_id = ?)',
      )
      .get(couponId, memberId, memberId)?.n ?? 0
  );
}

function asMemberCoupon(db: Database, row: CouponRow, memberId: number, today: string): MemberCoupon {
  const overall = row.usage_limit === null ? null : Math.max(0, row.usage_limit - usedBy(db, row.id, null));
  const mine = row.max_stays === null ? null : Math.max(0, row.max_stays - usedBy(db, row.id, memberId));
  const remaining = overall === null ? mine : mine === null ? overall : Math.min(overall, mine);
  return {
    code: row.code,
    hotel_id: row.hotel_id,
    percent: row.percent,
    valid_until: row.valid_until,
    target_plans: JSON.parse(row.hotel_plan_codes) as string[],
    max_stays: row.max_stays,
    usage_limit: row.usage_limit,
    max_discounted_nights: row.max_discounted_nights,
    remaining_uses: remaining,
    expired: row.valid_until < today,
  };
}

/** The coupons handed to the member on the brand's hotels (the promotions page and guest detail's coupon list). */
export function listMemberCoupons(db: Database, memberId: number, brandId: number, today: string): MemberCoupon[] {
  return db
    .prepare<[number, number], CouponRow>(`
      SELECT c.* FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id JOIN hotels h ON h.id = c.hotel_id
      WHERE mc.member_id = ? AND h.brand_id = ? ORDER BY c.valid_until, c.code`)
    .all(memberId, brandId)
    .map((row) => asMemberCoupon(db, row, memberId, today));
}

/** One coupon of this hotel the member may use: theirs, or one nobody holds (public). */
export function findMemberCoupon(db: Database, memberId: number, hotelId: number, code: string, today: string): MemberCoupon | undefined {
  const row = db.prepare<[number, string], CouponRow>('SELECT * FROM coupons WHERE hotel_id = ? AND code = ? COLLATE NOCASE').get(hotelId, code);
  if (!row || !couponOpenTo(db, row.id, memberId)) return undefined;
  return asMemberCoupon(db, row, memberId, today);
}

function couponOpenTo(db: Database, couponId: number, memberId: number | null): boolean {
  const holders = db.prepare<[number], { member_id: number }>('SELECT member_id FROM member_coupons WHERE coupon_id = ?').all(couponId);
  return holders.length === 0 || holders.some((holder) => holder.member_id === memberId);
}

/**
 * A coupon handed to members is theirs alone: anybody else (another member, a guest) is answered as for an unknown
 * code (1500 at coupon_code), so a private code cannot be tried or told apart from a wrong one.
 */
export function assertCouponHolder(db: Database, hotelId: number, code: string | undefined, memberId: number | null): void {
  if (code === undefined || code === '') return;
  const row = db.prepare<[number, string], { id: number }>('SELECT id FROM coupons WHERE hotel_id = ? AND code = ? COLLATE NOCASE').get(hotelId, code);
  if (!row || couponOpenTo(db, row.id, memberId)) return;
  throw new ApiError(422, 'invalid', 'This coupon code is not valid.', {
    codes: [COUPON_INVALID_CODE],
    fields: { coupon_code: [{ error: 'coupon invalid', code: COUPON_INVALID_CODE }] },
  });
}
