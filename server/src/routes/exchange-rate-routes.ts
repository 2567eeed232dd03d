import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '#domain/constants/currencies.ts';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';

const ZRateUpdate = z.object({ rate_micro: z.int().check(z.positive()) });

/**
 * The stand-in's exchange-rate feed, which a real rate provider updates through the day: `PUT
 * /__exchange-rates/:currency` (body `{ rate_micro }`) sets the yen's rate in that currency. Prices asked after it
 * convert at the new rate, and a booking sent with the old one is refused with exchange_rates_updated (ADR 251).
 * Only the stand-in stack mounts it, with the outbox.
 */
export function mountExchangeRateDemoRoutes(app: Hono, db: Database): void {
  app.put('/__exchange-rates/:currency', async (c) => {
    const currency = z.enum(CURRENCY_CODES).safeParse(c.req.param('currency'));
    const parsed = ZRateUpdate.safeParse(await c.req.json().catch(() => undefined));
    if (!currency.success || currency.data === DEFAULT_CURRENCY || !parsed.success) {
      return c.json(errorBody(400, 'invalid', 'Expected a currency other than JPY and { rate_micro }.'), 400);
    }
    db.prepare('UPDATE exchange_rates SET rate_micro = ? WHERE base_currency = ? AND currency = ?').run(parsed.data.rate_micro, DEFAULT_CURRENCY, currency.data);
    return c.json({ base_currency: DEFAULT_CURRENCY, currency: currency.data, rate_micro: parsed.data.rate_micro }, 200);
  });
}
