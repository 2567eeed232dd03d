import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { PaymentHubConfig } from '#domain/constants/payment.ts';
import { getHubTransaction, settleHubTransaction as settleContract, ZHubTransactionId } from '#domain/contracts/payment-hub.ts';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import { formatMoney } from '#domain/rules/money.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { Database } from '../db/open-database';
import { ApiError, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { standInPage } from '../http/stand-in-page';
import { standInPageCsp } from '../http/stand-in-csp';
import { hotelForSession } from '../hotels/hotel-for-session';
import {
  decideOnHub,
  findHubTransaction,
  hubTransactionView,
  settleHubTransaction,
  signedReturnAddress,
  type HubDecision,
} from '../payments/payment-hub';
import { hubPagePath } from '../reservations/reservation-view';
import type { RouteDeps } from './route-deps';

type Row = NonNullable<ReturnType<typeof findHubTransaction>>;

/**
 * The payment hub's own page, played by the API on its origin (ADR 248): the guest arrives by redirect from the
 * app, pays with a test card or cancels, and is sent back to the app with the hub's signed result. Plain HTML, no
 * script, labelled and usable by keyboard. The hotel's configuration (document 2 section 9) decides which page it
 * is: the hub's default page, SureHigh's, the hotel's custom page, or the hub's shared payment page.
 */
export function mountPaymentHubPages(app: Hono, db: Database, now: () => Date): void {
  app.get('/psp/payment-hub/:tid', (c) => {
    const row = openTransaction(db, c.req.param('tid'), now());
    if (row === undefined) return c.html(endedPage(), 404);
    // Decided already (the guest came back here): the hub sends them on with the same result.
    if (row.status !== 'pre_3d_secure') return c.redirect(signedReturnAddress(db, row), 303);
    c.header('Content-Security-Policy', pageCsp(row));
    return c.html(hubPage(row));
  });

  app.post('/psp/payment-hub/:tid', async (c) => {
    const row = openTransaction(db, c.req.param('tid'), now());
    if (row === undefined) return c.html(endedPage(), 404);
    if (row.status !== 'pre_3d_secure') return c.redirect(signedReturnAddress(db, row), 303);
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
    const year = Number(text('exp_year'));
    const decision: HubDecision =
      form.action === 'cancel'
        ? { kind: 'cancel' }
        : {
            kind: 'card',
            checkout: checkoutOf(db, row.reservation_id),
            card: {
              number: text('number'),
              holder: text('holder'),
              exp_month: Number(text('exp_month')) || 0,
              exp_year: year < 100 ? 2000 + year : year,
              security_code: text('security_code'),
            },
          };
    const outcome = decideOnHub(db, row, decision);
    c.header('Content-Security-Policy', pageCsp(row));
    if ('issues' in outcome) return c.html(hubPage(row, 'Please check the card details and try again.'), 422);
    return c.redirect(signedReturnAddress(db, outcome.decided), 303);
  });
}

/** The booking's side: the app hands over the hub's signed result, and may read a transaction's state. */
export function mountPaymentHubRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(settleContract, ({ params, body, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const settlement = settleHubTransaction(db, { hotelId: hotel.id, reservationNumber: params.rid, transactionId: params.tid }, body, now());
    // The same answer whether the transaction is unknown or another reservation's, so neither can be probed.
    if (settlement.kind === 'not_found') throw notFound('No payment of this reservation has this id.');
    if (settlement.kind === 'already_settled') {
      throw new ApiError(409, 'payment_already_settled', 'This payment result was already used.', { payloads: { status: settlement.transaction.status } });
    }
    if (settlement.kind === 'invalid') {
      throw new ApiError(422, 'payment_result_invalid', 'The payment could not be verified. Nothing was charged.', {
        codes: [PAYMENT_FAILED_CODE],
        baseCode: PAYMENT_FAILED_CODE,
      });
    }
    return { status: 200, body: { data: hubTransactionView(settlement.transaction) } };
  });

  mount(getHubTransaction, ({ params, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const row = findHubTransaction(db, params.tid);
    if (!row || row.hotel_id !== hotel.id) throw notFound('No payment has this id.');
    return { status: 200, body: { data: hubTransactionView(row) } };
  });
}

/** The transaction this page is for, while its booking still waits for it and its payment limit has not passed. */
function openTransaction(db: Database, id: string, now: Date): Row | undefined {
  if (!ZHubTransactionId.safeParse(id).success) return undefined;
  const row = findHubTransaction(db, id);
  if (!row || row.settled_at !== null || row.reservation_status !== 'payment_pending') return undefined;
  if (row.payment_expires_at !== null && row.payment_expires_at <= now.toISOString()) return undefined;
  return row;
}

function checkoutOf(db: Database, reservationId: number): string {
  return db.prepare<[number], { checkout_date: string }>('SELECT checkout_date FROM reservations WHERE id = ?').get(reservationId)?.checkout_date ?? '';
}

/** No script at all; the form posts here, and the hub's redirect after it goes to the app's return address. */
function pageCsp(row: Row): string {
  // The page posts to itself, then sends the guest back to the app's return address; no one frames it.
  return standInPageCsp({ formAction: ["'self'", new URL(row.return_url).origin] });
}

/** Which page the hotel's configuration names, and how it is headed. */
function pageTitle(config: PaymentHubConfig, hotelName: string): { title: string; lead: string } {
  switch (config) {
    case 'surehigh':
      return { title: 'SureHigh secure payment', lead: `SureHigh takes this payment for ${hotelName}.` };
    case 'custom':
      return { title: `${hotelName} secure payment`, lead: 'Your card is checked by the payment hub on this page.' };
    case 'shared_payment_page':
      return { title: 'Shared payment page', lead: `One payment page for every hotel on the hub: you are paying ${hotelName}.` };
    case 'default':
    case 'none':
      return { title: 'tripla Pay', lead: `You are paying ${hotelName}.` };
  }
}

function hubPage(row: Row, error?: string) {
  const { title, lead } = pageTitle(row.config as PaymentHubConfig, row.hotel_name);
  const amount = formatMoney(row.amount, row.currency as CurrencyCode, 'en');
  return standInPage({
    title,
    style: html`<style>
      .row { display: flex; gap: 0.75rem; } .row > div { flex: 1; min-inline-size: 0; }
      [role='alert'] { color: #b42318; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; } dd { margin: 0; }
    </style>`,
    content: html`<p>${lead}</p>
      <dl>
        <dt>Reservation</dt>
        <dd>${row.reservation_number}</dd>
        <dt>Amount</dt>
        <dd>${amount}</dd>
      </dl>
      ${error ? html`<p role="alert">${error}</p>` : ''}
      <form method="post" action="${hubPagePath(row.id)}">
        <label for="number">Card number</label>
        <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
        <label for="holder">Name on card</label>
        <input id="holder" name="holder" autocomplete="cc-name" required />
        <div class="row">
          <div><label for="exp_month">Month (MM)</label><input id="exp_month" name="exp_month" inputmode="numeric" autocomplete="cc-exp-month" required /></div>
          <div><label for="exp_year">Year (YY)</label><input id="exp_year" name="exp_year" inputmode="numeric" autocomplete="cc-exp-year" required /></div>
          <div><label for="security_code">Security code</label><input id="security_code" name="security_code" inputmode="numeric" autocomplete="cc-csc" required /></div>
        </div>
        <div class="actions">
          <button type="submit" name="action" value="pay">Pay ${amount}</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
        </div>
      </form>`,
  });
}

function endedPage() {
  return standInPage({ title: 'This payment has ended', content: html`<p>Please go back to the booking and try again.</p>` });
}
