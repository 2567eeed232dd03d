import { getHotelInfo } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { hotelInfo } from '../hotels/hotel-info';
import type { RouteDeps } from './route-deps';

export function mountHotelInfoRoutes(mount: MountContract, { db }: RouteDeps): void {
  mount(getHotelInfo, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: hotelInfo(db, hotel, query.locale) };
  });
}
