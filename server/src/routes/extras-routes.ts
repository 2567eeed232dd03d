import { getExtras } from '#domain/contracts/index.ts';
import { listExtras } from '../extras/list-extras';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { bookableStay } from '../stays/stay';
import type { RouteDeps } from './route-deps';

export function mountExtrasRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getExtras, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const stay = bookableStay(hotel, query.checkin, query.checkout, now());
    return { status: 200, body: { extras: listExtras(db, hotel.id, stay, query.locale) } };
  });
}
