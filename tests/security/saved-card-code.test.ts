import { describe, expect, it } from 'vitest';
import { runSweep } from '#server/src/index.ts';
import { CHECK_CARD_NUMBER_CODE } from '#domain/constants/error-codes.ts';
import { ZCardToken } from '#domain/contracts/psp-tokens.ts';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { bearer, HANAKO, memberCall, signIn } from '../server/member-api';
import { APP_ORIGIN, errorOf, KYOTO, NOW, reservationOf, TOKYO } from '../server/test-api';
import { codeTokenRequest, hanakoSignedIn, STAY } from '../server/loyalty/loyalty-api';

// Issue 22, ADR 269: a member's saved card had its security code typed in the app and sent by the app, and the token
// it got paid any booking at any stand-in hotel, by anybody. Now the code is typed in the stand-in's frame against a
// reference bound to the member's card and the hotel, and the token pays only that member's booking at that hotel,
// once. Each attack below succeeded before (or had no check to meet).

const CARD = LOYALTY_SEED.card;
const MIKA = MEMBER_SEED.members[4];
const CODE_REFERENCE_LIFETIME_MS = 15 * 60_000;

const fieldError = async (response: Response, field: string) => (await errorOf(response)).details?.[field]?.[0]?.error;

/** The stand-in's fields as the app opens them for a saved card: the code-only mode, by its reference. */
function codePage(api: Awaited<ReturnType<typeof hanakoSignedIn>>, reference: string, hotelId: number = TOKYO.id, locale = 'en') {
  const query = new URLSearchParams({ hotel_id: String(hotelId), origin: APP_ORIGIN, valid_through: STAY.checkout, locale, saved_card: reference });
  return api.app.request(`/psp/hosted-fields/stand-in?${query.toString()}`);
}

/** A booking at Sakura Tokyo paying with a card token, priced for whoever the headers name. */
async function bookWith(api: Awaited<ReturnType<typeof hanakoSignedIn>>, cardToken: string, headers: Record<string, string> = bearer(api.token)) {
  const body = await api.bookingBody();
  const response = await api.price({ pay_by_card: 'true' }, STAY, headers);
  const { total_price: total } = (await response.json()) as { total_price: number };
  return api.book({ ...body, payment: { type: 'card', card_token: cardToken }, expected_total_price: total }, headers);
}

describe('a saved card’s security code in the provider’s frame (issue 22, ADR 269)', { timeout: 60_000 }, () => {
  it('opens the frame in its code-only mode for the reference: the card named as text, its code alone, in the guest’s language', async () => {
    const api = await hanakoSignedIn();
    const { reference: spent } = await api.savedCardCode(CARD.id, CARD.securityCode);
    // That reference was spent on a token: a new one opens the page, the spent one nothing.
    const issued = await api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    const fresh = ((await issued.json()) as { reference: string }).reference;
    const page = await codePage(api, fresh, TOKYO.id, 'ar');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('Visa تنتهي بـ 1111');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).not.toContain('cc-number');
    expect(html).not.toContain('cc-exp');
    expect((await codePage(api, spent ?? '')).status).toBe(404);
  });

  it('the app sends no security code anywhere: the call that took one is gone', async () => {
    const api = await hanakoSignedIn();
    const old = await api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/tokens`, { security_code: CARD.securityCode, valid_through: STAY.checkout });
    expect(old.status).toBe(404);
  });

  it("attack: another member's saved card id gets no reference", async () => {
    const api = await hanakoSignedIn();
    const { session: mika } = await signIn(api.app, api.session, TOKYO.id, MIKA);
    const stolen = await api.savedCardCode(CARD.id, CARD.securityCode, { headers: bearer(mika) });
    expect(stolen.issued.status).toBe(404);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM saved_card_code_references').get()).toEqual({ n: 0 });
  });

  it('attack: a reference issued at one hotel opens and mints nothing at another, and its token pays no other hotel', async () => {
    const api = await hanakoSignedIn();
    const issued = await api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    const { reference } = (await issued.json()) as { reference: string };
    expect((await codePage(api, reference, KYOTO.id)).status).toBe(404);
    const elsewhere = await api.codeToken(reference, CARD.securityCode, KYOTO.id);
    expect(await fieldError(elsewhere, 'security_code')).toBe('reference_expired');
    // Hanako at Sakura Kyoto (the same brand): a token minted there does not pay her Tokyo booking.
    const kyotoSession = await api.newSession(KYOTO.code);
    const { session: kyotoToken } = await signIn(api.app, kyotoSession, KYOTO.id, HANAKO);
    const kyotoIssued = await memberCall(api.app, kyotoSession, 'POST', `/hotels/${KYOTO.id}/memberships/credit_cards/${CARD.id}/code_references`, {
      body: { valid_through: STAY.checkout },
      headers: bearer(kyotoToken),
    });
    expect(kyotoIssued.status).toBe(201);
    const kyotoReference = ((await kyotoIssued.json()) as { reference: string }).reference;
    const kyotoCard = ZCardToken.parse(await (await codeTokenRequest(api.app, kyotoReference, CARD.securityCode, KYOTO.id)).json());
    const booked = await bookWith(api, kyotoCard.token);
    expect(booked.status).toBe(422);
    expect(await fieldError(booked, 'payment.card_token')).toBe('invalid_card_token');
  });

  it('attack: a reference mints one token, and the token pays one booking', async () => {
    const api = await hanakoSignedIn();
    const { reference, minted } = await api.savedCardCode(CARD.id, CARD.securityCode);
    const card = ZCardToken.parse(await minted?.json());
    const again = await api.codeToken(reference ?? '', CARD.securityCode);
    expect(await fieldError(again, 'security_code')).toBe('reference_expired');
    const first = await bookWith(api, card.token);
    expect(first.status).toBe(201);
    expect((await reservationOf(first)).payment.card).toEqual({ brand: 'visa', last4: '1111' });
    const second = await bookWith(api, card.token);
    expect(second.status).toBe(422);
    expect(await fieldError(second, 'payment.card_token')).toBe('invalid_card_token');
  });

  it("attack: a token made for member A pays neither member B's booking nor a guest's", async () => {
    const api = await hanakoSignedIn();
    const card = ZCardToken.parse(await (await api.savedCardCode(CARD.id, CARD.securityCode)).minted?.json());
    const { session: mika } = await signIn(api.app, api.session, TOKYO.id, MIKA);
    const asMika = await bookWith(api, card.token, bearer(mika));
    expect(asMika.status).toBe(422);
    expect(await fieldError(asMika, 'payment.card_token')).toBe('invalid_card_token');
    const asGuest = await bookWith(api, card.token, {});
    expect(asGuest.status).toBe(422);
    expect(await fieldError(asGuest, 'payment.card_token')).toBe('invalid_card_token');
    // Still Hanako's to spend: the refusals spent nothing.
    expect((await bookWith(api, card.token)).status).toBe(201);
  });

  it('attack: a wrong code is refused at the field (3004), and a few of them spend the reference', async () => {
    const api = await hanakoSignedIn();
    const { reference, minted } = await api.savedCardCode(CARD.id, '999');
    expect(minted?.status).toBe(422);
    const refusal = await errorOf(minted as Response);
    expect(refusal.codes).toEqual([CHECK_CARD_NUMBER_CODE]);
    expect(refusal.details?.security_code?.[0]?.error).toBe('security_code_mismatch');
    for (const guess of ['998', '997', '996', '995']) expect((await api.codeToken(reference ?? '', guess)).status).toBe(422);
    // Five misses: even the right code is too late for this reference.
    const right = await api.codeToken(reference ?? '', CARD.securityCode);
    expect(await fieldError(right, 'security_code')).toBe('reference_expired');
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM card_tokens WHERE member_id IS NOT NULL').get()).toEqual({ n: 0 });
  });

  it('attack: asking reference after reference does not buy more guesses: ten misses a day close the card, swept or not', async () => {
    let clock = NOW;
    const api = await hanakoSignedIn({ now: () => clock });
    const issue = () => api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    const wrong = ['990', '991', '992', '993', '994', '995', '996', '997', '998', '999'];
    for (const batch of [wrong.slice(0, 5), wrong.slice(5)]) {
      const { reference } = (await (await issue()).json()) as { reference: string };
      for (const guess of batch) expect((await api.codeToken(reference, guess)).status).toBe(422);
    }
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).payloads).toMatchObject({ retry_after_seconds: expect.any(Number) as number });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The references expire and the sweep comes by: the misses still count.
    clock = new Date(NOW.getTime() + CODE_REFERENCE_LIFETIME_MS + 60_000);
    runSweep(api.db, clock);
    expect((await issue()).status).toBe(429);
    // A day after the last miss's reference expired, the member may try again.
    clock = new Date(NOW.getTime() + CODE_REFERENCE_LIFETIME_MS + 24 * 60 * 60_000 + 1000);
    runSweep(api.db, clock);
    // (Signed in again: a day has ended the first sign-in and its client session too.)
    const session = await api.newSession(TOKYO.code);
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const reopened = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, {
      body: { valid_through: STAY.checkout },
      headers: bearer(token),
    });
    expect(reopened.status).toBe(201);
  });

  it('attack: an expired reference neither opens the frame nor mints a token', async () => {
    let clock = NOW;
    const api = await hanakoSignedIn({ now: () => clock });
    const issued = await api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    const { reference } = (await issued.json()) as { reference: string };
    clock = new Date(NOW.getTime() + CODE_REFERENCE_LIFETIME_MS - 1);
    expect((await codePage(api, reference)).status).toBe(200);
    clock = new Date(NOW.getTime() + CODE_REFERENCE_LIFETIME_MS);
    expect((await codePage(api, reference)).status).toBe(404);
    const late = await api.codeToken(reference, CARD.securityCode);
    expect(await fieldError(late, 'security_code')).toBe('reference_expired');
  });
});
