import { getRooms } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { searchRooms } from '../rooms/search-rooms';
import type { RouteDeps } from './route-deps';

export function mountRoomsRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getRooms, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: searchRooms(db, hotel, query, now()) };
  });
}
