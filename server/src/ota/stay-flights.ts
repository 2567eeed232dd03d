import { ROOM_UNAVAILABLE_CODE, SOLD_OUT_TITLE } from '#domain/constants/error-codes.ts';
import type { AirportCode } from '#domain/constants/airports.ts';
import type { BookedFlight as BookedFlightAnswer, Flight, StayFlightOptions, StayFlightsQuote } from '#domain/entities/flight.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { isOtaSource } from '#domain/rules/booking-source.ts';
import { stayPlusFlightIssues, type StayPlusFlightIssue } from '#domain/rules/stay-plus-flight.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest, notFound, type ErrorDetail } from '../http/api-error';
import {
  airlineName,
  clockTime,
  farePerPassenger,
  flightId,
  flightsBetween,
  hotelAirport,
  scheduledFlightOf,
  seatsSold,
  type ScheduledFlight,
} from './flight-inventory';

// Stay plus flight on the server (ADR 253): the flight options of a stay, and the flights of a booking, checked
// against the rules of domain/rules/stay-plus-flight.ts and the seats left, and taken with the rooms.

/** Where each rule's refusal is reported: the field the guest changes to meet it. */
const ISSUE_FIELD: Record<StayPlusFlightIssue, string> = {
  undated: 'checkin',
  dayUse: 'is_day_use',
  tooManyRooms: 'rooms',
  checkinNotOffered: 'checkin',
  stayTooLong: 'checkout',
  notJapanese: 'locale',
};

function refuseIssues(issues: readonly StayPlusFlightIssue[]): void {
  if (issues.length === 0) return;
  const fields: Record<string, ErrorDetail[]> = {};
  for (const issue of issues) (fields[ISSUE_FIELD[issue]] ??= []).push({ error: issue });
  throw invalidRequest('These flights cannot be booked with this stay.', fields);
}

function flightOf(db: Database, flight: ScheduledFlight, date: string, locale: string): Flight {
  const id = flightId(flight, date);
  return {
    flight_id: id,
    flight_number: flight.flightNumber,
    airline: airlineName(flight, locale),
    from: flight.from,
    to: flight.to,
    date,
    departs_at: clockTime(flight.departsMin),
    arrives_at: clockTime(flight.arrivesMin),
    fare: farePerPassenger(flight, date),
    seats_left: Math.max(0, flight.capacity - seatsSold(db, id)),
  };
}

export type StayFlightQuery = {
  from: AirportCode;
  hotel_code: string;
  checkin: string;
  checkout: string;
  passengers: number;
  rooms: number;
  locale: string;
};

/** The outbound and return flights a stay at a hotel can be booked with. */
export function stayFlightOptions(db: Database, query: StayFlightQuery, today: string): StayFlightOptions {
  refuseIssues(stayPlusFlightIssues({ checkin: query.checkin, checkout: query.checkout, rooms: query.rooms, locale: query.locale }, today));
  const destination = hotelAirport(query.hotel_code);
  if (!destination) throw notFound('No such hotel.');
  if (destination === query.from) throw invalidRequest('The hotel is near the airport of departure.', { from: [{ error: 'same_airport' }] });
  return {
    destination,
    passengers: query.passengers,
    outbound: flightsBetween(query.from, destination).map((flight) => flightOf(db, flight, query.checkin, query.locale)),
    return: flightsBetween(destination, query.from).map((flight) => flightOf(db, flight, query.checkout, query.locale)),
  };
}

export type BookedFlight = { flightId: string; seats: number; fare: number };
export type PackageFlights = { lines: BookedFlight[]; total: number };

const refuseFlight = (field: string, error: string) => invalidRequest('These flights do not go with this stay.', { [`flights.${field}`]: [{ error }] });

type FlightStay = { checkin: string; checkout: string; rooms: number; isDayUse?: boolean | undefined; locale: string };
type ChosenFlights = { outbound_flight_id: string; return_flight_id: string };

/**
 * The package rules and the flights' fit with the stay: an outbound on the check-in day to the hotel's airport and
 * a return on the check-out day back to where it left from.
 */
function checkedFlights(hotelCode: string, stay: FlightStay, flights: ChosenFlights, today: string) {
  refuseIssues(stayPlusFlightIssues(stay, today));
  const destination = hotelAirport(hotelCode);
  const outbound = scheduledFlightOf(flights.outbound_flight_id);
  const back = scheduledFlightOf(flights.return_flight_id);
  if (!destination || !outbound || outbound.date !== stay.checkin || outbound.flight.to !== destination) throw refuseFlight('outbound_flight_id', 'flight_not_for_stay');
  if (!back || back.date !== stay.checkout || back.flight.from !== destination || back.flight.to !== outbound.flight.from) {
    throw refuseFlight('return_flight_id', 'flight_not_for_stay');
  }
  return { outbound, back };
}

/**
 * The flights of a booking, checked (checkedFlights) on a travel-agency booking. Fares are the inventory's, per
 * passenger (every adult and child of every room). Null when the booking has none.
 */
export function packageFlights(hotelCode: string, body: CreateReservationRequest, today: string): PackageFlights | null {
  if (!body.flights) return null;
  const stay = { checkin: body.checkin, checkout: body.checkout, rooms: body.rooms.length, isDayUse: body.is_day_use, locale: body.locale };
  const { outbound, back } = checkedFlights(hotelCode, stay, body.flights, today);
  if (!isOtaSource(body.booking_source)) throw invalidRequest('Flights are sold on the travel-agency site only.', { booking_source: [{ error: 'flights_not_sold' }] });
  const seats = body.rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
  const lines = [outbound, back].map(({ flight, date }) => ({ flightId: flightId(flight, date), seats, fare: farePerPassenger(flight, date) * seats }));
  return { lines, total: lines.reduce((sum, line) => sum + line.fare, 0) };
}

export type FlightsQuoteQuery = ChosenFlights & { checkin: string; checkout: string; passengers: number; rooms: number; locale: string };

/** The chosen flights of a package with their fares and seats left now, as guest detail shows and books them. */
export function quoteFlights(db: Database, hotelCode: string, query: FlightsQuoteQuery, today: string): StayFlightsQuote {
  const { outbound, back } = checkedFlights(hotelCode, query, query, today);
  const out = flightOf(db, outbound.flight, outbound.date, query.locale);
  const ret = flightOf(db, back.flight, back.date, query.locale);
  return { outbound: out, return: ret, passengers: query.passengers, total: (out.fare + ret.fare) * query.passengers };
}

/** The flights booked with a reservation, outbound first, as sold. */
export function bookedFlights(db: Database, reservationId: number, locale: string): BookedFlightAnswer[] {
  const rows = db
    .prepare<[number], { flight_id: string; seats: number; fare: number }>('SELECT flight_id, seats, fare FROM flight_seat_sales WHERE reservation_id = ? ORDER BY rowid')
    .all(reservationId);
  return rows.flatMap((row) => {
    const scheduled = scheduledFlightOf(row.flight_id);
    if (!scheduled) return [];
    const { flight, date } = scheduled;
    return [{
      flight_id: row.flight_id,
      flight_number: flight.flightNumber,
      airline: airlineName(flight, locale),
      from: flight.from,
      to: flight.to,
      date,
      departs_at: clockTime(flight.departsMin),
      arrives_at: clockTime(flight.arrivesMin),
      seats: row.seats,
      fare: row.fare,
    }];
  });
}

function seatsSoldOut(field: string): ApiError {
  return new ApiError(409, SOLD_OUT_TITLE, 'The seats on this flight were sold while you were booking. Please choose another flight.', {
    codes: [ROOM_UNAVAILABLE_CODE],
    baseCode: ROOM_UNAVAILABLE_CODE,
    fields: { [`flights.${field}`]: [{ error: 'seats_sold_out', code: ROOM_UNAVAILABLE_CODE }] },
  });
}

/**
 * Takes the seats for the reservation. Runs inside the booking's immediate transaction (create-reservation.ts):
 * the count is read and the seats taken under the write lock, so two bookings cannot both take the last seat, and
 * a refusal here undoes the rooms just booked, as a refusal of the rooms leaves the seats untouched.
 */
export function takeSeats(db: Database, reservationId: number, flights: PackageFlights): void {
  const insert = db.prepare('INSERT INTO flight_seat_sales (reservation_id, flight_id, seats, fare) VALUES (?, ?, ?, ?)');
  flights.lines.forEach((line, index) => {
    const scheduled = scheduledFlightOf(line.flightId);
    if (!scheduled || scheduled.flight.capacity - seatsSold(db, line.flightId) < line.seats) {
      throw seatsSoldOut(index === 0 ? 'outbound_flight_id' : 'return_flight_id');
    }
    insert.run(reservationId, line.flightId, line.seats, line.fare);
  });
}
