import { queryOptions } from '@tanstack/react-query';
import { quoteStayFlights } from '#domain/contracts/ota-flights.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';
import { bookedCheckout, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { passengersOfSelection, type PackageFlightIds } from '#app/shared/stay/package-flights.ts';
import { checkoutKeys } from './keys';

/** The package's flights with their fares and seats left now (ADR 261): the booking adds their total to the rooms'. */
export function packageFlightsQueryOptions(hotelId: number, selection: BookingSelection, flights: PackageFlightIds, locale: UiLocale) {
  const query = {
    ...flights,
    checkin: selection.checkin,
    checkout: bookedCheckout(selection),
    passengers: String(passengersOfSelection(selection)),
    rooms: String(selection.rooms.length),
    locale,
  };
  return queryOptions({
    queryKey: checkoutKeys.packageFlights(hotelId, query),
    queryFn: ({ signal }) => callApi(quoteStayFlights, { params: { hotelId }, query, signal }),
  });
}
