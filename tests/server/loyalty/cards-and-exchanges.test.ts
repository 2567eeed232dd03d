import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CHECK_CARD_NUMBER_CODE, NOT_ENOUGH_POINTS_CODE, POINT_BALANCE_UNAVAILABLE_CODE } from '#domain/constants/error-codes.ts';
import { ZCardToken } from '#domain/contracts/psp-tokens.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { ZPointExchangeResult, ZPointExchanges, ZPointTimeline, ZSavedCard } from '#domain/entities/loyalty.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { sha256Hex } from '#server/src/security/digest.ts';
import { bearer, memberCall, signIn, TARO } from '../member-api';
import { day, errorOf, reservationOf, TOKYO } from '../test-api';
import { hanakoSignedIn, STAY } from './loyalty-api';

const MIKA = MEMBER_SEED.members[4];
const CARD = LOYALTY_SEED.card;
const HANAKO_BALANCE = LOYALTY_SEED.hanako.balance;
const ZCards = z.object({ data: z.array(ZSavedCard) });

describe('saved cards', { timeout: 60_000 }, () => {
  it('lists only the brand, last 4 and expiry of her card', async () => {
    const { call } = await hanakoSignedIn();
    const response = await call('GET', `/hotels/${TOKYO.id}/memberships/credit_cards`);
    const json = (await response.json()) as { data: Record<string, unknown>[] };
    expect(json.data).toEqual([{ id: CARD.id, brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 }]);
  });

  it("pays with a saved card once the provider's frame checks the security code asked again", async () => {
    const api = await hanakoSignedIn();
    const { reference } = await api.savedCardCode(CARD.id, '999');
    const wrong = await api.codeToken(reference ?? '', '998');
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).codes).toEqual([CHECK_CARD_NUMBER_CODE]);
    const response = await api.codeToken(reference ?? '', CARD.securityCode);
    expect(response.status).toBe(201);
    const token = ZCardToken.parse(await response.json());
    expect(token).toMatchObject({ brand: 'visa', last4: '1111' });
    const body = await api.bookingBody();
    const card = await api.priced({ pay_by_card: 'true' });
    const booked = await api.book({ ...body, payment: { type: 'card', card_token: token.token }, expected_total_price: card.total_price });
    expect(booked.status).toBe(201);
    expect((await reservationOf(booked)).payment.card).toEqual({ brand: 'visa', last4: '1111' });
  });

  it('saves a card at booking only when asked (opt-in), keeping the reference, not the number', async () => {
    const api = await hanakoSignedIn();
    const tokenize = async (reusable: boolean) =>
      ZCardToken.parse(
        await (
          await api.app.request('/psp/tokens', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ number: '5555 5555 5555 4444', holder: 'HANAKO SATO', exp_month: 10, exp_year: 2031, security_code: '321', valid_through: STAY.checkout, reusable }),
          })
        ).json(),
      );
    const body = await api.bookingBody();
    const total = (await api.priced({ pay_by_card: 'true' })).total_price;
    const plain = await api.book({ ...body, payment: { type: 'card', card_token: (await tokenize(false)).token, save_card: true }, expected_total_price: total });
    expect((await errorOf(plain)).details?.['payment.save_card']?.[0]?.error).toBe('card_not_reusable');
    // A guest is priced at the guest price (ADR 225), so the refusal is the card's, not the total's.
    const guestTotal = ZBookingPrice.parse(await (await api.price({ pay_by_card: 'true' }, STAY, {})).json()).total_price;
    const guest = await api.book({ ...body, payment: { type: 'card', card_token: (await tokenize(true)).token, save_card: true }, expected_total_price: guestTotal }, {});
    expect((await errorOf(guest)).details?.['payment.save_card']?.[0]?.error).toBe('member_sign_in_required');
    const notAsked = await api.book({ ...body, payment: { type: 'card', card_token: (await tokenize(true)).token }, expected_total_price: total });
    expect(notAsked.status).toBe(201);
    const saved = await api.book({ ...body, payment: { type: 'card', card_token: (await tokenize(true)).token, save_card: true }, expected_total_price: total });
    expect(saved.status).toBe(201);
    const cards = ZCards.parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/credit_cards`)).json()).data;
    expect(cards.map((card) => card.last4)).toEqual(['1111', '4444']);
    const stored = JSON.stringify(api.db.prepare('SELECT * FROM member_cards').all()) + JSON.stringify(api.db.prepare('SELECT * FROM psp_vaulted_cards').all());
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('"321"');
  });

  it("attack: another member's card id is unknown to her (code reference, delete), and a deleted card cannot pay", async () => {
    const api = await hanakoSignedIn();
    const { session: mika } = await signIn(api.app, api.session, TOKYO.id, MIKA);
    const asMika = (method: string, path: string, body?: unknown) => memberCall(api.app, api.session, method, path, { body, headers: bearer(mika) });
    expect(ZCards.parse(await (await asMika('GET', `/hotels/${TOKYO.id}/memberships/credit_cards`)).json()).data).toEqual([]);
    const reference = await asMika('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    expect(reference.status).toBe(404);
    expect((await asMika('DELETE', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}`)).status).toBe(200);
    expect(ZCards.parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/credit_cards`)).json()).data).toEqual([]);
    const after = await api.call('POST', `/hotels/${TOKYO.id}/memberships/credit_cards/${CARD.id}/code_references`, { valid_through: STAY.checkout });
    expect(after.status).toBe(404);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM psp_vaulted_cards WHERE ref = ?').get(CARD.ref)).toEqual({ n: 0 });
  });
});

describe('Digico point exchange', { timeout: 60_000 }, () => {
  const exchange = (api: Awaited<ReturnType<typeof hanakoSignedIn>>, body: unknown) => api.call('POST', `/hotels/${TOKYO.id}/memberships/point_exchanges`, body);

  it('previews without spending, then on confirmation spends the points and shows the code once', async () => {
    const api = await hanakoSignedIn();
    const preview = z.object({ data: ZPointExchangeResult }).parse(await (await exchange(api, { amount: 3000, confirm: false })).json()).data;
    expect(preview).toEqual({ confirmed: false, id: null, exchange_type: 'digico', amount: 3000, valid_until: day(180), balance_after: HANAKO_BALANCE - 3000, code: null });
    expect(await api.balance()).toBe(HANAKO_BALANCE);
    const response = await exchange(api, { amount: 3000, exchange_type: 'digico', confirm: true });
    expect(response.status).toBe(201);
    const done = z.object({ data: ZPointExchangeResult }).parse(await response.json()).data;
    expect(done.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await api.balance()).toBe(HANAKO_BALANCE - 3000);
    const listed = ZPointExchanges.parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/point_exchanges`)).json());
    expect(listed.data).toEqual([expect.objectContaining({ amount: 3000, code_last4: done.code?.slice(-4), valid_until: day(180) })]);
    expect(JSON.stringify(listed)).not.toContain(done.code ?? '');
    const row = api.db.prepare<[], { code_sha256: string }>('SELECT code_sha256 FROM point_exchanges').get();
    expect(row?.code_sha256).toBe(sha256Hex(done.code ?? ''));
    const history = ZPointTimeline.parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/points_timeline?locale=en`)).json());
    expect(history.data[0]).toMatchObject({ kind: 'exchanged', points: -3000, description: 'Exchanged for a Digico gift' });
  });

  it('takes only the allowed amounts within the balance (2401 above it), and only with points', async () => {
    const api = await hanakoSignedIn();
    expect((await errorOf(await exchange(api, { amount: 1500, confirm: true }))).details?.amount?.[0]?.error).toBe('not_allowed_amount');
    expect((await exchange(api, { amount: 10_000, confirm: true })).status).toBe(201);
    const above = await exchange(api, { amount: 1000, confirm: true });
    expect((await errorOf(above)).codes).toEqual([NOT_ENOUGH_POINTS_CODE]);
    expect((await errorOf(await exchange(api, { amount: 1000, exchange_type: 'amazon', confirm: true }))).status).toBe(422);
    const { session: taro } = await signIn(api.app, api.session, TOKYO.id, TARO);
    const noPoints = await memberCall(api.app, api.session, 'POST', `/hotels/${TOKYO.id}/memberships/point_exchanges`, { body: { amount: 1000, confirm: true }, headers: bearer(taro) });
    expect((await errorOf(noPoints)).codes).toEqual([POINT_BALANCE_UNAVAILABLE_CODE]);
  });

  it('is refused on a hotel outside Japan', async () => {
    const api = await hanakoSignedIn();
    api.db.prepare("UPDATE hotels SET time_zone = 'Asia/Seoul', currency = 'KRW' WHERE id = ?").run(TOKYO.id);
    const response = await exchange(api, { amount: 1000, confirm: true });
    expect((await errorOf(response)).details?.exchange_type?.[0]?.error).toBe('japan_only');
    expect(await api.balance()).toBe(HANAKO_BALANCE);
  });
});
