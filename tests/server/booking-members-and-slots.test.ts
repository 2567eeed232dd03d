// @vitest-environment node
// Issue 6 leftovers on the server: check-in times per room, questions for members and organisations, extras'
// delivery times, the currency paid in, and taking back an upload.
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { COUNTS } from '#domain/constants/limits.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { ZExtra } from '#domain/entities/extra.ts';
import { bearer, CORPORATE_ADMIN, HANAKO, memberCall, signIn } from './member-api';
import { createTestApi, day, errorOf, KYOTO, reservationOf, TOKYO } from './test-api';

type Api = ReturnType<typeof createTestApi>;

const questionId = (api: Api, title: string) =>
  api.db.prepare<[number, string], { id: number }>('SELECT id FROM additional_questions WHERE hotel_id = ? AND titles LIKE ?').get(TOKYO.id, `%${title}%`)?.id ?? 0;
const extraId = (api: Api, code: string) =>
  api.db.prepare<[number, string], { id: number }>('SELECT id FROM extras WHERE hotel_id = ? AND code = ?').get(TOKYO.id, code)?.id ?? 0;

async function twoRooms(api: Api, session: string, checkin = day(40)): Promise<CreateReservationRequest> {
  const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin, checkout: day(41), rooms: 2 });
  return { ...body, rooms: [{ ...body.rooms[0]!, men_count: 1, women_count: 1 }, { ...body.rooms[1]!, adults: 2 }], terms_accepted: true };
}

describe('check-in and check-out times per room', () => {
  it('keeps each room\'s time with its booked room id, adults and men and women counts', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const checkin = questionId(api, 'Expected check-in time');
    const body = await twoRooms(api, session);
    const response = await api.postReservation(session, TOKYO.id, {
      ...body,
      answers: [{ question_id: checkin, rooms: [{ room_index: 0, checkin_time: '15:00' }, { room_index: 1, checkin_time: '21:30' }] }],
    });
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    const [first, second] = reservation.rooms;
    expect(reservation.answers).toEqual([
      {
        question_id: checkin,
        rooms: [
          { room_index: 0, checkin_time: '15:00', reservation_hotel_room_id: first?.id, adults: 2, men_count: 1, women_count: 1 },
          { room_index: 1, checkin_time: '21:30', reservation_hotel_room_id: second?.id, adults: 2, men_count: null, women_count: null },
        ],
      },
    ]);
  });

  it('keeps times per room answered again from the management page with the same room facts', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const checkin = questionId(api, 'Expected check-in time');
    const body = await twoRooms(api, session);
    const reservation = await reservationOf(await api.postReservation(session, TOKYO.id, { ...body, answers: [{ question_id: checkin, checkin_time: '15:00' }] }));
    const response = await api.manage(session, TOKYO.id, reservation, 'PUT', 'additional_questions/batch_update', {
      body: { answers: [{ question_id: checkin, rooms: [{ room_index: 0, checkin_time: '16:00' }, { room_index: 1, checkin_time: '22:45' }] }] },
    });
    expect(response.status).toBe(200);
    const [first, second] = reservation.rooms;
    expect(((await response.json()) as { answers: unknown[] }).answers).toEqual([
      {
        question_id: checkin,
        rooms: [
          { room_index: 0, checkin_time: '16:00', reservation_hotel_room_id: first?.id, adults: 2, men_count: 1, women_count: 1 },
          { room_index: 1, checkin_time: '22:45', reservation_hotel_room_id: second?.id, adults: 2, men_count: null, women_count: null },
        ],
      },
    ]);

    // A change of occupancy shows in the stored times' room facts, though the answers were not sent again.
    const change = (dryRun: boolean, body: object) =>
      api.manage(session, TOKYO.id, reservation, 'PUT', 'update_settings', { query: { dry_run: String(dryRun) }, body });
    const rooms = [{ id: first?.id ?? 0, adults: 2, children: 0, men_count: 1, women_count: 1 }, { id: second?.id ?? 0, adults: 1, children: 0 }];
    const preview = (await (await change(true, { rooms })).json()) as { total_price: number };
    const applied = await change(false, { rooms, expected_total_price: preview.total_price });
    expect(applied.status).toBe(200);
    const { reservation: changed } = (await applied.json()) as { reservation: { answers: { rooms?: { adults?: number; checkin_time?: string }[] }[] } };
    expect(changed.answers[0]?.rooms?.map(({ adults, checkin_time }) => ({ adults, checkin_time }))).toEqual([
      { adults: 2, checkin_time: '16:00' },
      { adults: 1, checkin_time: '22:45' },
    ]);
  });

  it('refuses a room that is not booked or named twice, a time of the other kind, and a required time missing for a room', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const checkin = questionId(api, 'Expected check-in time');
    const body = await twoRooms(api, session);
    const refusal = async (rooms: unknown[]) => (await errorOf(await api.postReservation(session, TOKYO.id, { ...body, answers: [{ question_id: checkin, rooms }] }))).details;
    expect(await refusal([{ room_index: 2, checkin_time: '15:00' }])).toMatchObject({ 'answers.0.rooms.0.room_index': [{ error: 'unknown_room' }] });
    expect(await refusal([{ room_index: 0, checkin_time: '15:00' }, { room_index: 0, checkin_time: '16:00' }])).toMatchObject({
      'answers.0.rooms.1.room_index': [{ error: 'duplicate_room' }],
    });
    expect(await refusal([{ room_index: 0, checkout_time: '10:00' }])).toMatchObject({ 'answers.0.rooms.0.checkin_time': [{ error: 'required' }] });
    expect(await refusal([{ room_index: 1, checkin_time: '15:00' }])).toMatchObject({ 'answers.0.rooms': [{ error: 'required' }] });
  });
});

describe('questions for members and organisations', () => {
  it('takes a programme\'s question from its signed-in member and an organisation\'s from its account, not from a guest', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const checkin = { question_id: questionId(api, 'Expected check-in time'), checkin_time: '15:00' };
    const newspaper = { question_id: questionId(api, 'Sakura Club: newspaper'), text: 'Nikkei' };
    const costCentre = { question_id: questionId(api, 'Sakura Trading: cost centre'), text: 'CC-1024' };
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(42), checkout: day(43) });
    const post = (answers: object[], headers: Record<string, string> = {}, priced: object = body) =>
      memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/reservations`, {
        body: { ...priced, answers },
        headers: { ...headers, [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID() },
      });

    const fields = async (response: Response) => {
      const { base: _base, ...details } = (await errorOf(response)).details;
      return details;
    };
    expect(await fields(await post([checkin, newspaper, costCentre]))).toEqual({
      'answers.1.question_id': [{ error: 'unknown_question' }],
      'answers.2.question_id': [{ error: 'unknown_question' }],
    });

    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    // She is charged the member price (ADR 225), so her body is priced with her session.
    const memberBody = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(42), checkout: day(43), headers: bearer(member.session) });
    expect(await fields(await post([checkin, newspaper, costCentre], bearer(member.session), memberBody))).toEqual({ 'answers.2.question_id': [{ error: 'unknown_question' }] });
    // A question answered by one value takes no rooms.
    expect(await fields(await post([checkin, { ...newspaper, rooms: [{ room_index: 0 }] }], bearer(member.session), memberBody))).toEqual({
      'answers.1.rooms': [{ error: 'not_per_room' }],
    });
    const booked = await post([checkin, newspaper], bearer(member.session), memberBody);
    expect(booked.status).toBe(201);
    expect((await reservationOf(booked)).answers).toContainEqual(newspaper);

    const signedIn = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
    });
    const { data } = (await signedIn.json()) as { data: { session: string } };
    const asOrganization = await post([checkin, costCentre], bearer(data.session));
    expect(asOrganization.status).toBe(201);
    expect((await reservationOf(asOrganization)).answers).toContainEqual(costCentre);
  });
});

describe('delivery times of extras', () => {
  it('lists each extra\'s delivery times with their price and the most they deliver', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const response = await api.app.request(`/hotels/${TOKYO.id}/extras?checkin=${day(44)}&checkout=${day(45)}&locale=en`, {
      headers: { [REQUEST_HEADERS.clientSession]: session },
    });
    const extras = ((await response.json()) as { extras: unknown[] }).extras.map((extra) => ZExtra.parse(extra));
    expect(extras.find((extra) => extra.code === 'airport-transfer')?.normalized_delivery_times).toEqual([
      { delivered_at: '10:00', quantity: 2, price: 0, priceWithTax: 0 },
      { delivered_at: '14:30', quantity: 2, price: 0, priceWithTax: 0 },
      { delivered_at: '22:00', quantity: 1, price: 2_000, priceWithTax: 2_160 },
    ]);
    expect(extras.find((extra) => extra.code === 'welcome-drink')?.normalized_delivery_times).toEqual([]);
  });

  it('adds the chosen time\'s price once, keeps it, and refuses a time not offered or over its quantity', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const body = { ...(await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(52), checkout: day(53) })), terms_accepted: true as const };
    const transfer = extraId(api, 'airport-transfer');
    const late = await api.postReservation(session, TOKYO.id, {
      ...body,
      extras: [{ extra_id: transfer, quantity: 1, delivery_time: '22:00' }],
      expected_total_price: body.expected_total_price + 8_640 + 2_160,
    });
    expect(late.status).toBe(201);
    expect((await reservationOf(late)).extras).toEqual([expect.objectContaining({ delivery_time: '22:00', delivery_price: 2_160, total_price: 10_800 })]);

    const refused = await errorOf(
      await api.postReservation(session, TOKYO.id, {
        ...body,
        extras: [
          { extra_id: transfer, quantity: 1, delivery_time: '23:00' },
          { extra_id: transfer, quantity: 2, delivery_time: '22:00' },
          { extra_id: extraId(api, 'welcome-drink'), quantity: 1, delivery_time: '18:00' },
        ],
      }),
    );
    expect(refused.details).toMatchObject({
      'extras.0.delivery_time': [{ error: 'delivery_time_not_offered', code: 1106 }],
      'extras.1.quantity': [{ error: 'too_many_for_delivery_time', code: 1102 }],
      'extras.2.delivery_time': [{ error: 'delivery_time_not_offered', code: 1106 }],
    });
    expect(Object.keys(refused.details).filter((field) => field.startsWith('extras'))).toHaveLength(3);
  });
});

describe('the currency paid in', () => {
  it('keeps the chosen currency and the total in it at the rate of the booking; the hotel\'s own currency keeps none', async () => {
    const api = createTestApi();
    const session = await api.newSession(KYOTO.code);
    const choice = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(46), checkout: day(47), payByCard: true };
    const body = await api.pricedBooking(session, KYOTO.id, choice);
    const tokenize = async () => {
      const response = await api.app.request('/psp/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ number: '3530111333300000', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(47), currency: 'USD' }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const response = await api.postReservation(session, KYOTO.id, {
      ...body,
      payment: { type: 'card', card_token: await tokenize() },
      payment_currency: 'USD',
    });
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    const rate = api.db.prepare<[], { rate_micro: number }>("SELECT rate_micro FROM exchange_rates WHERE base_currency = 'JPY' AND currency = 'USD'").get()?.rate_micro ?? 0;
    expect(reservation).toMatchObject({ currency: 'JPY', mcp_currency: 'USD', mcp_total_price_cents: Math.round((reservation.total_price * rate * 100) / 1_000_000) });

    const yen = await api.postReservation(session, KYOTO.id, { ...(await api.pricedBooking(session, KYOTO.id, { ...choice, payByCard: false })) });
    expect(await reservationOf(yen)).toMatchObject({ mcp_currency: null, mcp_total_price_cents: null });
  });
});

describe('DELETE /hotels/:hotelId/file_attachments/:id', () => {
  const upload = (api: Api, session: string, draftId: string) => {
    const form = new FormData();
    form.set('draft_id', draftId);
    form.set('files', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'passport'], 'passport.pdf', { type: 'application/pdf' }));
    return api.app.request(`/hotels/${TOKYO.id}/file_attachments`, { method: 'POST', headers: { [REQUEST_HEADERS.clientSession]: session }, body: form });
  };
  const remove = (api: Api, session: string, id: string) =>
    api.app.request(`/hotels/${TOKYO.id}/file_attachments/${id}`, { method: 'DELETE', headers: { [REQUEST_HEADERS.clientSession]: session } });

  it('takes back an unattached upload of this session, so it no longer counts toward the 30 files', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const draft = crypto.randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < COUNTS.maxAttachments; i += 1) {
      const answer = (await (await upload(api, session, draft)).json()) as { attachments: { id: string }[] };
      ids.push(answer.attachments[0]?.id ?? '');
    }
    expect((await errorOf(await upload(api, session, draft))).details.files).toEqual([{ error: 'too_many_files' }]);
    const removed = await remove(api, session, ids[0] ?? '');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ remaining: 1 });
    expect((await upload(api, session, draft)).status).toBe(201);
    // Gone is gone: a second delete finds nothing.
    expect((await remove(api, session, ids[0] ?? '')).status).toBe(404);
  });

  it('answers 404 for another session\'s upload and for one a reservation uses, and 401 without a session', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const [uploaded] = ((await (await upload(api, session, crypto.randomUUID())).json()) as { attachments: { id: string }[] }).attachments;
    const id = uploaded?.id ?? '';
    expect((await remove(api, await api.newSession(), id)).status).toBe(404);
    expect((await api.app.request(`/hotels/${TOKYO.id}/file_attachments/${id}`, { method: 'DELETE' })).status).toBe(401);
    api.db.prepare('UPDATE file_attachments SET reservation_id = (SELECT MIN(id) FROM reservations) WHERE id = ?').run(id);
    expect((await remove(api, session, id)).status).toBe(404);
  });
});
