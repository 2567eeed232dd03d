import * as z from 'zod/mini';
import { AIRPORT_CODES } from '../constants/airports';
import { ZAmount, ZIsoDate } from './common';

// The stand-in flight inventory's flights (ADR 253): a flight is one departure of a scheduled flight number on a
// date; its id names both, e.g. "SA101-2026-07-01".

export const ZAirportCode = z.enum(AIRPORT_CODES);
export const ZFlightId = z.string().check(z.regex(/^[A-Z]{2}[0-9]{3,4}-[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'invalid_flight'));
const ZClockTime = z.string().check(z.regex(/^[0-2][0-9]:[0-5][0-9]$/));

export const ZFlight = z.object({
  flight_id: ZFlightId,
  flight_number: z.string(),
  /** The airline's name in the requested language. */
  airline: z.string(),
  from: ZAirportCode,
  to: ZAirportCode,
  date: ZIsoDate,
  /** Local (Japan) times; every airport served is in Japan. */
  departs_at: ZClockTime,
  arrives_at: ZClockTime,
  /** Yen per passenger, tax included. */
  fare: ZAmount,
  seats_left: z.int().check(z.nonnegative()),
});
export type Flight = z.infer<typeof ZFlight>;

/** A package's flights: out on the check-in day to the hotel's airport, back on the check-out day. */
export const ZStayFlightsRequest = z.object({ outbound_flight_id: ZFlightId, return_flight_id: ZFlightId });

export const ZStayFlightOptions = z.object({
  /** The airport nearest the hotel, where the outbound lands and the return leaves. */
  destination: ZAirportCode,
  /** Every passenger counts for a seat: adults and children of all rooms. */
  passengers: z.int().check(z.positive()),
  outbound: z.array(ZFlight),
  return: z.array(ZFlight),
});
export type StayFlightOptions = z.infer<typeof ZStayFlightOptions>;

/** A package's flights as quoted for a hotel's booking (guest detail): the two flights and their fares for everyone. */
export const ZStayFlightsQuote = z.object({
  outbound: ZFlight,
  return: ZFlight,
  passengers: z.int().check(z.positive()),
  /** Both fares for every passenger: what the booking adds to the rooms' total. */
  total: ZAmount,
});
export type StayFlightsQuote = z.infer<typeof ZStayFlightsQuote>;

/** A flight booked with a reservation: its seats and their fares as sold (yen, tax included). */
export const ZBookedFlight = z.object({
  flight_id: ZFlightId,
  flight_number: z.string(),
  airline: z.string(),
  from: ZAirportCode,
  to: ZAirportCode,
  date: ZIsoDate,
  departs_at: ZClockTime,
  arrives_at: ZClockTime,
  seats: z.int().check(z.positive()),
  fare: ZAmount,
});
export type BookedFlight = z.infer<typeof ZBookedFlight>;
