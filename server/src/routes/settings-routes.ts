import { getBookingWidgetSettings } from '#domain/contracts/index.ts';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { bookingWidgetSettings } from '../hotels/booking-widget-settings';
import { findHotelByCode } from '../hotels/hotel-row';
import { todayIn } from '#domain/rules/nights.ts';
import { ensureCatalogueHotelRows } from '../ota/catalogue-hotel-rows';
import type { RouteDeps } from './route-deps';

export function mountSettingsRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getBookingWidgetSettings, ({ params }) => {
    // A travel-agency catalogue hotel opened for the first time gets its rows now (ADR 252).
    ensureCatalogueHotelRows(db, params.hotelCode, todayIn('Asia/Tokyo', now()));
    const hotel = findHotelByCode(db, params.hotelCode);
    if (!hotel) throw notFound('No hotel has this code.');
    return { status: 200, body: bookingWidgetSettings(db, hotel) };
  });
}
