import { getRecommenderWidgetSettings } from '#domain/contracts/index.ts';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { findHotelByCode } from '../hotels/hotel-row';
import { recommenderWidgetSettings } from '../hotels/recommender-widget-settings';
import type { RouteDeps } from './route-deps';

export function mountRecommenderWidgetRoutes(mount: MountContract, { db }: RouteDeps): void {
  mount(getRecommenderWidgetSettings, ({ params, query }) => {
    const hotel = findHotelByCode(db, params.hotelCode);
    if (!hotel) throw notFound('No hotel has this code.');
    return { status: 200, body: recommenderWidgetSettings(db, hotel, query.locale) };
  });
}
