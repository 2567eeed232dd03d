import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { getSubscriptionStatus, unsubscribeMarketingEmails } from '#domain/contracts/marketing-emails.ts';
import type { Database } from '../db/open-database';
import { findHotelByCode } from '../hotels/hotel-row';
import { ApiError, errorBody } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { ONE_CLICK_UNSUBSCRIBE_PATH, subscriptionStatus, unsubscribe, writeMarketingMail } from '../marketing/marketing-emails';
import type { RouteDeps } from './route-deps';

/** Document 2 section 7.11's marketing e-mail calls (ADR 232), for the unsubscribe pages; the session's brand only. */
export function mountMarketingEmailRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getSubscriptionStatus, ({ query, session }) => {
    if (!session) throw new Error('a session-bound call ran without a session');
    return { status: 200, body: { data: subscriptionStatus(db, query.token, session.brandId) } };
  });
  mount(unsubscribeMarketingEmails, ({ body, session }) => {
    if (!session) throw new Error('a session-bound call ran without a session');
    return { status: 200, body: { data: unsubscribe(db, body.token, session.brandId, now()) } };
  });
}

/**
 * RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe
 * address, with no cookie and no session; the token in the address is the proof. Any other body is refused, so a
 * link-following scanner's GET or bare POST unsubscribes nobody.
 */
export function mountOneClickUnsubscribe(app: Hono, db: Database, now: () => Date): void {
  app.post(ONE_CLICK_UNSUBSCRIBE_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = c.req.query('token');
    if (form['List-Unsubscribe'] !== 'One-Click' || token === undefined) {
      return c.json(errorBody(400, 'invalid', 'Expected the body List-Unsubscribe=One-Click.'), 400);
    }
    try {
      unsubscribe(db, token, null, now());
    } catch (error) {
      if (error instanceof ApiError) return c.json(error.body, error.status);
      throw error;
    }
    return c.body(null, 200);
  });
}

const ZSendRequest = z.object({ hotel_code: z.string(), email: z.email(), locale: z.optional(z.string()), app_url: z.url() });

/**
 * The stand-in brand's marketing mail (`POST /__marketing-mails`), which the hotel's newsletter system would send;
 * it lands in the outbox with its List-Unsubscribe headers, or is not sent to an unsubscribed address (`sent: false`).
 */
export function mountMarketingMailDemoRoutes(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.post('/__marketing-mails', async (c) => {
    const parsed = ZSendRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { hotel_code, email, locale?, app_url }.'), 400);
    const hotel = findHotelByCode(db, parsed.data.hotel_code);
    if (!hotel) return c.json(errorBody(404, 'not_found', 'No hotel has this code.'), 404);
    if (!appOrigins.includes(new URL(parsed.data.app_url).origin)) return c.json(errorBody(400, 'invalid', 'app_url is not an address of the app.'), 400);
    const sent = writeMarketingMail(
      db,
      { hotel, email: parsed.data.email, locale: parsed.data.locale ?? hotel.locale, appUrl: parsed.data.app_url, apiOrigin: new URL(c.req.url).origin },
      now(),
    );
    return c.json({ sent }, 201);
  });
}
