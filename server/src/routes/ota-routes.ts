import { getOtaHotelRatings, parseOtaHotelQuery, quoteStayFlights, searchOtaHotels, searchStayFlights } from '#domain/contracts/index.ts';
import { todayIn } from '#domain/rules/nights.ts';
import type { MountContract } from '../http/mount-contract';
import { otaCatalogueSearch, otaHotelRatings } from '../ota/ota-catalogue-search';
import { otaHotelSearch } from '../ota/ota-hotel-search';
import type { OtaQueryParser } from '../ota/ota-query-parsers';
import { hotelForSession } from '../hotels/hotel-for-session';
import { quoteFlights, stayFlightOptions } from '../ota/stay-flights';
import type { RouteDeps } from './route-deps';

/** The travel-agency site's calls (document 2 section 7.9). */
export function mountOtaRoutes(mount: MountContract, { db, now }: RouteDeps, parseQuery: OtaQueryParser): void {
  mount(searchOtaHotels, ({ query }) => {
    const at = now();
    // The catalogue's hotels are all in Japan: its dates are Japan's.
    const body = query.scope === 'catalogue' ? otaCatalogueSearch(db, query, at, todayIn('Asia/Tokyo', at)) : otaHotelSearch(db, query, at);
    return { status: 200, body };
  });
  mount(getOtaHotelRatings, ({ query }) => ({ status: 200, body: otaHotelRatings(query.hotel_codes) }));
  // Stay plus flight (ADR 253); the flights fly in Japan, so the sale window is counted from Japan's today.
  mount(searchStayFlights, ({ query }) => ({ status: 200, body: stayFlightOptions(db, query, todayIn('Asia/Tokyo', now())) }));
  // On the hotel's own session: guest detail of a package booking (ADR 261).
  mount(quoteStayFlights, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: quoteFlights(db, hotel.code, query, todayIn('Asia/Tokyo', now())) };
  });
  mount(parseOtaHotelQuery, async ({ body }) => ({ status: 200, body: await parseQuery(body.text, todayIn('Asia/Tokyo', now())) }));
}
