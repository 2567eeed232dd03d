import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import { completeAmazonCheckout, getAmazonCheckout, ZAmazonCheckoutSessionId } from '#domain/contracts/amazon-pay.ts';
import { formatMoney } from '#domain/rules/money.ts';
import type { Database } from '../db/open-database';
import { ApiError, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { standInPage } from '../http/stand-in-page';
import { hotelForSession } from '../hotels/hotel-for-session';
import {
  AMAZON_PAY_SANDBOX_BUYERS,
  amazonReturnAddress,
  amazonSessionView,
  completeAmazonCheckoutSession,
  decideOnAmazon,
  findAmazonCheckoutSession,
} from '../payments/amazon-pay';
import { amazonPayPagePath } from '../reservations/reservation-view';
import type { RouteDeps } from './route-deps';

type Row = NonNullable<ReturnType<typeof findAmazonCheckoutSession>>;

/**
 * Amazon Pay's hosted checkout page, played by the API on its origin (ADR 258): the guest arrives by redirect from
 * the app, signs in as a sandbox buyer (or cancels), and Amazon sends them back with the checkout session's id.
 * Plain HTML, no script, labelled and usable by keyboard.
 */
export function mountAmazonPayPages(app: Hono, db: Database, now: () => Date): void {
  app.get('/psp/amazon-pay/checkout/:sid', (c) => {
    const row = openSession(db, c.req.param('sid'), now());
    if (row === undefined) return c.html(endedPage(), 404);
    // Decided already (the guest came back here): Amazon sends them on to the merchant again.
    if (row.state !== 'Open' || row.buyer_email !== null) return c.redirect(amazonReturnAddress(row), 303);
    c.header('Content-Security-Policy', pageCsp(row));
    return c.html(checkoutPage(row));
  });

  app.post('/psp/amazon-pay/checkout/:sid', async (c) => {
    const row = openSession(db, c.req.param('sid'), now());
    if (row === undefined) return c.html(endedPage(), 404);
    if (row.state !== 'Open' || row.buyer_email !== null) return c.redirect(amazonReturnAddress(row), 303);
    const form = await c.req.parseBody();
    const email = typeof form.buyer === 'string' ? form.buyer : '';
    // Only the buyer's choice is read: an amount or reference posted with it is not Amazon's to take.
    const decided = decideOnAmazon(db, row, form.action === 'cancel' ? { kind: 'cancel' } : { kind: 'buyer', email });
    c.header('Content-Security-Policy', pageCsp(row));
    if (!decided) return c.html(checkoutPage(row, 'Please choose an account to pay with.'), 422);
    return c.redirect(amazonReturnAddress(row), 303);
  });
}

/** The booking's side: the guest is back from Amazon, and the app may read a session's state. */
export function mountAmazonPayRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(completeAmazonCheckout, ({ params, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const settlement = completeAmazonCheckoutSession(db, { hotelId: hotel.id, reservationNumber: params.rid, sessionId: params.sid }, now());
    // The same answer whether the session is unknown or another reservation's, so neither can be probed.
    if (settlement.kind === 'not_found') throw notFound('No payment of this reservation has this id.');
    if (settlement.kind === 'already_settled') {
      throw new ApiError(409, 'payment_already_settled', 'This payment was already completed or canceled.', { payloads: { status: settlement.session.state } });
    }
    if (settlement.kind === 'invalid') {
      throw new ApiError(422, 'payment_result_invalid', 'The payment could not be verified. Nothing was charged.', {
        codes: [PAYMENT_FAILED_CODE],
        baseCode: PAYMENT_FAILED_CODE,
      });
    }
    return { status: 200, body: { data: amazonSessionView(settlement.session) } };
  });

  mount(getAmazonCheckout, ({ params, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const row = findAmazonCheckoutSession(db, params.sid);
    if (!row || row.reservation_hotel_id !== hotel.id) throw notFound('No payment has this id.');
    return { status: 200, body: { data: amazonSessionView(row) } };
  });
}

/** The session this page is for, while its booking still waits for it and its payment limit has not passed. */
function openSession(db: Database, id: string, now: Date): Row | undefined {
  if (!ZAmazonCheckoutSessionId.safeParse(id).success) return undefined;
  const row = findAmazonCheckoutSession(db, id);
  if (!row || row.settled_at !== null || row.reservation_status !== 'payment_pending') return undefined;
  if (row.payment_expires_at !== null && row.payment_expires_at <= now.toISOString()) return undefined;
  return row;
}

/** No script at all; the form posts here, and Amazon's redirect after it goes to the app's return address. */
function pageCsp(row: Row): string {
  const returnOrigin = new URL(row.review_return_url).origin;
  return ["default-src 'none'", "style-src 'unsafe-inline'", 'img-src data:', `form-action 'self' ${returnOrigin}`, "base-uri 'none'"].join('; ');
}

function checkoutPage(row: Row, error?: string) {
  const amount = formatMoney(row.charge_amount, row.currency as CurrencyCode, 'en');
  const buyers = [...AMAZON_PAY_SANDBOX_BUYERS];
  return standInPage({
    title: 'Amazon Pay',
    documentTitle: 'Amazon Pay (sandbox)',
    style: html`<style>
      fieldset { border: 1px solid #8d8d8d; padding: 0.5rem 1rem 1rem; }
      .buyer { display: flex; align-items: center; gap: 0.5rem; margin-block-start: 0.75rem; }
      .buyer input { inline-size: auto; }
      .buyer label { margin: 0; font-weight: 400; }
      [role='alert'] { color: #b42318; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; } dd { margin: 0; }
      .pay { background: #ffd814; border: 1px solid #8a6d00; color: #0f1111; border-radius: 0.5rem; }
    </style>`,
    content: html`<p>Sandbox: sign in as a test buyer to pay ${row.hotel_name}.</p>
      <dl>
        <dt>Merchant reference</dt>
        <dd>${row.merchant_reference_id}</dd>
        <dt>Amount</dt>
        <dd>${amount}</dd>
      </dl>
      ${error ? html`<p role="alert">${error}</p>` : ''}
      <form method="post" action="${amazonPayPagePath(row.id)}">
        <fieldset>
          <legend>Pay with the Amazon account of</legend>
          ${buyers.map(
            ([email, outcome], i) =>
              html`<div class="buyer">
                <input type="radio" id="buyer-${i}" name="buyer" value="${email}" ${i === 0 ? 'checked' : ''} />
                <label for="buyer-${i}">${email} (${outcome === 'pays' ? 'payment succeeds' : 'payment declined'})</label>
              </div>`,
          )}
        </fieldset>
        <div class="actions">
          <button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
          <button type="submit" name="action" value="cancel">Cancel and return to the merchant</button>
        </div>
      </form>`,
  });
}

function endedPage() {
  return standInPage({ title: 'This checkout has ended', content: html`<p>Please go back to the booking and try again.</p>` });
}
