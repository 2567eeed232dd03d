import type { Hono } from 'hono';
import { ZAttribution } from '#domain/entities/attribution.ts';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';

/**
 * The hotel's side of a stored reservation (ADR 233): the spec names no hotel read, so the stand-in answers the
 * test stack's `GET /__reservations/:number` with what the hotel's system would show about how the booking came:
 * its channel and the landing's marketing fields. Only the browser tests' stack mounts it (with the fault switch).
 */
export function mountHotelReservationView(app: Hono, db: Database): void {
  app.get('/__reservations/:number', (c) => {
    const row = db
      .prepare<[string], { reservation_number: string; booking_method: string; attribution: string | null; total_price: number; currency: string }>(
        'SELECT reservation_number, booking_method, attribution, total_price, currency FROM reservations WHERE reservation_number = ?',
      )
      .get(c.req.param('number'));
    if (!row) return c.json(errorBody(404, 'not_found', 'No such reservation.'), 404);
    const attribution = row.attribution === null ? null : ZAttribution.parse(JSON.parse(row.attribution));
    return c.json({
      reservation_number: row.reservation_number,
      booking_source: row.booking_method,
      total_price: row.total_price,
      currency: row.currency,
      attribution,
    });
  });
}
