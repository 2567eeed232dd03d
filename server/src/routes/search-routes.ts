import { getRoomsAvailability, getRoomsInventory, getRoomsPrice, getRoomsRecommendation } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { roomTypeInventory } from '../inventory/calendar';
import { availabilityCalendar } from '../rooms/availability-calendar';
import { bookingPrice } from '../rooms/booking-price';
import { recommendRooms } from '../rooms/recommend-rooms';
import { requesterFor } from '../members/signed-in';
import { assertCouponAvailable } from '../pricing/coupon-redemptions';
import { assertCouponHolder } from '../loyalty/member-coupons';
import { memberDeductions } from '../loyalty/member-deductions';
import { hotelToday } from '../stays/stay';
import { mcpConverter } from '../pricing/exchange-rates';
import { priceBuyerFor } from '../pricing/member-price';
import { assertPlansBookable, planVisible } from '../rooms/plan-visibility';
import { checkDayUse, checkRoomsLimit, offerScope, searchedRooms } from '../rooms/search-setup';
import type { RouteDeps } from './route-deps';

const DEFAULT_ROOMS = [{ adults: 2, children: 0, kids_tiers: [] }];

/** The calls around the rooms search: recommendation, selected price, inventory and the calendar. */
export function mountSearchRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getRoomsRecommendation, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: recommendRooms(db, hotel, query, now()) };
  });

  mount(getRoomsPrice, ({ params, query, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const at = now();
    const requester = requesterFor(db, context, session.brandId, at);
    const selections = query.selections.map((selection, i) => ({ field: `selections.${i}`, room_plan_code: selection.room_plan_code }));
    assertPlansBookable(db, hotel, selections, { mode: query.mode, promo_code: query.promo_code, signedIn: requester.signed_in });
    const memberId = requester.signed_in && requester.organization_id === null ? requester.member_id : null;
    assertCouponHolder(db, hotel.id, query.coupon_code, memberId);
    // A member's price comes from their session and rank, never from the request (ADR 225).
    const price = bookingPrice(db, hotel, query, at, priceBuyerFor(db, memberId, hotelToday(hotel, at)));
    // A used-up coupon is refused here already, where the guest applies it; the booking checks again under its lock.
    if (price.coupon_discount_amount > 0) {
      assertCouponAvailable(db, hotel.id, query.coupon_code, { memberId: requester.signed_in ? requester.member_id : null, email: null });
    }
    if (memberId === null && query.spending_point_value === undefined && query.voucher_coupon_code === undefined) return { status: 200, body: price };
    // A member's voucher and points (ADR 220), checked as the booking checks them, so the total here is the one to expect.
    // In a transaction: reading the balance may first write the expiry of lapsed points.
    const deductions = db.transaction(() => memberDeductions(db, {
      hotelId: hotel.id,
      memberId,
      price: price.total_price,
      spend: query.spending_point_value,
      voucherCode: query.voucher_coupon_code,
      checkin: price.checkin,
      checkout: price.checkout,
      today: hotelToday(hotel, at),
      now: at,
    }))();
    const taken = price.total_price - deductions.total;
    const signInTotal = Math.max(0, price.sign_in_total_price - taken);
    const mcp = taken > 0 ? mcpConverter(db, hotel, query.mcp_currency) : null;
    return {
      status: 200,
      body: {
        ...price,
        total_price: deductions.total,
        sign_in_total_price: signInTotal,
        ...(mcp ? { mcp_total_price_cents: mcp.cents(deductions.total), mcp_sign_in_total_price_cents: mcp.cents(signInTotal) } : {}),
        voucher_coupon_discount_amount: deductions.voucher?.discount ?? 0,
        spending_point_value: deductions.points,
        total_price_before_point_discount: deductions.beforePoints,
        max_spending_point_value: deductions.maxPoints ?? 0,
      },
    };
  });

  mount(getRoomsInventory, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: { inventory: roomTypeInventory(db, hotel.id, query.from, query.to, query.room_type_codes) } };
  });

  mount(getRoomsAvailability, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const rooms = query.rooms ?? DEFAULT_ROOMS;
    checkRoomsLimit(hotel, rooms.length);
    checkDayUse(hotel, query.is_day_use);
    // The calendar shows what any guest can book: secret, promo and member-only plans are left out.
    const scope = offerScope(db, hotel, now(), query.is_day_use, (plan) => planVisible(plan, {}) && plan.is_member_only === 0);
    const nights = query.is_day_use ? 1 : query.nights;
    const days = availabilityCalendar(scope, hotel, query.from, query.to, searchedRooms(db, hotel, rooms, undefined), nights, now());
    return { status: 200, body: { days } };
  });
}
