import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZIsoDate } from '../entities/common';
import { ZAirportCode, ZFlightId, ZStayFlightOptions, ZStayFlightsQuote } from '../entities/flight';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

const ZCount = (max: number) => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max));

/**
 * The flights a stay can be booked with (stay plus flight, ADR 253): outbound on the check-in day from the chosen
 * airport to the hotel's, return on the check-out day, each with its fare and the seats left for the passengers.
 * Dated only; refused (422, the field named) for more than 5 rooms, a language other than Japanese, a check-in
 * date flights are not sold for or a stay longer than flights are offered for (domain/rules/stay-plus-flight.ts).
 */
export const searchStayFlights = defineContract({
  method: 'GET',
  path: '/api/ota/v1/flights/search',
  params: ZNone,
  query: z.object({
    from: ZAirportCode,
    hotel_code: z.string().check(z.minLength(1), z.maxLength(64)),
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    /** Passengers: adults and children of all rooms together. */
    passengers: ZCount(99),
    rooms: ZCount(99),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
  }),
  body: ZNoBody,
  response: ZStayFlightOptions,
  session: 'ota',
});

/**
 * The flights a package booking carries, quoted for the hotel's booking pages (ADR 261): guest detail runs on the
 * hotel's session, not the site's, and shows the flights and their fares, which the booking adds to the rooms'
 * total. The same rules as the search and the booking; 422 naming the field when the flights do not go with the stay.
 */
export const quoteStayFlights = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/flights/quote',
  params: ZHotelIdParams,
  query: z.object({
    outbound_flight_id: ZFlightId,
    return_flight_id: ZFlightId,
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    passengers: ZCount(99),
    rooms: ZCount(99),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
  }),
  body: ZNoBody,
  response: ZStayFlightsQuote,
  session: true,
});
