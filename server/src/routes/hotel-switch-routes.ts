import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';

/** The test-only endpoint that puts one hotel into a state the browser tests need (under maintenance). */
export const HOTEL_SWITCHES_PATH = '/__hotels/:code';

const ZHotelSwitches = z.object({ maintenance_mode: z.boolean() });

/**
 * Mounts `PUT /__hotels/:code` (body `{ maintenance_mode }`). Only the browser tests' stack mounts it (with the
 * fault switch); a test that turns maintenance on turns it off again, since one stack serves the whole run.
 */
export function mountHotelSwitches(app: Hono, db: Database): void {
  app.put(HOTEL_SWITCHES_PATH, async (c) => {
    const parsed = ZHotelSwitches.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { maintenance_mode }.'), 400);
    const changed = db
      .prepare('UPDATE hotels SET maintenance_mode = ? WHERE code = ?')
      .run(parsed.data.maintenance_mode ? 1 : 0, c.req.param('code')).changes;
    if (changed === 0) return c.json(errorBody(404, 'not_found', 'No such hotel.'), 404);
    return c.body(null, 204);
  });
}
