import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { CARD_NOT_ACCEPTED_CODE } from '#domain/constants/error-codes.ts';
import { isCurrencyCode, type CurrencyCode } from '#domain/constants/currencies.ts';
import { LOCALE_TAGS, RTL_LOCALES, UI_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import {
  HOSTED_FIELDS_HEIGHT_MESSAGE,
  HOSTED_FIELDS_MESSAGE,
  SAVED_CARD_REFERENCE_PARAM,
  STAND_IN_FIELDS,
  ZHostedFieldsTokenRequest,
  ZSavedCardCodeTokenRequest,
} from '#domain/contracts/psp-tokens.ts';
import { ZIsoDate } from '#domain/entities/common.ts';
import { isCardMethodType } from '#domain/rules/card-methods.ts';
import { canonicalCardBrand, detectCardBrand, isKoreanBirthDate, normalizeCardNumber } from '#domain/rules/card-number.ts';
import { cardBrandAccepted, cardModeFor } from '#domain/rules/card-payment.ts';
import type { CardBrand } from '#domain/constants/payment.ts';
import type { Database } from '../db/open-database';
import { findHotelById, type HotelRow } from '../hotels/hotel-row';
import { hotelParentOrigins } from '../hotels/hotel-parent-origins';
import { liveCodeReference, tokenForSavedCardCode } from '../loyalty/saved-card-code-references';
import { invalidRequest, notFound } from '../http/api-error';
import { standInPageCsp } from '../http/stand-in-csp';
import { standInPage } from '../http/stand-in-page';
import { detailsFromIssues } from '../http/zod-details';
import { tokenizeCard } from '../payments/card-tokens';
import { HOSTED_FIELDS_TEXTS, type CardFieldMessage, type HostedFieldsTexts } from '../payments/hosted-fields-texts';
import { gatewayFor, type PaymentGateway } from '../payments/payment-gateways';

type FieldsTarget = { gateway: PaymentGateway; hotel: HotelRow };

/** What the page needs to know of the booking, from the address the app opened it with. */
type PageContext = {
  hotelId: number;
  origin: string;
  validThrough: string;
  locale: UiLocale;
  currency: CurrencyCode | undefined;
  paymentType: string | undefined;
  overCardCap: boolean;
  reusable: boolean;
  /** The code-only mode of a member's saved card (ADR 269): its reference, brand and last 4. */
  savedCard: { reference: string; brand: CardBrand; last4: string } | undefined;
  nonce: string;
};

/**
 * A token provider's hosted fields, played by the API on its own origin (ADR 237, 255): the card is typed only here,
 * in a frame the app opens, and the page posts the token alone to the app's origin, the only one it names as target.
 * Only an app origin may frame it, and only for a hotel whose settings name this provider; a hotel with no provider
 * of hosted fields gets the stand-in tokenizer's own page (`stand-in`), so no card is ever typed in the app.
 */
export function mountHostedFieldsRoutes(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.get('/psp/hosted-fields/:provider', (c) => {
    const target = hostedFieldsTarget(db, c.req.param('provider'), c.req.query('hotel_id'));
    const origin = c.req.query('origin') ?? '';
    const validThrough = ZIsoDate.safeParse(c.req.query('valid_through'));
    // A saved card's code is asked only by the stand-in, whose vault keeps the card, and only with a live reference
    // issued for this hotel: an old, spent or another hotel's reference opens nothing.
    const reference = c.req.query(SAVED_CARD_REFERENCE_PARAM);
    const saved = reference !== undefined && target?.gateway.provider === null ? liveCodeReference(db, reference, target.hotel.id, now()) : undefined;
    if (!target || !appOrigins.includes(origin) || !validThrough.success || (reference !== undefined && !saved)) {
      c.header('Content-Security-Policy', standInPageCsp({}));
      return c.html(standInPage({ title: 'These card fields cannot open', content: html`<p>Please go back to the booking and try again.</p>` }), 404);
    }
    const locale = UI_LOCALES.find((candidate) => candidate === c.req.query('locale')) ?? 'en';
    const currency = c.req.query('currency');
    const nonce = randomBytes(16).toString('base64');
    // frame-ancestors is checked against every ancestor: in the widget the app's frame sits on the hotel's own page.
    const frameAncestors = [origin, ...hotelParentOrigins(db, target.hotel.id)];
    c.header('Content-Security-Policy', standInPageCsp({ scriptNonce: nonce, connectSelf: true, frameAncestors }));
    return c.html(
      hostedFieldsPage(target.gateway, {
        hotelId: target.hotel.id,
        origin,
        validThrough: validThrough.data,
        locale,
        currency: currency !== undefined && isCurrencyCode(currency) ? currency : undefined,
        paymentType: c.req.query('payment_type'),
        overCardCap: c.req.query('over_card_cap') === '1',
        // Only the stand-in keeps a card for a member to save (ADR 221); a provider's fields never do.
        reusable: target.gateway.provider === null && c.req.query('reusable') === '1',
        savedCard: saved && { reference: saved.reference, brand: saved.brand, last4: saved.last4 },
        nonce,
      }),
    );
  });

  app.post('/psp/hosted-fields/:provider/tokens', async (c) => {
    const parsed = ZHostedFieldsTokenRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw invalidRequest('The card details are not valid.', detailsFromIssues(parsed.error.issues));
    const target = hostedFieldsTarget(db, c.req.param('provider'), String(parsed.data.hotel_id));
    if (!target) throw notFound('These card fields are not open for this hotel.');
    const { hotel_id: hotelId, payment_type: paymentType, over_card_cap: overCardCap, reusable, ...card } = parsed.data;
    const brandIssue = hotelBrandIssue(target.hotel, card, paymentType, overCardCap === true);
    if (brandIssue) throw invalidRequest('This card brand is not accepted here.', { number: [{ error: brandIssue }] }, CARD_NOT_ACCEPTED_CODE);
    const keep = target.gateway.provider === null && reusable === true;
    const token = tokenizeCard(db, { ...card, reusable: keep }, now(), { gateway: target.gateway, hotelId });
    return c.json(token, 201);
  });

  app.post('/psp/hosted-fields/:provider/saved-card-tokens', async (c) => {
    const parsed = ZSavedCardCodeTokenRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw invalidRequest('The security code is not valid.', detailsFromIssues(parsed.error.issues));
    const target = hostedFieldsTarget(db, c.req.param('provider'), String(parsed.data.hotel_id));
    if (!target || target.gateway.provider !== null) throw notFound('These card fields are not open for this hotel.');
    const { reference, security_code: securityCode } = parsed.data;
    return c.json(tokenForSavedCardCode(db, { reference, hotelId: target.hotel.id, securityCode }, now()), 201);
  });
}

/**
 * The hotel's adapter when its settings name this page: a hosted fields provider by its name, or the stand-in for a
 * hotel whose provider has no fields of its own (none, or one not built); undefined for anything else.
 */
function hostedFieldsTarget(db: Database, provider: string, hotelId: string | undefined): FieldsTarget | undefined {
  if (hotelId === undefined || !/^[0-9]{1,9}$/.test(hotelId)) return undefined;
  const hotel = findHotelById(db, Number(hotelId));
  if (!hotel) return undefined;
  const gateway = gatewayFor(hotel.payment_provider);
  return (gateway.provider ?? STAND_IN_FIELDS) === provider ? { gateway, hotel } : undefined;
}

/**
 * The hotel's brand rule at the number, as the booking applies it (document 1 section 5): the brands of the card mode
 * (the hotel's currency or another), every brand for a card method, and the Visa and Mastercard cap.
 */
function hotelBrandIssue(hotel: HotelRow, card: { number: string; currency?: string | undefined }, paymentType: string | undefined, overCardCap: boolean): CardFieldMessage | undefined {
  const brand = detectCardBrand(normalizeCardNumber(card.number));
  if (!brand) return undefined;
  const hotelCurrency = isCurrencyCode(hotel.currency) ? hotel.currency : 'JPY';
  const paymentCurrency = card.currency !== undefined && isCurrencyCode(card.currency) ? card.currency : hotelCurrency;
  const mode = cardModeFor(hotelCurrency, paymentCurrency);
  const anyBrand = paymentType !== undefined && isCardMethodType(paymentType);
  if (!anyBrand && !cardBrandAccepted(brand, mode)) return mode === 'normal' ? 'card_not_accepted' : 'card_not_accepted_foreign_currency';
  if (overCardCap && ['visa', 'master'].includes(canonicalCardBrand(brand))) return 'over_card_cap';
  return undefined;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/** One labelled input with its hint and its message, which the script fills and points the input at. */
function field(name: string, label: string, hint: string | undefined, attributes: string, describedFirst?: string) {
  const describedBy = [describedFirst ?? '', hint ? `${name}-hint` : '', `${name}-error`].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${name}">${label}</label>
    ${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
    <input id="${name}" name="${name}" aria-describedby="${describedBy}" aria-required="true" ${raw(attributes)} />
    <p class="error" id="${name}-error"></p>
  </div>`;
}

function selectField(name: string, label: string, choose: string, values: readonly string[], autocomplete: string) {
  return html`<div class="field">
    <label for="${name}">${label}</label>
    <select id="${name}" name="${name}" autocomplete="${autocomplete}" aria-required="true" aria-describedby="${name}-error">
      <option value="">${choose}</option>
      ${values.map((value) => html`<option value="${value}">${value}</option>`)}
    </select>
    <p class="error" id="${name}-error"></p>
  </div>`;
}

/** The full card: number, holder, expiry and code, and for a won card the Korean holder check. */
function cardFields(texts: HostedFieldsTexts, korean: boolean, years: readonly string[]) {
  return html`${field('number', texts.number, texts.numberHint, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
        ${field('holder', texts.holder, texts.holderHint, 'autocomplete="cc-name" maxlength="64"')}
        <div class="row">
          ${selectField('exp_month', texts.expMonth, texts.choose, MONTHS, 'cc-exp-month')}
          ${selectField('exp_year', texts.expYear, texts.choose, years, 'cc-exp-year')}
        </div>
        ${field('security_code', texts.securityCode, texts.securityCodeHint, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
        ${korean
          ? html`${field('birth_date', texts.birthDate, texts.birthDateHint, 'inputmode="numeric" autocomplete="off" maxlength="6"')}
            ${field('pin_prefix', texts.pinPrefix, texts.pinPrefixHint, 'type="password" inputmode="numeric" autocomplete="off" maxlength="2"')}`
          : ''}`;
}

/** A saved card's code-only mode (ADR 269): the card named as text, and its security code, asked each time. */
function savedCardFields(texts: HostedFieldsTexts, card: { brand: CardBrand; last4: string }) {
  const name = texts.savedCard.replace('{{brand}}', texts.brands[card.brand]).replace('{{last4}}', card.last4);
  return html`<p class="saved-card" id="saved-card">${name}</p>
    ${field('security_code', texts.securityCode, texts.savedCardHint, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', 'saved-card')}`;
}

function hostedFieldsPage(gateway: PaymentGateway, page: PageContext) {
  const texts = HOSTED_FIELDS_TEXTS[page.locale];
  const korean = page.currency === 'KRW';
  const thisYear = Number(page.validThrough.slice(0, 4));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(Math.min(thisYear, new Date().getUTCFullYear()) + index));
  const script = hostedFieldsScript(texts);
  return standInPage({
    title: gateway.displayName,
    documentTitle: `${gateway.displayName} card fields`,
    lang: LOCALE_TAGS[page.locale],
    dir: RTL_LOCALES.includes(page.locale) ? 'rtl' : 'ltr',
    style: html`<style>
      body { margin: 0 auto; padding: 0.5rem; }
      h1 { font-size: 1rem; margin: 0 0 0.5rem; }
      label { margin-block: 0.75rem 0.25rem; }
      select { font-size: 1rem; padding: 0.5rem; inline-size: 100%; box-sizing: border-box; }
      .hint { margin: 0 0 0.25rem; font-size: 0.875rem; color: #4a4a4a; }
      .row { display: flex; flex-wrap: wrap; gap: 0 0.75rem; } .row > .field { flex: 1 1 6rem; min-inline-size: 0; }
      .error { margin: 0.25rem 0 0; color: #b42318; } .error:empty { display: none; }
      [aria-invalid='true'] { border: 2px solid #b42318; }
      #status:empty { display: none; } #status { margin-block-start: 0.75rem; }
      .saved-card { margin: 0 0 0.25rem; font-weight: 600; }
    </style>`,
    content: html`<form id="card" novalidate data-provider="${gateway.provider ?? STAND_IN_FIELDS}" data-hotel="${String(page.hotelId)}"
        data-origin="${page.origin}" data-valid-through="${page.validThrough}" data-currency="${page.currency ?? ''}"
        data-payment-type="${page.paymentType ?? ''}" data-over-card-cap="${page.overCardCap ? '1' : ''}" data-reusable="${page.reusable ? '1' : ''}"
        data-reference="${page.savedCard?.reference ?? ''}">
        ${page.savedCard ? savedCardFields(texts, page.savedCard) : cardFields(texts, korean, years)}
        <div class="actions"><button type="submit">${texts.submit}</button></div>
        <p id="status" role="status"></p>
      </form>
      <script nonce="${page.nonce}">
        ${raw(script)}
      </script>`,
  });
}

/**
 * The page's whole script: checks the fields are filled and a Korean birth date is a real day, tokenizes at this
 * origin, shows each refusal at its field in the guest's language, clears the card's secrets, posts the token to the
 * app's origin only, and tells the app its height so the frame fits its content.
 */
function hostedFieldsScript(texts: HostedFieldsTexts): string {
  // JSON in a script: "<" escaped so no text can close the script element.
  const words = JSON.stringify({ errors: texts.errors, ready: texts.ready, failed: texts.failed }).replace(/</g, '\\u003c');
  return `
(() => {
  const texts = ${words};
  const form = document.getElementById('card');
  const status = document.getElementById('status');
  const { provider, hotel, origin, validThrough, currency, paymentType, overCardCap, reusable, reference } = form.dataset;
  const korean = currency === 'KRW';
  // The domain's rule itself, its source sent to the page (it uses nothing outside its body), so the page refuses
  // exactly the birth dates the tokenizer refuses, before a card leaves the frame.
  const isKoreanBirthDate = ${isKoreanBirthDate.toString()};
  // A saved card's code-only mode (ADR 269) has its security code alone; the card is the reference's.
  const names = reference ? ['security_code'] : ['number', 'holder', 'exp_month', 'exp_year', 'security_code'].concat(korean ? ['birth_date', 'pin_prefix'] : []);
  // Where the tokenizer's field names show: the expiry's rule at the month, the Korean check at the birth date.
  const shownAt = { number: 'number', holder: 'holder', exp_month: 'exp_month', exp_year: 'exp_month', security_code: 'security_code', korean: 'birth_date', 'korean.birth_date': 'birth_date', 'korean.pin_prefix': 'pin_prefix' };
  const value = (name) => form.elements[name].value.trim();
  const fullYear = (year) => (year < 100 ? 2000 + year : year);
  const show = (name, code) => {
    const input = form.elements[name];
    const message = document.getElementById(name + '-error');
    if (!input || !message) return;
    message.textContent = code ? texts.errors[code] || texts.failed : '';
    if (code) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const focusFirstError = () => {
    const first = names.find((name) => form.elements[name].getAttribute('aria-invalid') === 'true');
    if (first) form.elements[first].focus();
  };
  const post = (message) => window.parent.postMessage(message, origin);
  new ResizeObserver(() => post({ type: '${HOSTED_FIELDS_HEIGHT_MESSAGE}', height: Math.ceil(document.documentElement.scrollHeight) })).observe(document.body);
  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    status.textContent = '';
    names.forEach((name) => show(name, ''));
    const missing = names.filter((name) => value(name) === '');
    if (missing.length > 0) {
      missing.forEach((name) => show(name === 'exp_year' ? 'exp_month' : name, 'required'));
      focusFirstError();
      return;
    }
    if (korean && !reference && !isKoreanBirthDate(value('birth_date'))) {
      show('birth_date', 'invalid_birth_date');
      focusFirstError();
      return;
    }
    sending = true;
    const response = await fetch('/psp/hosted-fields/' + provider + (reference ? '/saved-card-tokens' : '/tokens'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reference ? { hotel_id: Number(hotel), reference, security_code: value('security_code') } : {
        hotel_id: Number(hotel),
        number: value('number').replace(/[\\s-]/g, ''),
        holder: value('holder'),
        exp_month: Number(value('exp_month')) || 0,
        exp_year: fullYear(Number(value('exp_year'))),
        security_code: value('security_code'),
        valid_through: validThrough,
        ...(currency ? { currency } : {}),
        ...(paymentType ? { payment_type: paymentType } : {}),
        ...(overCardCap ? { over_card_cap: true } : {}),
        ...(reusable ? { reusable: true } : {}),
        ...(korean ? { korean: { birth_date: value('birth_date'), pin_prefix: value('pin_prefix') } } : {}),
      }),
    }).catch(() => undefined);
    sending = false;
    const body = response ? await response.json().catch(() => undefined) : undefined;
    if (response && response.status === 422 && body && body.details) {
      let shown = false;
      for (const [key, details] of Object.entries(body.details)) {
        const at = shownAt[key];
        if (!at || !Array.isArray(details) || !details[0]) continue;
        show(at, details[0].error);
        shown = true;
      }
      if (shown) {
        focusFirstError();
        return;
      }
    }
    if (!response || response.status !== 201 || !body) {
      status.textContent = texts.failed;
      return;
    }
    // The card's secrets are not kept on the page once tokenized: another card, or a retry, is typed again.
    for (const name of ['number', 'security_code', 'birth_date', 'pin_prefix']) if (form.elements[name]) form.elements[name].value = '';
    status.textContent = texts.ready.replace('{{last4}}', body.last4);
    post({ type: '${HOSTED_FIELDS_MESSAGE}', provider, token: body.token, brand: body.brand, last4: body.last4 });
  });
})();
`;
}
