import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { isUiLocale } from '#domain/constants/locales.ts';
import { getPaymentLink, payPaymentLink } from '#domain/contracts/payment-links.ts';
import { PAYMENT_LINK_STATUSES } from '#domain/entities/payment-link.ts';
import type { Database } from '../db/open-database';
import { findHotelByCode } from '../hotels/hotel-row';
import { hotelForSession } from '../hotels/hotel-for-session';
import { errorBody } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { writePaymentLinkMail } from '../payment-links/payment-link-mail';
import { findPaymentLink, issuePaymentLink, payLink, paymentLinkView, requireHotelPaymentLink, updatePaymentLink } from '../payment-links/payment-links';
import type { RouteDeps } from './route-deps';

/** The payment-link page's calls (ADR 232): the link of the session's brand's hotel, and paying it once. */
export function mountPaymentLinkRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getPaymentLink, ({ params, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const at = now();
    return { status: 200, body: { data: paymentLinkView(requireHotelPaymentLink(db, hotel, params.paymentNumber), hotel, at) } };
  });

  mount(payPaymentLink, ({ params, body, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const at = now();
    return { status: 200, body: { data: paymentLinkView(payLink(db, hotel, params.paymentNumber, body, at), hotel, at) } };
  });
}

const ZIssueRequest = z.object({
  hotel_code: z.string(),
  email: z.email(),
  guest_name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.string().check(z.minLength(1), z.maxLength(200)),
  amount: z.int().check(z.positive()),
  locale: z.optional(z.string()),
  /** The app's address the mailed link opens; one of the app origins the API serves. */
  app_url: z.url(),
});

const ZUpdateRequest = z.object({ status: z.optional(z.enum(PAYMENT_LINK_STATUSES)), amount: z.optional(z.int().check(z.positive())) });

/**
 * The stand-in hotel's side of payment links (ADR 232), which the hotel's own system would do: `POST /__payment-links`
 * issues a link and mails it (outbox), `PUT /__payment-links/:number` settles, refunds or cancels it or changes its
 * amount. Only the stand-in stack mounts them, with the outbox.
 */
export function mountPaymentLinkDemoRoutes(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.post('/__payment-links', async (c) => {
    const parsed = ZIssueRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { hotel_code, email, guest_name, description, amount, locale?, app_url }.'), 400);
    const request = parsed.data;
    const hotel = findHotelByCode(db, request.hotel_code);
    if (!hotel) return c.json(errorBody(404, 'not_found', 'No hotel has this code.'), 404);
    if (!appOrigins.includes(new URL(request.app_url).origin)) return c.json(errorBody(400, 'invalid', 'app_url is not an address of the app.'), 400);
    const at = now();
    const locale = request.locale !== undefined && isUiLocale(request.locale) ? request.locale : hotel.locale;
    const link = db.transaction(() => {
      const issued = issuePaymentLink(db, hotel, request, at);
      writePaymentLinkMail(db, { hotel, link: issued, locale, appUrl: request.app_url }, at);
      return issued;
    })();
    return c.json({ payment_number: link.payment_number, hotel_id: hotel.id }, 201);
  });
  app.put('/__payment-links/:number', async (c) => {
    const parsed = ZUpdateRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { status?, amount? }.'), 400);
    if (!updatePaymentLink(db, c.req.param('number'), parsed.data, now())) return c.json(errorBody(404, 'not_found', 'No such payment link.'), 404);
    const link = findPaymentLink(db, c.req.param('number'));
    return c.json({ status: link?.status, amount: link?.amount }, 200);
  });
}
