import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { createPayPalClientCredential, createPayPalOrder, validatePayPalOrder } from '#domain/contracts/paypal-payments.ts';
import { ZPayPalOrderId } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';
import { hotelForSession } from '../hotels/hotel-for-session';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { standInPage } from '../http/stand-in-page';
import { reservationOwnerFor } from '../members/signed-in';
import {
  approvePayPalOrder,
  createPayPalOrder as createOrder,
  openPayPalOrder,
  validatePayPalOrder as validateOrder,
} from '../payments/paypal-orders';
import { isPayPalSandboxClient, payPalGatewayFor } from '../payments/paypal-gateways';
import { idempotencyKeyOf } from './reservation-routes';
import type { RouteDeps } from './route-deps';
import { standInPageCsp } from '../http/stand-in-csp';

/**
 * Document 2 section 7.6's PayPal calls (ADR 249): the client credential the app loads the SDK with, the order the
 * server creates for the booking attempt (Idempotency-Key) at its own price, and the validation of the approved
 * order. The booking captures it (create-reservation.ts).
 */
export function mountPayPalPaymentRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(createPayPalClientCredential, ({ params, session: maybeSession }) => {
    const { hotel } = hotelForSession(db, params.hotelId, maybeSession);
    const gateway = payPalGatewayFor(hotel.payment_provider);
    if (!gateway) throw notFound('This hotel does not take PayPal.');
    // PayPal's own client for a PayPal hotel; the gateway's partner client for PayPal through GMO or PAYGENT.
    return { status: 201, body: { client_id: gateway.clientId, currency: hotel.currency, intent: 'capture' as const } };
  });

  mount(createPayPalOrder, ({ params, body, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const idempotencyKey = idempotencyKeyOf(context);
    const at = now();
    const owner = reservationOwnerFor(db, context, session.brandId, at);
    const memberId = owner.kind === 'member' ? owner.member_id : null;
    return { status: 201, body: createOrder(db, { hotel, session, idempotencyKey, request: body, memberId, now: at }) };
  });

  mount(validatePayPalOrder, ({ params, body, session: maybeSession }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    return { status: 200, body: validateOrder(db, hotel, session, body.order_id) };
  });
}

/**
 * PayPal's own origin, played by the API (ADR 249), as the hosted card fields are: the JS SDK script the app loads
 * (`loadScript` with `sdkBaseUrl`), and the checkout popup where the buyer logs in as a sandbox buyer and approves
 * or cancels. The popup answers only the window that opened it, on an app origin.
 */
export function mountPayPalStandInRoutes(app: Hono, db: Database, appOrigins: readonly string[]): void {
  app.get('/psp/paypal/sdk/js', (c) => {
    if (!isPayPalSandboxClient(c.req.query('client-id'))) {
      return c.text('throw new Error("PayPal: the client-id is not a client of this sandbox.");', 400, { 'Content-Type': 'text/javascript' });
    }
    c.header('Cache-Control', 'no-store');
    return c.body(PAYPAL_SDK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('/psp/paypal/checkoutnow', (c) => {
    const id = ZPayPalOrderId.safeParse(c.req.query('token'));
    const origin = c.req.query('origin') ?? '';
    const order = id.success ? openPayPalOrder(db, id.data) : undefined;
    if (!order || !appOrigins.includes(origin)) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      return c.html(standInPage({ title: 'This PayPal checkout cannot open', content: html`<p>Please close this window and try again.</p>` }), 404);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', standInPageCsp({ scriptNonce: nonce, connectSelf: true }));
    return c.html(
      standInPage({
        title: 'PayPal Sandbox',
        documentTitle: 'Log in to your PayPal account',
        content: html`<form id="checkout" novalidate data-order="${order.id}" data-origin="${origin}">
            <p>Pay ${order.currency} ${String(order.amount)}</p>
            <p>Processed by ${order.processor}</p>
            <label for="email">Email</label>
            <input id="email" name="email" type="email" autocomplete="username" required />
            <div class="actions"><button type="submit">Pay now</button> <button type="button" id="cancel">Cancel and return</button></div>
            <p id="status" role="alert"></p>
          </form>
          <script nonce="${nonce}">
            ${raw(PAYPAL_POPUP_SCRIPT)}
          </script>`,
      }),
    );
  });

  // The buyer's approval, from the popup alone (same origin); the order is the sandbox's, not the app's.
  app.post('/psp/paypal/checkoutnow/:id/approve', async (c) => {
    const id = ZPayPalOrderId.safeParse(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as { email?: unknown };
    const approved = id.success && typeof body.email === 'string' ? approvePayPalOrder(db, id.data, body.email.trim().toLowerCase()) : undefined;
    if (!approved) return c.json({ name: 'UNPROCESSABLE_ENTITY', message: 'This buyer cannot approve this order.' }, 422);
    return c.json(approved, 200);
  });
}

// The popup: approve as a sandbox buyer, or cancel; then tell the opener (on the app origin only) and close.
const PAYPAL_POPUP_SCRIPT = `
(() => {
  const form = document.getElementById('checkout');
  const status = document.getElementById('status');
  const { order, origin } = form.dataset;
  const tell = (message) => {
    if (window.opener) window.opener.postMessage({ type: 'paypal:checkout', orderID: order, ...message }, origin);
    window.close();
  };
  document.getElementById('cancel').addEventListener('click', () => tell({ event: 'cancel' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    status.textContent = '';
    const response = await fetch('/psp/paypal/checkoutnow/' + order + '/approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: form.elements.email.value }),
    }).catch(() => undefined);
    const body = response && response.ok ? await response.json().catch(() => undefined) : undefined;
    if (!body) {
      status.textContent = 'This sandbox account cannot pay. Check the email address.';
      return;
    }
    tell({ event: 'approve', payerID: body.payer.payer_id });
  });
})();
`;

/**
 * The JS SDK as the app uses it: paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render(element). The
 * button opens the checkout popup at once (a popup needs the click), then points it at the order createOrder
 * answers; the popup's message, from this origin and that window only, calls onApprove or onCancel. A popup closed
 * without an answer is a cancel, as PayPal reports it.
 */
const PAYPAL_SDK_SCRIPT = `
(() => {
  const sdkOrigin = new URL(document.currentScript.src).origin;
  function Buttons(options) {
    let popup = null;
    const finish = () => { if (popup && !popup.closed) popup.close(); popup = null; };
    const fail = (error) => { finish(); if (options.onError) options.onError(error instanceof Error ? error : new Error(String(error))); };
    async function start() {
      popup = window.open('', 'paypal_checkout', 'popup,width=480,height=640');
      if (!popup) return fail(new Error('The PayPal window was blocked.'));
      let orderID;
      try {
        orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
      } catch (error) {
        return fail(error);
      }
      const opened = popup;
      popup.location.href = sdkOrigin + '/psp/paypal/checkoutnow?token=' + encodeURIComponent(orderID) + '&origin=' + encodeURIComponent(location.origin);
      let watch;
      const done = () => { clearInterval(watch); window.removeEventListener('message', receive); popup = null; };
      const receive = (event) => {
        if (event.origin !== sdkOrigin || event.source !== opened || !event.data || event.data.type !== 'paypal:checkout' || event.data.orderID !== orderID) return;
        done();
        if (event.data.event === 'approve') {
          Promise.resolve(options.onApprove({ orderID, payerID: event.data.payerID, paymentSource: 'paypal' }, {})).catch(fail);
        } else if (options.onCancel) options.onCancel({ orderID });
      };
      watch = setInterval(() => { if (opened.closed) { done(); if (options.onCancel) options.onCancel({ orderID }); } }, 500);
      window.addEventListener('message', receive);
    }
    return {
      isEligible: () => true,
      close: () => Promise.resolve(finish()),
      render(container) {
        const element = typeof container === 'string' ? document.querySelector(container) : container;
        if (!element) return Promise.reject(new Error('PayPal: the container to render the button in is not in the document.'));
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'Pay with PayPal');
        button.style.cssText = 'inline-size:100%;min-block-size:44px;border:0;border-radius:4px;background:#ffc439;color:#111;font:700 1rem/1 sans-serif;cursor:pointer';
        button.addEventListener('click', () => { void start(); });
        element.replaceChildren(button);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { version: '5.0.0-stand-in', Buttons };
})();
`;
