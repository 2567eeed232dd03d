import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HostedFieldsProvider } from '#domain/constants/payment.ts';
import { HOSTED_FIELDS_MESSAGE, ZHostedFieldsTokenRequest } from '#domain/contracts/psp-tokens.ts';
import { ZIsoDate } from '#domain/entities/common.ts';
import type { Database } from '../db/open-database';
import { findHotelById } from '../hotels/hotel-row';
import { invalidRequest, notFound } from '../http/api-error';
import { standInPage } from '../http/stand-in-page';
import { detailsFromIssues } from '../http/zod-details';
import { tokenizeCard } from '../payments/card-tokens';
import { gatewayFor, isHostedFieldsProvider, type PaymentGateway } from '../payments/payment-gateways';

/**
 * A token provider's hosted fields, played by the API on its own origin (ADR 237): the card is typed only here, in a
 * frame the app opens, and the page posts the token alone to the app's origin, the only one it names as target.
 * Only an app origin may frame it, and only for a hotel whose settings name this provider.
 */
export function mountHostedFieldsRoutes(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.get('/psp/hosted-fields/:provider', (c) => {
    const target = hostedFieldsTarget(db, c.req.param('provider'), c.req.query('hotel_id'));
    const origin = c.req.query('origin') ?? '';
    const validThrough = ZIsoDate.safeParse(c.req.query('valid_through'));
    if (!target || !appOrigins.includes(origin) || !validThrough.success) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
      return c.html(standInPage({ title: 'These card fields cannot open', content: html`<p>Please go back to the booking and try again.</p>` }), 404);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        "style-src 'unsafe-inline'",
        // The stand-in pages' empty favicon (data:,), so the browser asks for no /favicon.ico.
        "img-src data:",
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${origin}`,
      ].join('; '),
    );
    return c.html(hostedFieldsPage(target.gateway, { hotelId: target.hotelId, origin, validThrough: validThrough.data, nonce }));
  });

  app.post('/psp/hosted-fields/:provider/tokens', async (c) => {
    const parsed = ZHostedFieldsTokenRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw invalidRequest('The card details are not valid.', detailsFromIssues(parsed.error.issues));
    const target = hostedFieldsTarget(db, c.req.param('provider'), String(parsed.data.hotel_id));
    if (!target) throw notFound('These card fields are not open for this hotel.');
    const { hotel_id: hotelId, ...card } = parsed.data;
    // The provider's fields keep no card for later: saving a card is the stand-in vault's, not theirs.
    const token = tokenizeCard(db, { ...card, reusable: false }, now(), { gateway: target.gateway, hotelId });
    return c.json(token, 201);
  });
}

/** The hotel's adapter when its settings name this hosted fields provider; undefined for anything else. */
function hostedFieldsTarget(db: Database, provider: string, hotelId: string | undefined): { gateway: PaymentGateway; hotelId: number } | undefined {
  if (!isHostedFieldsProvider(provider) || hotelId === undefined || !/^[0-9]{1,9}$/.test(hotelId)) return undefined;
  const hotel = findHotelById(db, Number(hotelId));
  if (hotel?.payment_provider !== provider) return undefined;
  return { gateway: gatewayFor(provider satisfies HostedFieldsProvider), hotelId: hotel.id };
}

function hostedFieldsPage(gateway: PaymentGateway, page: { hotelId: number; origin: string; validThrough: string; nonce: string }) {
  return standInPage({
    title: gateway.displayName,
    documentTitle: `${gateway.displayName} card fields`,
    style: html`<style>
      body { margin: 0 auto; padding: 0.5rem; }
      h1 { font-size: 1rem; margin: 0 0 0.5rem; }
      .row { display: flex; gap: 0.75rem; } .row > div { flex: 1; min-inline-size: 0; }
      [role='alert']:empty { display: none; } [role='alert'] { color: #b42318; margin-block-start: 0.75rem; }
    </style>`,
    content: html`<form id="card" novalidate data-provider="${gateway.provider ?? ''}" data-hotel="${String(page.hotelId)}" data-origin="${page.origin}" data-valid-through="${page.validThrough}">
        <label for="number">Card number</label>
        <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
        <label for="holder">Name on card</label>
        <input id="holder" name="holder" autocomplete="cc-name" required />
        <div class="row">
          <div><label for="exp_month">Month (MM)</label><input id="exp_month" name="exp_month" inputmode="numeric" autocomplete="cc-exp-month" required /></div>
          <div><label for="exp_year">Year (YY)</label><input id="exp_year" name="exp_year" inputmode="numeric" autocomplete="cc-exp-year" required /></div>
          <div><label for="security_code">Security code</label><input id="security_code" name="security_code" inputmode="numeric" autocomplete="cc-csc" required /></div>
        </div>
        <div class="actions"><button type="submit">Use this card</button></div>
        <p id="status" role="alert"></p>
      </form>
      <script nonce="${page.nonce}">
        ${raw(HOSTED_FIELDS_SCRIPT)}
      </script>`,
  });
}

// The page's whole script: tokenize at this origin, clear the fields, post the token to the app's origin only.
const HOSTED_FIELDS_SCRIPT = `
(() => {
  const form = document.getElementById('card');
  const status = document.getElementById('status');
  const { provider, hotel, origin, validThrough } = form.dataset;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = (name) => form.elements[name].value.trim();
    const year = Number(value('exp_year'));
    status.textContent = '';
    const response = await fetch('/psp/hosted-fields/' + provider + '/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotel_id: Number(hotel),
        number: value('number').replace(/[\\s-]/g, ''),
        holder: value('holder'),
        exp_month: Number(value('exp_month')) || 0,
        exp_year: year < 100 ? 2000 + year : year,
        security_code: value('security_code'),
        valid_through: validThrough,
      }),
    }).catch(() => undefined);
    const body = response ? await response.json().catch(() => undefined) : undefined;
    if (!response || response.status !== 201 || !body) {
      status.textContent = response && response.status === 422 ? 'Please check the card details.' : 'The card could not be checked. Please try again.';
      return;
    }
    for (const name of ['number', 'security_code']) form.elements[name].value = '';
    status.textContent = 'Card ending ' + body.last4 + ' is ready.';
    window.parent.postMessage({ type: '${HOSTED_FIELDS_MESSAGE}', provider, token: body.token, brand: body.brand, last4: body.last4 }, origin);
  });
})();
`;
