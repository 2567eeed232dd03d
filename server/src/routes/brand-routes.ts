import { getBrandAdditionalQuestions, getBrandHotels, getBrandInventory } from '#domain/contracts/index.ts';
import { brandForSession } from '../brands/brand-for-session';
import { brandHotels, brandHotelsPage } from '../brands/brand-hotels';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { findHotelById } from '../hotels/hotel-row';
import { roomTypeInventory } from '../inventory/calendar';
import { listAdditionalQuestions } from '../questions/additional-questions';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

export function mountBrandRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getBrandHotels, ({ params, query, session }) => {
    brandForSession(db, params.brandId, session);
    return { status: 200, body: brandHotelsPage(db, params.brandId, query, now()) };
  });

  mount(getBrandInventory, ({ params, query, session }) => {
    brandForSession(db, params.brandId, session);
    const hotels = brandHotels(db, params.brandId, query.hotel_codes).map((hotel) => {
      const types = roomTypeInventory(db, hotel.id, query.from, query.to);
      const days = (types[0]?.days ?? []).map((day, i) => ({
        date: day.date,
        rooms_available: types.reduce((sum, type) => sum + (type.days[i]?.rooms_available ?? 0), 0),
      }));
      return { hotel_id: hotel.id, hotel_code: hotel.code, days };
    });
    return { status: 200, body: { hotels } };
  });

  mount(getBrandAdditionalQuestions, ({ params, query, session }) => {
    brandForSession(db, params.brandId, session);
    // "Today" for the display window is the asked hotel's, or the brand's first hotel's when none is asked.
    const hotel = query.hotel_id === undefined ? brandHotels(db, params.brandId)[0] : findHotelById(db, query.hotel_id);
    if (!hotel || hotel.brand_id !== params.brandId) throw notFound('No hotel of this brand has this id.');
    const owner = { kind: 'brand', brandId: params.brandId, hotelId: query.hotel_id } as const;
    return { status: 200, body: { additional_questions: listAdditionalQuestions(db, owner, query, hotelToday(hotel, now())) } };
  });
}
