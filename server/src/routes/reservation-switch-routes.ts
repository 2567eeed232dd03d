import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';

/** The test-only endpoint that puts one reservation into a state the browser tests cannot reach by booking. */
export const RESERVATION_SWITCHES_PATH = '/__reservations/:number';

const ZReservationSwitches = z.object({
  /** What the hotel's staff editing the reservation leaves behind. */
  modified_by_staff: z.optional(z.boolean()),
  /**
   * The moment the management calls of this reservation (only) run at, ISO 8601; null goes back to the real
   * clock. Deadlines fall at hotel-local times of day, so a test pins the time rather than waiting for it.
   */
  now: z.optional(z.nullable(z.iso.datetime())),
});

/** Per reservation number, the moment its management calls run at instead of the server's clock. */
export type ReservationClock = { nowFor: (reservationNumber: string, fallback: Date) => Date };

/**
 * Mounts `PUT /__reservations/:number` (body: see ZReservationSwitches) and answers the clock the management
 * routes read. Only the browser tests' stack mounts it (with the fault switch); parallel tests each switch their
 * own reservation, so nothing leaks between them.
 */
export function mountReservationSwitches(app: Hono, db: Database): ReservationClock {
  const pinned = new Map<string, Date>();
  app.put(RESERVATION_SWITCHES_PATH, async (c) => {
    const parsed = ZReservationSwitches.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { modified_by_staff?, now? }.'), 400);
    const number = c.req.param('number');
    const found = db.prepare<[string], { id: number }>('SELECT id FROM reservations WHERE reservation_number = ?').get(number);
    if (!found) return c.json(errorBody(404, 'not_found', 'No such reservation.'), 404);
    const { modified_by_staff: modified, now } = parsed.data;
    if (modified !== undefined) db.prepare('UPDATE reservations SET modified_by_staff = ? WHERE id = ?').run(modified ? 1 : 0, found.id);
    if (now === null) pinned.delete(number);
    else if (now !== undefined) pinned.set(number, new Date(now));
    return c.body(null, 204);
  });
  return { nowFor: (reservationNumber, fallback) => pinned.get(reservationNumber) ?? fallback };
}
