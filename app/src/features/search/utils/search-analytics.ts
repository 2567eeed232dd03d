import type { Ga4EventPayload } from '#bridge/host-methods.ts';
import type { RoomResult } from '#domain/entities/room-result.ts';
import type { SearchCriteriaState } from './search-criteria';

/** GA4 caps an event's items; the first room types of the list are the ones a guest sees first. */
const MAX_ITEMS = 25;

/**
 * The search_result page layer for the host's GA4 (bridge ga4Event): GA4's view_item_list with the searched
 * stay and one item per room type, priced at its cheapest plan. Nothing about the guest is sent.
 */
export function searchResultEvent(
  criteria: SearchCriteriaState,
  rooms: readonly RoomResult[],
  hotelCode: string,
  currency: string,
): Ga4EventPayload {
  return {
    name: 'view_item_list',
    params: {
      page_layer: 'search_result',
      item_list_id: 'search_result',
      item_list_name: 'search_result',
      hotel_code: hotelCode,
      currency,
      checkin: criteria.undated ? null : criteria.checkin,
      checkout: criteria.undated || criteria.isDayUse ? null : criteria.checkout,
      search_type: criteria.undated ? 'undated' : criteria.isDayUse ? 'day_use' : 'dated',
      rooms: criteria.rooms.length,
      adults: criteria.rooms.reduce((sum, room) => sum + room.adults, 0),
      order: criteria.order,
      view: criteria.type,
      items: rooms.slice(0, MAX_ITEMS).map((room, index) => ({
        item_id: room.room_type_code,
        item_name: room.room_type_name,
        index,
        price: room.room_plan.reduce((lowest, plan) => Math.min(lowest, plan.total_price), Number.POSITIVE_INFINITY),
      })),
    },
  };
}
