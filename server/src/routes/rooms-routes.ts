import { getRooms } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { searchRooms } from '../rooms/search-rooms';
import { usableVoucher } from '../loyalty/vouchers';
import { priceBuyerFor } from '../pricing/member-price';
import { requesterFor } from '../members/signed-in';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

export function mountRoomsRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getRooms, ({ params, query, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const at = now();
    const requester = requesterFor(db, context, session.brandId, at);
    const memberId = requester.signed_in && requester.organization_id === null ? requester.member_id : null;
    const today = hotelToday(hotel, at);
    // The voucher code input at search (voucher mode): only the signed-in member's own voucher, usable for these dates.
    if (query.voucher_coupon_code !== undefined && query.voucher_coupon_code !== '' && query.checkin !== undefined) {
      usableVoucher(db, {
        hotelId: hotel.id,
        memberId,
        number: query.voucher_coupon_code,
        checkin: query.checkin,
        checkout: query.checkout ?? query.checkin,
        today,
      });
    }
    // A signed-in member's results carry their member price, with their rank's discount (ADR 225).
    return { status: 200, body: searchRooms(db, hotel, query, at, priceBuyerFor(db, memberId, today)) };
  });
}
