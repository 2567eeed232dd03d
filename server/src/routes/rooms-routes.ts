import { getRooms } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { searchRooms } from '../rooms/search-rooms';
import { usableVoucher } from '../loyalty/vouchers';
import { requesterFor } from '../members/signed-in';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

export function mountRoomsRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getRooms, ({ params, query, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const at = now();
    // The voucher code input at search (voucher mode): only the signed-in member's own voucher, usable for these dates.
    if (query.voucher_coupon_code !== undefined && query.voucher_coupon_code !== '' && query.checkin !== undefined) {
      const requester = requesterFor(db, context, session.brandId, at);
      usableVoucher(db, {
        hotelId: hotel.id,
        memberId: requester.signed_in && requester.organization_id === null ? requester.member_id : null,
        number: query.voucher_coupon_code,
        checkin: query.checkin,
        checkout: query.checkout ?? query.checkin,
        today: hotelToday(hotel, at),
      });
    }
    return { status: 200, body: searchRooms(db, hotel, query, at) };
  });
}
