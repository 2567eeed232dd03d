import { searchOtaHotels } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { otaHotelSearch } from '../ota/ota-hotel-search';
import type { RouteDeps } from './route-deps';

/** The travel-agency site's calls (document 2 section 7.9). */
export function mountOtaRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(searchOtaHotels, ({ query }) => ({ status: 200, body: otaHotelSearch(db, query, now()) }));
}
