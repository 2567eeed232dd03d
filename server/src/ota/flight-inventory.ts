import { AIRPORTS, distanceKm, nearestAirport, type AirportCode } from '#domain/constants/airports.ts';
import { isDayOff } from '#domain/rules/japan-holidays.ts';
import { createPrng } from '../db/seed/prng';
import type { Database } from '../db/open-database';
import { otaCatalogue } from './ota-catalogue';

// The stand-in's flight inventory (issue 23, ADR 253): the airlines' side of stay plus flight. Routes between
// Japan's major airports and a few regional ones, each flown daily in both directions a fixed number of times,
// with times, fares and capacities drawn from a fixed seed, so every run, test and demo sees the same schedule.
// Like the hotel catalogue (ADR 240) the schedule is computed, not stored; the seats sold are rows of
// flight_seat_sales, taken in the booking's own transaction (flight-seats.ts).

type Route = readonly [AirportCode, AirportCode, number];

/** Both directions of each, with departures a day per direction. */
const ROUTES: readonly Route[] = [
  ['HND', 'CTS', 8], ['HND', 'ITM', 6], ['HND', 'FUK', 8], ['HND', 'OKA', 6], ['HND', 'KIX', 3], ['HND', 'KMQ', 3],
  ['HND', 'HIJ', 4], ['HND', 'KOJ', 4], ['HND', 'ISG', 2], ['NRT', 'CTS', 3], ['NRT', 'FUK', 3], ['NRT', 'OKA', 2],
  ['NRT', 'KIX', 2], ['NRT', 'ITM', 2], ['ITM', 'CTS', 4], ['ITM', 'FUK', 3], ['ITM', 'OKA', 3], ['ITM', 'SDJ', 4],
  ['ITM', 'KOJ', 3], ['KIX', 'CTS', 3], ['KIX', 'OKA', 3], ['KIX', 'ISG', 1], ['NGO', 'CTS', 4], ['NGO', 'OKA', 3],
  ['NGO', 'FUK', 3], ['NGO', 'SDJ', 2], ['CTS', 'SDJ', 3], ['CTS', 'FUK', 2], ['CTS', 'OKA', 1], ['FUK', 'OKA', 4],
  ['FUK', 'SDJ', 2], ['OKA', 'ISG', 5], ['OKA', 'KOJ', 2],
];

const AIRLINES = {
  SA: { ja: 'さくら航空', en: 'Sakura Air' },
  UM: { ja: 'うみエア', en: 'Umi Air' },
} as const;
type AirlineCode = keyof typeof AIRLINES;

const CAPACITIES = [76, 120, 166, 270] as const;
const FIRST_DEPARTURE_MIN = 7 * 60;
const LAST_DEPARTURE_MIN = 20 * 60;

/** One flight number of the daily schedule. */
export type ScheduledFlight = {
  flightNumber: string;
  airline: AirlineCode;
  from: AirportCode;
  to: AirportCode;
  departsMin: number;
  arrivesMin: number;
  capacity: number;
  /** Yen per passenger on a weekday off-peak; the day's fare is farePerPassenger(). */
  baseFare: number;
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function buildSchedule(): Map<string, ScheduledFlight> {
  const schedule = new Map<string, ScheduledFlight>();
  ROUTES.forEach(([a, b, daily], index) => {
    const airline: AirlineCode = index % 2 === 0 ? 'SA' : 'UM';
    const km = distanceKm(AIRPORTS[a], AIRPORTS[b]);
    const minutes = roundTo(25 + km / 11, 5);
    const baseFare = roundTo(9_000 + km * 16, 100);
    (
      [
        [a, b],
        [b, a],
      ] as const
    ).forEach(([from, to], direction) => {
      const draw = createPrng(1_000 + index * 2 + direction);
      const gap = (LAST_DEPARTURE_MIN - FIRST_DEPARTURE_MIN) / daily;
      for (let k = 0; k < daily; k += 1) {
        const departsMin = roundTo(FIRST_DEPARTURE_MIN + k * gap + draw() * gap * 0.6, 5);
        const flightNumber = `${airline}${100 + index * 20 + direction * 10 + k}`;
        const capacity = CAPACITIES[Math.floor(draw() * CAPACITIES.length)] ?? CAPACITIES[0];
        schedule.set(flightNumber, { flightNumber, airline, from, to, departsMin, arrivesMin: departsMin + minutes, capacity, baseFare });
      }
    });
  });
  return schedule;
}

let cached: Map<string, ScheduledFlight> | undefined;
function schedule(): Map<string, ScheduledFlight> {
  cached ??= buildSchedule();
  return cached;
}

export function airlineName(flight: ScheduledFlight, locale: string): string {
  return locale === 'ja' ? AIRLINES[flight.airline].ja : AIRLINES[flight.airline].en;
}

export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A day off (weekend, holiday, year end) costs more, and so do the morning and evening peaks. */
export function farePerPassenger(flight: ScheduledFlight, date: string): number {
  const peak = (flight.departsMin >= 7 * 60 && flight.departsMin < 9 * 60) || (flight.departsMin >= 17 * 60 && flight.departsMin < 19 * 60);
  return roundTo(flight.baseFare * (isDayOff(date) ? 1.3 : 1) * (peak ? 1.15 : 1), 100);
}

/** The day's departures from one airport to another, earliest first. */
export function flightsBetween(from: AirportCode, to: AirportCode): ScheduledFlight[] {
  return [...schedule().values()].filter((flight) => flight.from === from && flight.to === to).sort((x, y) => x.departsMin - y.departsMin);
}

export function flightId(flight: ScheduledFlight, date: string): string {
  return `${flight.flightNumber}-${date}`;
}

/** A flight id's flight number and date; null when the number is not flown. */
export function scheduledFlightOf(id: string): { flight: ScheduledFlight; date: string } | null {
  const match = /^([A-Z]{2}[0-9]{3,4})-([0-9]{4}-[0-9]{2}-[0-9]{2})$/.exec(id);
  const flight = match?.[1] ? schedule().get(match[1]) : undefined;
  return flight && match?.[2] ? { flight, date: match[2] } : null;
}

/** Seats sold on a departure, by reservations that stand (a cancelled one gives its seats back). */
export function seatsSold(db: Database, id: string): number {
  const row = db
    .prepare<[string], { sold: number }>(`
      SELECT COALESCE(SUM(s.seats), 0) AS sold FROM flight_seat_sales s
      JOIN reservations r ON r.id = s.reservation_id
      WHERE s.flight_id = ? AND r.status != 'cancelled'`)
    .get(id);
  return row?.sold ?? 0;
}

/** The airport a catalogue hotel is reached from: the nearest; null for a hotel the catalogue does not hold. */
export function hotelAirport(hotelCode: string): AirportCode | null {
  const hotel = otaCatalogue().find((candidate) => candidate.code === hotelCode);
  return hotel ? nearestAirport(hotel).code : null;
}
