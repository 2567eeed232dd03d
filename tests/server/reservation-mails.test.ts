// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { UiLocale } from '#domain/constants/locales.ts';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { createTestApi, day, reservationOf, TOKYO } from './test-api';

// The reservation mails through the API: what the outbox holds after booking, cancelling and changing online.
const api = createTestApi();
let session = '';

type Booked = { number: string; token: string; total: number; id: number };

beforeAll(async () => {
  session = await api.newSession();
});

async function book(checkin: string, checkout: string, locale: UiLocale = 'en'): Promise<Booked> {
  const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin, checkout });
  const response = await api.postReservation(session, TOKYO.id, { ...body, locale });
  expect(response.status).toBe(201);
  const reservation = await reservationOf(response);
  return { number: reservation.reservation_number, token: reservation.bypass_token, total: reservation.total_price, id: reservation.reservationID };
}

function manage(method: string, booked: Booked, what: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  return api.manage(session, TOKYO.id, { reservation_number: booked.number, bypass_token: booked.token }, method, what, options);
}

/** This reservation's mails, oldest first. */
const mailsOf = (booked: Booked) => listMails(api.db).filter((mail) => mail.reservation_id === booked.id).reverse();

const yen = (amount: number, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY', ...options }).format(amount);

describe('reservation mails', () => {
  it('confirms a booking made in Korean in Korean', async () => {
    const booked = await book(day(3), day(4), 'ko');
    const [mail, ...more] = mailsOf(booked);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to_address: 'hanako@example.com', subject: `[예약 확정] Sakura Hotel Tokyo Ginza 예약 번호 ${booked.number}` });
    const lines = mail?.body.split('\n') ?? [];
    expect(lines[0]).toBe('Yamada Hanako 고객님, 안녕하세요.');
    expect(lines).toContain(`예약 번호: ${booked.number}`);
    expect(lines).toContain(`체크인: ${day(3)}`);
    expect(lines).toContain(`체크아웃: ${day(4)}`);
    expect(lines).toContain(`총 요금: ${new Intl.NumberFormat('ko', { style: 'currency', currency: 'JPY' }).format(booked.total)}`);
  });

  it('mails the cancellation with the fee charged', async () => {
    // Five days before check-in the standard policy charges 20%.
    const booked = await book(day(5), day(7));
    const state = ZReservationManagement.parse(await (await manage('GET', booked, 'management')).json());
    expect(state.cancel.fee).toBeGreaterThan(0);
    const cancelled = await manage('PUT', booked, 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: state.cancel.fee } });
    expect(cancelled.status).toBe(200);
    const mails = mailsOf(booked);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your booking at Sakura Hotel Tokyo Ginza is confirmed (${booked.number})`,
      `Your booking at Sakura Hotel Tokyo Ginza is cancelled (${booked.number})`,
    ]);
    expect(mails[1]?.body).toContain(`Cancellation fee: ${yen(state.cancel.fee)}`);
  });

  it('mails a change when it is applied, and nothing for a dry run or a refused change', async () => {
    const booked = await book(day(8), day(9));
    const preview = await manage('PUT', booked, 'update_settings', { query: { dry_run: 'true' }, body: { checkin: day(20), checkout: day(22) } });
    expect(preview.status).toBe(200);
    const previewed = ZUpdateSettingsAnswer.parse(await preview.json());
    expect(previewed.price_difference).toBeGreaterThan(0);
    const stale = await manage('PUT', booked, 'update_settings', { body: { checkin: day(20), checkout: day(22), expected_total_price: booked.total } });
    expect(stale.status).toBe(409);
    expect(mailsOf(booked)).toHaveLength(1);

    const applied = await manage('PUT', booked, 'update_settings', { body: { checkin: day(20), checkout: day(22), expected_total_price: previewed.total_price } });
    expect(applied.status).toBe(200);
    const mails = mailsOf(booked);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Your booking at Sakura Hotel Tokyo Ginza has been changed (${booked.number})`);
    const lines = mails[1]?.body.split('\n') ?? [];
    expect(lines).toContain(`Check-in: ${day(20)}`);
    expect(lines).toContain(`Check-out: ${day(22)}`);
    expect(lines).toContain('Room: Deluxe Twin / Breakfast included');
    expect(lines).toContain(`New total: ${yen(previewed.total_price)}`);
    expect(lines).toContain(`Price difference: ${yen(previewed.price_difference, { signDisplay: 'exceptZero' })}`);
  });
});
