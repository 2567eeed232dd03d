import { describe, expect, it } from 'vitest';
import { paymentRequest, reservationRequest } from '#app/features/checkout/utils/reservation-request.ts';

const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0, kids_tiers: [] };
const SELECTION = { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2, rooms: [ROOM] };
const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' };
const CARD = { token: 'tok_0123456789abcdef0123', returnUrl: 'https://app.example/reservation/3ds-return' };

describe('payment request', () => {
  it('sends on-site and deferred payment without a card', () => {
    expect(paymentRequest('on_site', CARD)).toEqual({ type: 'on_site' });
    expect(paymentRequest('deferred_payment')).toEqual({ type: 'deferred_payment' });
  });

  it('sends a card way with its token and return address only, and nothing without a token', () => {
    expect(paymentRequest('card', CARD)).toEqual({ type: 'card', card_token: CARD.token, return_url: CARD.returnUrl });
    expect(paymentRequest('card_deposit', CARD)).toMatchObject({ type: 'card_deposit', card_token: CARD.token });
    expect(paymentRequest('card')).toBeNull();
  });

  it('asks the server to save the card only when the member chose to (ADR 221, 224)', () => {
    expect(paymentRequest('card', { ...CARD, save: true })).toEqual({ type: 'card', card_token: CARD.token, return_url: CARD.returnUrl, save_card: true });
    expect(paymentRequest('card', { ...CARD, save: false })).not.toHaveProperty('save_card');
  });
});

describe('a member\'s reservation request', () => {
  it('carries the points spent and the voucher the price was asked with, and leaves them out when none', () => {
    const base = { selection: SELECTION, booker: BOOKER, locale: 'en' as const, payment: { type: 'on_site' as const }, expectedTotal: 15920 };
    expect(reservationRequest({ ...base, spendPoints: 1000, voucherCode: 'V-1' })).toMatchObject({ spending_point_value: 1000, voucher_coupon_code: 'V-1' });
    const none = reservationRequest({ ...base, spendPoints: 0 });
    expect(none).not.toHaveProperty('spending_point_value');
    expect(none).not.toHaveProperty('voucher_coupon_code');
  });
});

describe('reservation request', () => {
  it('gives the room its staying guest and gender counts, the coupon, and the accepted terms', () => {
    const request = reservationRequest({
      selection: SELECTION,
      booker: BOOKER,
      locale: 'en',
      payment: { type: 'on_site' },
      expectedTotal: 20920,
      rooms: [{ guest: { first_name: 'Taro', last_name: 'Suzuki' }, genders: { men_count: 1, women_count: 1 } }],
      couponCode: 'WELCOME10',
    });
    expect(request).toMatchObject({
      rooms: [{ adults: 2, guest: { first_name: 'Taro', last_name: 'Suzuki' }, men_count: 1, women_count: 1 }],
      coupon_code: 'WELCOME10',
      terms_accepted: true,
      expected_total_price: 20920,
    });
  });

  it('leaves out what the guest did not give', () => {
    const request = reservationRequest({ selection: SELECTION, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 1 });
    expect(request.rooms[0]).toEqual({ room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0 });
    expect(request).not.toHaveProperty('coupon_code');
  });

  it('books every chosen room in one request, each with its own guests, children and details', () => {
    const family = { room_type_code: 'FAM', room_plan_code: 'BF', adults: 2, children: 1, kids_tiers: [{ code: 'A' as const, children: 1 }], shared_bed_children: 1 };
    const request = reservationRequest({
      selection: { ...SELECTION, rooms: [ROOM, family, { ...ROOM, adults: 1 }] },
      booker: BOOKER,
      locale: 'en',
      payment: { type: 'on_site' },
      expectedTotal: 60000,
      rooms: [{}, { guest: { first_name: 'Jiro', last_name: 'Suzuki' }, genders: { men_count: 2, women_count: 0 } }, {}],
    });
    expect(request.rooms).toEqual([
      { room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0 },
      {
        room_type_code: 'FAM',
        room_plan_code: 'BF',
        adults: 2,
        children: 1,
        kids_tiers: [{ code: 'A', children: 1 }],
        shared_bed_children: 1,
        guest: { first_name: 'Jiro', last_name: 'Suzuki' },
        men_count: 2,
        women_count: 0,
      },
      { room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 1, children: 0 },
    ]);
  });
});

describe('how the booking came (ADR 233)', () => {
  const base = { selection: SELECTION, booker: BOOKER, locale: 'en' as const, payment: { type: 'on_site' as const }, expectedTotal: 20920 };

  it('carries the channel and the landing\'s marketing fields', () => {
    const request = reservationRequest({ ...base, bookingSource: 'chatbot', attribution: { gclid: 'g-1', price_displayed_total: 20000 } });
    expect(request).toMatchObject({ booking_source: 'chatbot', attribution: { gclid: 'g-1', price_displayed_total: 20000 } });
  });

  it('is the booking widget without marketing fields by default', () => {
    const request = reservationRequest(base);
    expect(request.booking_source).toBe('booking_widget');
    expect(request).not.toHaveProperty('attribution');
    expect(request).not.toHaveProperty('email_verification_token');
  });

  it('carries a travel-agency booking\'s verified e-mail token (ADR 242)', () => {
    const request = reservationRequest({ ...base, bookingSource: 'tripla_ota', emailVerificationToken: 'verified-token' });
    expect(request).toMatchObject({ booking_source: 'tripla_ota', email_verification_token: 'verified-token' });
  });
});
