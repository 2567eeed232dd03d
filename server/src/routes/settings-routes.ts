import { getBookingWidgetSettings } from '#domain/contracts/index.ts';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { bookingWidgetSettings } from '../hotels/booking-widget-settings';
import { findHotelByCode } from '../hotels/hotel-row';
import type { RouteDeps } from './route-deps';

export function mountSettingsRoutes(mount: MountContract, { db }: RouteDeps): void {
  mount(getBookingWidgetSettings, ({ params }) => {
    const hotel = findHotelByCode(db, params.hotelCode);
    if (!hotel) throw notFound('No hotel has this code.');
    return { status: 200, body: bookingWidgetSettings(db, hotel) };
  });
}
