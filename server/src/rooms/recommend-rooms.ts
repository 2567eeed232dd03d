import type * as z from 'zod/mini';
import type { getRoomsRecommendation } from '#domain/contracts/rooms-recommendation.ts';
import { maxGuestsPerRoom } from '#domain/rules/kids.ts';
import type { Database } from '../db/open-database';
import { roomsLimit, type HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { mcpConverter } from '../pricing/exchange-rates';
import { CHILD_PERCENT } from '../pricing/room-night-price';
import { bookableStay } from '../stays/stay';
import { findOffers, type Offer, type SearchedRoom } from './find-offers';
import { planVisible } from './plan-visibility';
import { offerScope } from './search-setup';

type Query = z.output<typeof getRoomsRecommendation.query>;
type Answer = z.input<typeof getRoomsRecommendation.response>;

/** Used when neither the query nor the hotel's recommender settings say how many. */
const DEFAULT_RECOMMENDATIONS = 3;

/**
 * Splits `adults` and `children` over `count` rooms as evenly as possible: extra adults go to the first rooms,
 * extra children to the last, so no room holds more than the rounded-up share of guests.
 */
export function splitParty(adults: number, children: number, count: number): { adults: number; children: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    adults: Math.floor(adults / count) + (i < adults % count ? 1 : 0),
    children: Math.floor(children / count) + (count - 1 - i < children % count ? 1 : 0),
  }));
}

/**
 * For each room type, the fewest rooms of it that hold the whole party (each with an adult, within the
 * hotel's multi-room limit), under the cheapest publicly sold plan with stock for all of them; cheapest first.
 */
export function recommendRooms(db: Database, hotel: HotelRow, query: Query, now: Date): Answer {
  const stay = bookableStay(hotel, query.checkin, query.checkout, now);
  const scope = offerScope(db, hotel, now, false, (plan) => planVisible(plan, {}));
  const guests = query.adults + query.children;
  const configuredLimit = db
    .prepare<[number], { max_recommendations: number }>('SELECT max_recommendations FROM recommender_widget_settings WHERE hotel_id = ?')
    .get(hotel.id)?.max_recommendations;

  const best: Offer[] = [];
  for (const roomType of scope.roomTypes) {
    const perRoom = Math.min(roomType.max_occupancy, maxGuestsPerRoom(hotel.max_guests_per_room));
    const count = Math.ceil(guests / perRoom);
    if (count > roomsLimit(hotel) || count > query.adults) continue;
    const rooms: SearchedRoom[] = splitParty(query.adults, query.children, count).map((room) => ({
      ...room,
      childPercents: Array.from({ length: room.children }, () => CHILD_PERCENT),
    }));
    const offers = findOffers({ ...scope, roomTypes: [roomType] }, stay, rooms).filter(
      (offer) => offer.stock >= count && offer.plan.is_member_only === 0 && count <= offer.plan.sale_limit,
    );
    const cheapest = offers.reduce<Offer | undefined>((found, offer) => (!found || offer.total < found.total ? offer : found), undefined);
    if (cheapest) best.push(cheapest);
  }

  const mcp = mcpConverter(db, hotel, query.mcp_currency);
  return {
    mcp_currency: mcp?.currency ?? null,
    recommendations: best
      .toSorted((a, b) => a.total - b.total)
      .slice(0, query.limit ?? configuredLimit ?? DEFAULT_RECOMMENDATIONS)
      .map((offer) => ({
        room_type_code: offer.roomType.code,
        room_type_name: pickLocalized(offer.roomType.names, query.locale),
        room_plan_code: offer.plan.code,
        room_plan_name: pickLocalized(offer.plan.names, query.locale),
        hotel_plan_code: offer.plan.plan_code,
        photos: JSON.parse(offer.roomType.photos) as string[],
        rooms: splitParty(query.adults, query.children, offer.prices.length),
        total_price: offer.total,
        total_price_without_tax: withoutTax(offer),
        ...(mcp ? { mcp_total_price_cents: mcp.cents(offer.total), mcp_total_price_without_tax_cents: mcp.cents(withoutTax(offer)) } : {}),
        plan_stock_count: offer.stock,
      })),
  };
}

function withoutTax(offer: Offer): number {
  return offer.prices.reduce((sum, price) => sum + price.withoutTax, 0);
}
