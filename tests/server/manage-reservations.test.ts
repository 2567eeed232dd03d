// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { bearer, HANAKO, signIn } from './member-api';
import { joinedText, readPdfText } from '#e2e/support/pdf-text.ts';
import { createTestApi, day, errorOf, KYOTO, NOW, reservationOf, TOKYO } from './test-api';

// One database for the file; the clock moves only in the tests that need another hour, and is put back.
let clock = NOW;
const api = createTestApi({ now: () => clock });
let session = '';

type Booked = { number: string; token: string; total: number; id: number };

async function book(choice: { roomTypeCode?: string; roomPlanCode?: string; checkin: string; checkout: string; adults?: number }): Promise<Booked> {
  const body = await api.pricedBooking(session, TOKYO.id, {
    roomTypeCode: choice.roomTypeCode ?? 'deluxe-twin',
    roomPlanCode: choice.roomPlanCode ?? 'deluxe-twin_breakfast',
    checkin: choice.checkin,
    checkout: choice.checkout,
    adults: choice.adults ?? 2,
  });
  const response = await api.postReservation(session, TOKYO.id, body);
  expect(response.status).toBe(201);
  const reservation = await reservationOf(response);
  return { number: reservation.reservation_number, token: reservation.bypass_token, total: reservation.total_price, id: reservation.reservationID };
}

function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; hotelId?: number } = {}) {
  return api.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

const at = (booked: Booked, what: string, query = '', hotelId: number = TOKYO.id) =>
  `/hotels/${hotelId}/reservations/${booked.number}/${what}?bypass_token=${booked.token}${query}`;

async function management(booked: Booked, headers: Record<string, string> = {}) {
  const response = await call('GET', at(booked, 'management'), { headers });
  expect(response.status).toBe(200);
  return ZReservationManagement.parse(await response.json());
}

beforeAll(async () => {
  session = await api.newSession();
});

/** Runs at another time with a session opened then (sessions last 0.75 day), then puts clock and session back. */
async function atTime(iso: string, run: () => Promise<void>): Promise<void> {
  const saved = session;
  clock = new Date(iso);
  session = await api.newSession();
  try {
    await run();
  } finally {
    clock = NOW;
    session = saved;
  }
}

describe('guest lookup GET /hotel_brands/:brand/reservations/:number', () => {
  it('finds a reservation by number and email across the brand, and fails alike for a wrong email or number', async () => {
    const booked = await book({ checkin: day(5), checkout: day(6) });
    const found = await call('GET', `/hotel_brands/1/reservations/${booked.number}?email=HANAKO@example.com`);
    expect(found.status).toBe(200);
    expect((await reservationOf(found)).bypass_token).toBe(booked.token);
    for (const path of [`/hotel_brands/1/reservations/${booked.number}?email=other@example.com`, '/hotel_brands/1/reservations/RAAAAAAAAA?email=hanako@example.com']) {
      const failed = await call('GET', path);
      expect(failed.status).toBe(404);
      expect((await errorOf(failed)).title).toBe('reservation_search_failed');
    }
    // Another brand's session cannot look into brand 1.
    expect((await call('GET', `/hotel_brands/2/reservations/${booked.number}?email=hanako@example.com`)).status).toBe(401);
    expect((await call('GET', `/hotel_brands/1/reservations/${booked.number}?email=not-an-email`)).status).toBe(422);
  });
});

describe('cancellation', () => {
  it('shows the fee from the policy (standard, 5 days before: 20%) and refuses a cancellation sent with another fee', async () => {
    const booked = await book({ checkin: day(5), checkout: day(7) });
    const state = await management(booked);
    expect(state.cancel).toMatchObject({ allowed: true, reason: null, fee: Math.floor((booked.total * 20) / 100), currency: 'JPY' });
    expect(state.cancel.rooms[0]?.policy?.cancel_before_at).toBe('18:00');
    expect(state.update).toEqual({ allowed: true, reason: null });
    expect(state.update_deadline).toBe(`${day(4)}T18:00`);

    const wrong = await call('PUT', at(booked, 'cancel'), { body: { reason: 'different_hotel', cancellation_fee_displayed: 0 } });
    expect(wrong.status).toBe(409);
    const error = await errorOf(wrong);
    expect(error.title).toBe('cancellation_fee_changed');
    expect(error.payloads).toMatchObject({ cancellation_fee: state.cancel.fee });
  });

  it('asks for details with reason other, then cancels: mail in the outbox, the room back on sale', async () => {
    // Offset 7 has exactly one deluxe twin.
    const booked = await book({ checkin: day(7), checkout: day(8) });
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(7), day(8))).toBe(0);
    const fee = (await management(booked)).cancel.fee;
    expect(fee).toBe(0);

    const noDetails = await call('PUT', at(booked, 'cancel'), { body: { reason: 'other', cancellation_fee_displayed: fee } });
    expect(noDetails.status).toBe(422);
    expect((await errorOf(noDetails)).details.details?.[0]?.error).toBe('required');
    const badReason = await call('PUT', at(booked, 'cancel'), { body: { reason: 'bored', cancellation_fee_displayed: fee } });
    expect(badReason.status).toBe(422);

    const done = await call('PUT', at(booked, 'cancel'), { body: { reason: 'other', details: 'Found a ryokan', cancellation_fee_displayed: fee } });
    expect(done.status).toBe(200);
    const cancelled = await reservationOf(done);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({ reason: 'other', details: 'Found a ryokan', fee: 0 });
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(7), day(8))).toBe(1);
    const mail = api.db.prepare<[number], { subject: string; body: string }>('SELECT subject, body FROM outbox_mails WHERE reservation_id = ? ORDER BY id DESC').get(booked.id);
    expect(mail?.subject).toContain('cancelled');
    expect(mail?.body).toContain('Cancellation fee: ¥0');

    const again = await call('PUT', at(booked, 'cancel'), { body: { reason: 'other', details: 'x', cancellation_fee_displayed: 0 } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).title).toBe('reservation_not_active');
  });

  it('previews dropping extras as a refund, and gives booked extras back to stock when cancelled', async () => {
    const extra = api.db.prepare<[], { id: number; stock: number }>("SELECT id, stock FROM extras WHERE hotel_id = 101 AND code = 'airport-transfer'").get();
    if (!extra) throw new Error('the seed has no airport transfer in Tokyo');
    const body = { ...(await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(9), checkout: day(10) })), extras: [{ extra_id: extra.id, quantity: 2 }] };
    // The server names the total with the extras; the booking screen shows the same sum.
    const quoted = await api.postReservation(session, TOKYO.id, body);
    const total = (await errorOf(quoted)).payloads?.total_price as number;
    const reservation = await reservationOf(await api.postReservation(session, TOKYO.id, { ...body, expected_total_price: total }));
    const stock = () => api.db.prepare<[number], { stock: number }>('SELECT stock FROM extras WHERE id = ?').get(extra.id)?.stock;
    expect(stock()).toBe(extra.stock - 2);
    const booked = { number: reservation.reservation_number, token: reservation.bypass_token, total, id: reservation.reservationID };
    expect(reservation.price?.total_extra_price).toBeGreaterThan(0);
    // Dropping the extras is previewed as a refund of their price; the dry run leaves the stock alone.
    const withoutExtras = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { extras: [] } });
    expect(ZUpdateSettingsAnswer.parse(await withoutExtras.json()).price_difference).toBe(-(reservation.price?.total_extra_price ?? 0));
    expect(stock()).toBe(extra.stock - 2);
    const fee = (await management(booked)).cancel.fee;
    expect((await call('PUT', at(booked, 'cancel'), { body: { reason: 'cheaper_option_elsewhere', cancellation_fee_displayed: fee } })).status).toBe(200);
    expect(stock()).toBe(extra.stock);
  });

  it('takes the fee at the moment of cancelling: 3 days before at 18:00 the standard policy charges 50%', async () => {
    const booked = await book({ checkin: day(4), checkout: day(5) });
    expect((await management(booked)).cancel.fee).toBe(Math.floor((booked.total * 20) / 100));
    // 18:00 in Tokyo, 3 days before.
    await atTime(`${day(1)}T09:00:00Z`, async () => {
      expect((await management(booked)).cancel.fee).toBe(Math.floor((booked.total * 50) / 100));
    });
  });
});

describe('blocked changes and cancellations', () => {
  it.each([
    ['modified_by_staff', "UPDATE reservations SET modified_by_staff = 1 WHERE id = ?"],
    ['travel_agency_booking', "UPDATE reservations SET booking_method = 'tripla_ota' WHERE id = ?"],
    ['travel_agency_booking', "UPDATE reservations SET booking_method = 'booking_widget_to_tripla_ota' WHERE id = ?"],
  ])('refuses with %s', async (reason, sql) => {
    const booked = await book({ checkin: day(12), checkout: day(13) });
    api.db.prepare(sql).run(booked.id);
    const state = await management(booked);
    expect(state.update).toEqual({ allowed: false, reason });
    expect(state.cancel).toMatchObject({ allowed: false, reason });
    for (const [method, what, body] of [
      ['PUT', 'cancel', { reason: 'travel_plan_change', cancellation_fee_displayed: state.cancel.fee }],
      ['PUT', 'update_settings', { checkin: day(13), checkout: day(14), expected_total_price: booked.total }],
      ['PUT', 'additional_questions/batch_update', { answers: [] }],
    ] as const) {
      const refused = await call(method, at(booked, what), { body });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).title).toBe(reason);
    }
  });

  it('refuses after the update deadline (18:00 the day before) and on the day of stay', async () => {
    const booked = await book({ checkin: day(1), checkout: day(2) });
    expect((await management(booked)).cancel.allowed).toBe(true);
    // 18:00 in Tokyo the day before check-in.
    await atTime(`${day(0)}T09:00:00Z`, async () => {
      const late = await management(booked);
      expect(late.update.reason).toBe('update_deadline_passed');
      const refused = await call('PUT', at(booked, 'cancel'), { body: { reason: 'travel_plan_change', cancellation_fee_displayed: late.cancel.fee } });
      expect((await errorOf(refused)).title).toBe('update_deadline_passed');
    });
    // 10:00 in Tokyo on the check-in day.
    await atTime(`${day(1)}T01:00:00Z`, async () => {
      expect((await management(booked)).cancel.reason).toBe('day_of_stay');
    });
  });
});

describe('who may manage a reservation', () => {
  it('refuses a signed-in member on a guest reservation, guests on member or corporate ones, and other facilities', async () => {
    const booked = await book({ checkin: day(14), checkout: day(15) });
    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    const signedIn = await call('GET', at(booked, 'management'), { headers: bearer(member.session) });
    expect(signedIn.status).toBe(403);
    expect((await errorOf(signedIn)).title).toBe('sign_out_required');

    const otherFacility = await call('GET', at(booked, 'management', '', KYOTO.id));
    expect(otherFacility.status).toBe(403);
    expect((await errorOf(otherFacility)).title).toBe('wrong_facility');

    const wrongProof = await call('GET', `/hotels/${TOKYO.id}/reservations/${booked.number}/management?bypass_token=${'0'.repeat(32)}`);
    expect(wrongProof.status).toBe(404);
    expect((await call('GET', `/hotels/${TOKYO.id}/reservations/${booked.number}/management`)).status).toBe(422);

    api.db.prepare("UPDATE reservations SET owner_kind = 'member', owner_member_id = 7 WHERE id = ?").run(booked.id);
    const memberCancel = await call('PUT', at(booked, 'cancel'), { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } });
    expect((await errorOf(memberCancel)).title).toBe('member_sign_in_required');
    api.db.prepare("UPDATE reservations SET owner_kind = 'organization', owner_member_id = NULL, owner_organization_id = 3 WHERE id = ?").run(booked.id);
    const corporate = await call('GET', at(booked, 'receipt', '&name=ACME'));
    expect((await errorOf(corporate)).title).toBe('organization_sign_in_required');
  });
});

describe('PUT update_settings', () => {
  it('previews a date change without changing anything, then applies it, releasing the old nights', async () => {
    const booked = await book({ checkin: day(7), checkout: day(8) });
    const preview = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { checkin: day(20), checkout: day(22) } });
    expect(preview.status).toBe(200);
    const previewed = ZUpdateSettingsAnswer.parse(await preview.json());
    expect(previewed).toMatchObject({ dry_run: true, previous_total_price: booked.total, refunded_points: null });
    expect(previewed.price_difference).toBe(previewed.total_price - booked.total);
    expect(previewed.price_difference).toBeGreaterThan(0);
    expect(previewed.reservation.checkin_date).toBe(day(20));
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(7), day(8))).toBe(0);

    const unconfirmed = await call('PUT', at(booked, 'update_settings'), { body: { checkin: day(20), checkout: day(22) } });
    expect(unconfirmed.status).toBe(422);
    const stale = await call('PUT', at(booked, 'update_settings'), { body: { checkin: day(20), checkout: day(22), expected_total_price: booked.total } });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).payloads).toMatchObject({ total_price: previewed.total_price });

    const applied = await call('PUT', at(booked, 'update_settings'), {
      body: { checkin: day(20), checkout: day(22), expected_total_price: previewed.total_price },
    });
    expect(applied.status).toBe(200);
    const answer = ZUpdateSettingsAnswer.parse(await applied.json());
    expect(answer.reservation).toMatchObject({ checkin_date: day(20), checkout_date: day(22), total_price: previewed.total_price });
    expect(answer.reservation.rooms[0]?.nightly_prices?.map((night) => night.date)).toEqual([day(20), day(21)]);
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(7), day(8))).toBe(1);
  });

  it('keeps the plan and its minimum nights, checks occupancy and stock', async () => {
    const longStay = await book({ roomPlanCode: 'deluxe-twin_long-stay-3', checkin: day(15), checkout: day(18) });
    const tooShort = await call('PUT', at(longStay, 'update_settings', '&dry_run=true'), { body: { checkin: day(15), checkout: day(17) } });
    expect(tooShort.status).toBe(422);

    const booked = await book({ checkin: day(16), checkout: day(17) });
    const roomId = (await reservationOf(await call('GET', `/hotels/${TOKYO.id}/reservations/${booked.number}?bypass_token=${booked.token}`))).rooms[0]?.id ?? 0;
    const crowded = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { rooms: [{ id: roomId, adults: 15, children: 0 }] } });
    expect(crowded.status).toBe(422);
    const soldOut = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { checkin: day(10), checkout: day(11) } });
    expect(soldOut.status).toBe(409);
    expect((await errorOf(soldOut)).title).toBe('sold_out');

    const threeAdults = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { rooms: [{ id: roomId, adults: 3, children: 0 }] } });
    expect(threeAdults.status).toBe(200);
    expect(ZUpdateSettingsAnswer.parse(await threeAdults.json()).price_difference).toBeGreaterThan(0);

    const unknownRoom = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { rooms: [{ id: 999999, adults: 1, children: 0 }] } });
    expect(unknownRoom.status).toBe(422);
  });
});

describe('children priced by tier', () => {
  it('keeps the tiers the rooms were booked with, so an unchanged stay costs the same', async () => {
    const room = { room_type_code: 'family-quad', room_plan_code: 'family-quad_room-only', adults: 2, children: 2, kids_tiers: [{ code: 'A', children: 1 }, { code: 'C', children: 1 }] };
    const base = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'family-quad', roomPlanCode: 'family-quad_room-only', checkin: day(24), checkout: day(25) });
    const quoted = await api.postReservation(session, TOKYO.id, { ...base, rooms: [room] });
    const total = (await errorOf(quoted)).payloads?.total_price as number;
    const reservation = await reservationOf(await api.postReservation(session, TOKYO.id, { ...base, rooms: [room], expected_total_price: total }));
    const booked = { number: reservation.reservation_number, token: reservation.bypass_token, total, id: reservation.reservationID };
    const unchanged = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), { body: { checkin: day(25), checkout: day(26) } });
    const sameRate = ZUpdateSettingsAnswer.parse(await unchanged.json());
    const price = async (kids: object) => {
      const response = await api.priceCall(session, TOKYO.id, {
        checkin: day(25),
        checkout: day(26),
        selections: JSON.stringify([{ ...room, ...kids, quantity: 1 }]),
        locale: 'en',
      });
      return ((await response.json()) as { total_price: number }).total_price;
    };
    // Tier A (70%) and C (10%) differ from the plain 30% per child; the preview prices the tiers booked.
    expect(sameRate.total_price).toBe(await price({}));
    expect(sameRate.total_price).not.toBe(await price({ kids_tiers: [] }));
    const retiered = await call('PUT', at(booked, 'update_settings', '&dry_run=true'), {
      body: { rooms: [{ id: reservation.rooms[0]?.id ?? 0, adults: 2, children: 2, kids_tiers: [{ code: 'D', children: 2 }] }] },
    });
    expect(ZUpdateSettingsAnswer.parse(await retiered.json()).price_difference).toBeLessThan(0);
  });
});

describe('changing how a reservation is paid', () => {
  it('moves only between ways the booked plans allow, and never away from a card payment', async () => {
    const onSite = await book({ checkin: day(21), checkout: day(22) });
    // No seeded plan offers deferred payment.
    const deferred = await call('PUT', at(onSite, 'update_settings', '&dry_run=true'), { body: { payment_type: 'deferred_payment' } });
    expect(deferred.status).toBe(422);
    expect((await errorOf(deferred)).details.payment_type?.[0]?.error).toBe('payment_type_not_allowed');

    const tokenAnswer = await api.app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
    });
    const { token } = (await tokenAnswer.json()) as { token: string };
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(21), checkout: day(22), payByCard: true });
    const response = await api.postReservation(session, TOKYO.id, { ...body, payment: { type: 'card', card_token: token } });
    expect(response.status).toBe(201);
    const card = await reservationOf(response);
    const paid = { number: card.reservation_number, token: card.bypass_token, total: card.total_price, id: card.reservationID };

    const toOnSite = await call('PUT', at(paid, 'update_settings', '&dry_run=true'), { body: { payment_type: 'on_site' } });
    expect(toOnSite.status).toBe(409);
    expect((await errorOf(toOnSite)).title).toBe('payment_type_not_updatable');
    // A longer stay is captured on the same card (ADR 259, tests/server/payment-refunds.test.ts).
    const longer = await call('PUT', at(paid, 'update_settings', '&dry_run=true'), { body: { checkin: day(21), checkout: day(23) } });
    expect(longer.status).toBe(200);
    expect(ZUpdateSettingsAnswer.parse(await longer.json()).price_difference).toBeGreaterThan(0);
    // A change that keeps the amount (here: none, priced again with the card promotion) goes through.
    const same = await call('PUT', at(paid, 'update_settings', '&dry_run=true'), { body: {} });
    expect(same.status).toBe(200);
    expect(ZUpdateSettingsAnswer.parse(await same.json()).price_difference).toBe(0);
  });
});

describe('guests and additional questions', () => {
  it('renames a room guest with the booking name rules and keeps required answers required', async () => {
    const booked = await book({ checkin: day(18), checkout: day(19) });
    const guests = await call('GET', at(booked, 'guests'));
    const roomId = ((await guests.json()) as { rooms: { id: number }[] }).rooms[0]?.id ?? 0;
    const renamed = await call('PUT', at(booked, 'guests'), { body: { rooms: [{ id: roomId, guest: { first_name: 'Taro', last_name: 'Suzuki' } }] } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ rooms: [{ id: roomId, guest: { first_name: 'Taro', last_name: 'Suzuki' } }] });
    const badName = await call('PUT', at(booked, 'guests'), { body: { rooms: [{ id: roomId, guest: { first_name: 'R2D2', last_name: 'Suzuki' } }] } });
    expect(badName.status).toBe(422);

    const empty = await call('PUT', at(booked, 'additional_questions/batch_update'), { body: { answers: [] } });
    expect(empty.status).toBe(422);
    expect(Object.keys((await errorOf(empty)).details).some((key) => key.startsWith('questions.'))).toBe(true);
    const unknown = await call('POST', at(booked, 'additional_questions'), { body: { answers: [{ question_id: 999999, text: 'hi' }] } });
    expect(unknown.status).toBe(422);
    expect((await call('GET', at(booked, 'additional_questions'))).status).toBe(200);
  });
});

describe('GET receipt', () => {
  // The first receipt reads and parses a 5 MB font; on a shared machine that can take seconds.
  it('answers a PDF made out to the name given, in the locale asked (English by default for this booking)', { timeout: 30_000 }, async () => {
    const booked = await book({ checkin: day(19), checkout: day(20) });
    const response = await call('GET', at(booked, 'receipt', '&name=Acme%20(Japan)%20Ltd'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="receipt-${booked.number}.pdf"`);
    const english = joinedText((await readPdfText(new Uint8Array(await response.arrayBuffer()))).objects);
    expect(english).toContain('RECEIPT');
    expect(english).toContain('Acme (Japan) Ltd');
    expect(english).toContain(`Reservation number: ${booked.number}`);

    const indonesian = await call('GET', at(booked, 'receipt', '&name=Budi&locale=id'));
    expect(joinedText((await readPdfText(new Uint8Array(await indonesian.arrayBuffer()))).objects)).toContain('KUITANSI');
    // Other scripts are set in embedded Noto subsets (ADR 140); tests/server/receipt-pdf.test.ts reads them back.
    const japanese = await call('GET', at(booked, 'receipt', `&name=${encodeURIComponent('山田')}&locale=ja`));
    expect(joinedText((await readPdfText(new Uint8Array(await japanese.arrayBuffer()))).objects)).toContain('山田 様');
    const titled = await call('GET', at(booked, 'receipt', '&name=Budi&receipt_title=Conference%20lodging'));
    const titledText = joinedText((await readPdfText(new Uint8Array(await titled.arrayBuffer()))).objects);
    expect(titledText).toContain('For Conference lodging');
    expect(titledText).not.toContain('For accommodation at');
    const missingName = await call('GET', at(booked, 'receipt'));
    expect(missingName.status).toBe(422);
  });
});
