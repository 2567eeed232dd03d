import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { createAdyenSession } from '#domain/contracts/adyen-payments.ts';
import type { Database } from '../db/open-database';
import { hotelForSession } from '../hotels/hotel-for-session';
import { hotelParentOrigins } from '../hotels/hotel-parent-origins';
import type { MountContract } from '../http/mount-contract';
import { issuerChallengeForm } from '../http/issuer-challenge-form';
import { standInPage } from '../http/stand-in-page';
import { reservationOwnerFor } from '../members/signed-in';
import {
  ADYEN_3DS_PASSWORD,
  ADYEN_STAND_IN_CLIENT_KEY,
  AdyenError,
  adyenBrandOf,
  adyenPaymentDetails,
  adyenReturnAddress,
  answerAdyenChallenge,
  findAdyenChallenge,
  createAdyenSession as createSession,
  encryptSecuredField,
  payAdyenSession,
  setupAdyenSession,
} from '../payments/adyen-sessions';
import { idempotencyKeyOf } from './reservation-routes';
import type { RouteDeps } from './route-deps';
import { standInPageCsp } from '../http/stand-in-csp';

/** The merchant server's call (ADR 257): Adyen's payment session for the booking attempt, at the server's own price. */
export function mountAdyenPaymentRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(createAdyenSession, ({ params, body, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const idempotencyKey = idempotencyKeyOf(context);
    const at = now();
    const owner = reservationOwnerFor(db, context, session.brandId, at);
    const memberId = owner.kind === 'member' ? owner.member_id : null;
    return { status: 201, body: createSession(db, { hotel, session, idempotencyKey, request: body, memberId, appOrigins, now: at }) };
  });
}

const adyenAnswer = (c: Context, run: () => unknown) => {
  try {
    return c.json(run() as object, 200);
  } catch (error) {
    if (error instanceof AdyenError) return c.json(error.body, error.status);
    throw error;
  }
};

/**
 * Adyen's own origins, played by the API (ADR 257) at the paths Adyen Web calls when its `_environmentUrls` name
 * this origin: the checkout shopper API (`/checkoutshopper/`: session setup and payments, the secured fields' pages,
 * the card brand logos) and checkout analytics (`/checkoutanalytics/`). The SDK checks that the secured fields'
 * messages come from the origin of its API address, as they come from Adyen's.
 */
export function mountAdyenStandInRoutes(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.post('/checkoutshopper/v1/sessions/:id/setup', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { sessionData?: unknown };
    return adyenAnswer(c, () => setupAdyenSession(db, c.req.param('id'), body, c.req.query('clientKey'), now()));
  });

  app.post('/checkoutshopper/v1/sessions/:id/payments', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Parameters<typeof payAdyenSession>[2];
    return adyenAnswer(c, () => payAdyenSession(db, c.req.param('id'), body, c.req.query('clientKey'), new URL(c.req.url).origin, now()));
  });

  // The redirect's result, handed over by Adyen Web on the app's return page (ADR 270): read once, in one transaction.
  app.post('/checkoutshopper/v1/sessions/:id/paymentDetails', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Parameters<typeof adyenPaymentDetails>[2];
    return adyenAnswer(c, () => db.transaction(() => adyenPaymentDetails(db, c.req.param('id'), body, c.req.query('clientKey'), now()))());
  });

  // The card issuer's 3-D Secure 2 challenge, as Adyen's test issuer plays it: its password passes, anything else
  // or Cancel fails; either way the shopper goes back to the session's return address with the redirectResult.
  app.get('/checkoutshopper/threeDS/redirect', (c) => {
    const md = c.req.query('MD') ?? '';
    const challenge = findAdyenChallenge(db, md);
    if (!challenge || Date.parse(challenge.expires_at) <= now().getTime()) return c.html(challengeEnded(), 404);
    const back = adyenReturnAddress(db, md);
    if (back) return c.redirect(back, 303);
    // No script; the form posts here, and its answer redirects into the app (form-action covers the redirect). The
    // page replaces the app in its frame, so it may be framed where the app is: by the app's origin on the hotel's pages.
    const appOrigin = new URL(challenge.return_url).origin;
    c.header(
      'Content-Security-Policy',
      standInPageCsp({ formAction: ["'self'", appOrigin], frameAncestors: [appOrigin, ...hotelParentOrigins(db, challenge.hotel_id)] }),
    );
    return c.html(
      standInPage({
        title: 'Verify your card',
        content: html`<p>Your card issuer asks you to confirm this payment with the card ending ${challenge.card_last4}.</p>
          ${issuerChallengeForm('/checkoutshopper/threeDS/redirect', html`<input type="hidden" name="MD" value="${md}" />`)}`,
      }),
    );
  });

  app.post('/checkoutshopper/threeDS/redirect', async (c) => {
    const form = await c.req.parseBody();
    const md = typeof form.MD === 'string' ? form.MD : '';
    const challenge = findAdyenChallenge(db, md);
    if (!challenge || Date.parse(challenge.expires_at) <= now().getTime()) return c.html(challengeEnded(), 404);
    const back = answerAdyenChallenge(db, md, form.action !== 'cancel' && form.password === ADYEN_3DS_PASSWORD);
    return back ? c.redirect(back, 303) : c.html(challengeEnded(), 404);
  });

  // Checkout analytics: the attempt id Adyen Web asks for at start (sent even with analytics off), and its events.
  app.post('/checkoutanalytics/v3/analytics', (c) => c.json({ checkoutAttemptId: randomUUID() }, 200));
  app.post('/checkoutanalytics/v3/analytics/:attemptId', (c) => c.body(null, 204));

  // The card brand logos the Card shows, from Adyen's CDN (`cdn.images`): a plain labelled mark per brand.
  app.get('/checkoutshopper/images/logos/:file', (c) => {
    const brand = /^([a-z0-9_]{1,20})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!brand) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    const label = brand.toUpperCase().slice(0, 6);
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26" role="img" aria-label="${label}"><rect width="40" height="26" rx="3" fill="#fff" stroke="#8a8f98"/><text x="20" y="17" font-family="sans-serif" font-size="8" font-weight="700" text-anchor="middle" fill="#1a1a1a">${label}</text></svg>`,
      200,
      { 'Content-Type': 'image/svg+xml' },
    );
  });

  // One secured field: a single input in its own page on Adyen's origin, framed only by an app origin (`d`).
  app.get('/checkoutshopper/securedfields/:clientKey/:version/securedFields.html', (c) => {
    const origin = decodedOrigin(c.req.query('d'));
    if (c.req.param('clientKey') !== ADYEN_STAND_IN_CLIENT_KEY || c.req.query('type') !== 'card' || !origin || !appOrigins.includes(origin)) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
      return c.html(standInPage({ title: 'This card field cannot open', content: html`<p>Please go back to the booking and try again.</p>` }), 404);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', standInPageCsp({ scriptNonce: nonce, connectSelf: true, frameAncestors: [origin] }));
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Adyen secured field</title>
          <link rel="icon" href="data:," />
          <style>
            html, body { margin: 0; padding: 0; background: transparent; }
            input { box-sizing: border-box; inline-size: 100%; block-size: 38px; border: 0; padding: 0 2px; font: 16px/1.2 system-ui, sans-serif; color: #00112c; background: transparent; }
            input:focus { outline: none; }
          </style>
        </head>
        <body data-parent="${origin}" data-client-key="${ADYEN_STAND_IN_CLIENT_KEY}">
          <input id="field" type="text" inputmode="numeric" spellcheck="false" />
          <script nonce="${nonce}">
            ${raw(SECURED_FIELD_SCRIPT)}
          </script>
        </body>
      </html>`);
  });

  // The field's value, from its own page only (same origin): the blob(s) Adyen's client-side encryption produces.
  app.post('/checkoutshopper/securedfields/:clientKey/encrypt', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { fieldType?: unknown; value?: unknown };
    if (c.req.param('clientKey') !== ADYEN_STAND_IN_CLIENT_KEY || c.req.header('Sec-Fetch-Site') === 'cross-site') {
      return c.json(new AdyenError(401, '000', 'Invalid client key.').body, 401);
    }
    const blobs = encryptSecuredField(body.fieldType, body.value, now());
    if (!blobs) return c.json(new AdyenError(422, '174', 'The field is not complete.').body, 422);
    const digits = typeof body.value === 'string' ? body.value.replace(/\D/g, '') : '';
    const card = body.fieldType === 'encryptedCardNumber' ? { endDigits: digits.slice(-4), issuerBin: digits.slice(0, 8), brand: adyenBrandOf(digits) } : {};
    return c.json({ blobs, ...card }, 200);
  });
}

const challengeEnded = () => standInPage({ title: 'This card check has ended', content: html`<p>Please go back to the booking and try again.</p>` });

/** The secured fields' `d` query: the framing page's origin, base64 encoded by Adyen Web. */
function decodedOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const text = Buffer.from(value, 'base64').toString('utf8');
    return new URL(text).origin === text ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The secured field's side of Adyen Web's messages (its CSF protocol): the SDK posts the field's configuration when
 * the frame loads and this page answers `config`; then `brand`, `focus`, an error code (`cc.num.902`…) or, for a
 * complete field, `encryption` with its blobs. Messages go to the framing app origin only, as JSON text, and only
 * the parent window on that origin is listened to.
 */
const SECURED_FIELD_SCRIPT = `
(() => {
  const parentOrigin = document.body.dataset.parent;
  const clientKey = document.body.dataset.clientKey;
  const input = document.getElementById('field');
  const KINDS = { encryptedCardNumber: 'number', encryptedExpiryDate: 'expiry', encryptedSecurityCode: 'cvc' };
  const COMPLETE = { number: (v) => v.length >= (/^3[47]/.test(v) ? 15 : 16), expiry: (v) => v.length === 4, cvc: (v) => v.length >= 3 };
  const ERRORS = { number: ['cc.num.901', 'cc.num.902'], expiry: ['cc.dat.910', 'cc.dat.912'], cvc: ['cc.cvc.920', 'cc.cvc.920'] };
  let config = null;
  let kind = null;
  let encrypted = false;
  let brand = null;
  let attempt = 0;
  const send = (message) => {
    if (config) parent.postMessage(JSON.stringify({ ...message, fieldType: config.fieldType, numKey: config.numKey }), parentOrigin);
  };
  const digitsOf = (value) => value.replace(/\\D/g, '');
  const format = (digits) => {
    if (kind === 'number') return digits.slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (kind === 'expiry') return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2, 4) : digits;
    return digits.slice(0, 4);
  };
  const brandOf = (d) => (/^4/.test(d) ? 'visa' : /^(5[1-5]|2[2-7])/.test(d) ? 'mc' : /^3[47]/.test(d) ? 'amex' : /^35/.test(d) ? 'jcb' : /^3[068]/.test(d) ? 'diners' : null);

  function configure(data) {
    config = data;
    kind = KINDS[data.fieldType] || null;
    if (!kind) return;
    const ui = data.iframeUIConfig || {};
    const aria = (ui.ariaConfig && ui.ariaConfig[data.fieldType]) || {};
    const placeholder = ui.placeholders && ui.placeholders[data.fieldType];
    document.documentElement.lang = (ui.ariaConfig && ui.ariaConfig.lang) || 'en';
    input.setAttribute('aria-label', aria.label || aria.iframeTitle || data.fieldType);
    input.autocomplete = kind === 'number' ? 'cc-number' : kind === 'expiry' ? 'cc-exp' : 'cc-csc';
    if (placeholder) input.placeholder = placeholder;
    send({ action: 'config' });
  }

  async function encrypt(digits, current) {
    const response = await fetch('/checkoutshopper/securedfields/' + encodeURIComponent(clientKey) + '/encrypt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fieldType: config.fieldType, value: digits }),
    }).catch(() => undefined);
    const body = response && response.ok ? await response.json().catch(() => undefined) : undefined;
    if (current !== attempt) return;
    if (!body) {
      send({ action: 'incorrectField', error: ERRORS[kind][1] });
      return;
    }
    encrypted = true;
    const message = { action: 'encryption', [config.fieldType]: body.blobs };
    if (kind === 'number') Object.assign(message, { endDigits: body.endDigits, issuerBin: body.issuerBin });
    if (kind === 'expiry') message.expiryDate = format(digits);
    send(message);
  }

  function changed() {
    const digits = digitsOf(input.value).slice(0, kind === 'number' ? 19 : kind === 'expiry' ? 4 : 4);
    input.value = format(digits);
    attempt += 1;
    if (kind === 'number') {
      const next = brandOf(digits);
      if (next && next !== brand) {
        brand = next;
        send({ action: 'brand', brand: next, cvcPolicy: 'required', expiryDatePolicy: 'required' });
      }
    }
    if (encrypted) {
      encrypted = false;
      send({ action: 'delete', error: '' });
    }
    if (COMPLETE[kind](digits)) void encrypt(digits, attempt);
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== parent || typeof event.data !== 'string') return;
    let data;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!config) {
      configure(data);
      return;
    }
    if (data.numKey !== config.numKey) return;
    if (data.focus === true) input.focus();
  });
  input.addEventListener('input', changed);
  input.addEventListener('focus', () => send({ action: 'focus', focus: true }));
  input.addEventListener('blur', () => {
    send({ action: 'focus', focus: false });
    const digits = digitsOf(input.value);
    if (!encrypted && digits.length > 0 && kind) send({ action: 'incorrectField', error: ERRORS[kind][COMPLETE[kind](digits) ? 1 : 0] });
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') send({ action: 'enterKeyPressed' });
  });
})();
`;
