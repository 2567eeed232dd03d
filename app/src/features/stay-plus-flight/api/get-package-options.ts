import { queryOptions } from '@tanstack/react-query';
import { searchStayFlights } from '#domain/contracts/ota-flights.ts';
import { searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import { STAY_PLUS_FLIGHT } from '#domain/rules/stay-plus-flight.ts';
import { callApi } from '#app/api/api-client.ts';
import { passengersOf, type PackageSearch } from '../utils/package-search';
import { stayPlusFlightKeys } from './keys';

/** The hotels the site sells for the stay, cheapest first: the packages' hotels. */
export function packageHotelsQueryOptions(search: PackageSearch) {
  const query = {
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    locale: STAY_PLUS_FLIGHT.locale,
    per_page: '100',
  };
  return queryOptions({
    queryKey: stayPlusFlightKeys.hotels(query),
    queryFn: ({ signal }) => callApi(searchOtaHotels, { query, signal }),
  });
}

/** The outbound and return flights for the stay at the chosen hotel, with the seats left on each. */
export function stayFlightsQueryOptions(search: PackageSearch & { hotelCode: string }) {
  const query = {
    from: search.from,
    hotel_code: search.hotelCode,
    checkin: search.checkin,
    checkout: search.checkout,
    passengers: String(passengersOf(search)),
    rooms: String(search.rooms),
    locale: STAY_PLUS_FLIGHT.locale,
  };
  return queryOptions({
    queryKey: stayPlusFlightKeys.flights(query),
    queryFn: ({ signal }) => callApi(searchStayFlights, { query, signal }),
  });
}
