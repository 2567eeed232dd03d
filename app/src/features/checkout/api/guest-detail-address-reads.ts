import type { QueryClient } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { notificationsQueryOptions } from '#app/shared/reservations/get-notifications.ts';
import { readBookingSelection, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { packageFlightsOf } from '#app/shared/stay/package-flights.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { extrasQueryOptions } from './get-extras';
import { packageFlightsQueryOptions } from './get-package-flights';
import { selectedPlanQueryOptions } from './get-selected-plan';

type HotelIds = Pick<BookingWidgetSettings, 'hotel_id' | 'hotel_brand_id'>;

/**
 * Guest detail's reads that need nothing but the hotel and the address (ADR 282): each booked room's rooms search,
 * the extras, the notices and a package's flights, put into the query cache under the keys the page reads. Asking
 * again while a read is out or fresh sends nothing, so the startup and the page may both call this.
 */
export function startGuestDetailAddressReads(queryClient: QueryClient, hotel: HotelIds, selection: BookingSelection, locale: UiLocale): void {
  const { hotel_id: hotelId, hotel_brand_id: brandId } = hotel;
  const planCodes = selection.rooms.map((room) => room.room_plan_code);
  for (const booked of selection.rooms) void queryClient.prefetchQuery(selectedPlanQueryOptions(hotelId, selection, booked, locale));
  void queryClient.prefetchQuery(extrasQueryOptions(hotelId, selection.checkin, selection.checkout, locale));
  void queryClient.prefetchQuery(notificationsQueryOptions({ hotelId, brandId }, 'place_booking_process', planCodes, selection.checkin, locale));
  const flightIds = packageFlightsOf(selection);
  if (flightIds) void queryClient.prefetchQuery(packageFlightsQueryOptions(hotelId, selection, flightIds, locale));
}

/**
 * The startup's share (document 1 section 4: the landing page's first reads go out once a session exists): on a
 * guest detail address, its reads start while the route's code still loads and runs, not once the page has drawn.
 * The address is read as the page reads it; one it cannot read starts nothing, and the page says so.
 */
export function preloadGuestDetail(queryClient: QueryClient, settings: BookingWidgetSettings, search: string, locale: UiLocale): void {
  const selection = readBookingSelection(new URLSearchParams(search), maxAdultsPerRoom(settings));
  if (selection) startGuestDetailAddressReads(queryClient, settings, selection, locale);
}
