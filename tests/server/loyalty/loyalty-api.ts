import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { bearer, HANAKO, memberCall, signIn } from '../member-api';
import { createTestApi, day, TOKYO } from '../test-api';

export const STAY = { roomTypeCode: 'standard-double', roomPlanCode: 'standard-double_room-only', checkin: day(14), checkout: day(16) } as const;

/** What the stand-in's code-only fields send: the reference, the hotel they were opened for and the code typed. */
export function codeTokenRequest(app: ReturnType<typeof createTestApi>['app'], reference: string, securityCode: string, hotelId: number) {
  return app.request('/psp/hosted-fields/stand-in/saved-card-tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotel_id: hotelId, reference, security_code: securityCode }),
  });
}

/** A test API with Hanako signed in at Sakura Tokyo: the session, her token and helpers carrying both. */
export async function hanakoSignedIn(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = createTestApi(options);
  const session = await api.newSession(TOKYO.code);
  const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = bearer(token)) =>
    memberCall(api.app, session, method, path, { body, headers });
  const codeToken = (reference: string, securityCode: string, hotelId: number = TOKYO.id) => codeTokenRequest(api.app, reference, securityCode, hotelId);

  /** The price call as guest detail makes it, with the member's token and any points or voucher. */
  async function price(extra: Record<string, string> = {}, stay: { checkin: string; checkout: string } = STAY, headers: Record<string, string> = bearer(token)) {
    const query = new URLSearchParams({
      checkin: stay.checkin,
      checkout: stay.checkout,
      selections: JSON.stringify([{ room_type_code: STAY.roomTypeCode, room_plan_code: STAY.roomPlanCode, adults: 2, children: 0, quantity: 1 }]),
      locale: 'en',
      ...extra,
    });
    return api.app.request(`/hotels/${TOKYO.id}/rooms/price?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session, ...headers } });
  }

  async function priced(extra: Record<string, string> = {}, stay: { checkin: string; checkout: string } = STAY) {
    const response = await price(extra, stay);
    if (response.status !== 200) throw new Error(`price call answered ${response.status}: ${await response.text()}`);
    return ZBookingPrice.parse(await response.json());
  }

  /** A booking body for the stay at the total the price call answered with the same points, voucher or coupon. */
  async function bookingBody(options: { points?: number; voucher?: string; coupon?: string; stay?: { checkin: string; checkout: string } } = {}): Promise<CreateReservationRequest> {
    const stay = options.stay ?? STAY;
    const quote = await priced(
      {
        ...(options.points ? { spending_point_value: String(options.points) } : {}),
        ...(options.voucher ? { voucher_coupon_code: options.voucher } : {}),
        ...(options.coupon ? { coupon_code: options.coupon } : {}),
      },
      stay,
    );
    return {
      checkin: stay.checkin,
      checkout: stay.checkout,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: 'Hanako', last_name: 'Sato', email: HANAKO.email, phone: '+819012345678' },
      rooms: [{ room_type_code: STAY.roomTypeCode, room_plan_code: STAY.roomPlanCode, adults: 2, children: 0 }],
      payment: { type: 'on_site' },
      ...(options.points ? { spending_point_value: options.points } : {}),
      ...(options.voucher ? { voucher_coupon_code: options.voucher } : {}),
      ...(options.coupon ? { coupon_code: options.coupon } : {}),
      expected_total_price: quote.total_price,
    };
  }

  function book(body: unknown, headers: Record<string, string> = bearer(token), key: string = crypto.randomUUID()) {
    return api.app.request(`/hotels/${TOKYO.id}/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: key, ...headers },
      body: JSON.stringify(body),
    });
  }

  async function balance(): Promise<number> {
    const response = await call('GET', `/hotels/${TOKYO.id}/memberships/point`);
    return ((await response.json()) as { data: { balance: number } }).data.balance;
  }

  /** A management call on Hanako's own reservation: member reservations need her sign-in (document 1 section 6). */
  function manage(reservation: { reservation_number: string }, method: string, what: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
    const query = new URLSearchParams({ email: HANAKO.email, ...options.query }).toString();
    return call(method, `/hotels/${TOKYO.id}/reservations/${reservation.reservation_number}/${what}${query ? `?${query}` : ''}`, options.body);
  }

  /**
   * A saved card paid as the app and the frame do it (ADR 269): the member's session asks a reference, the stand-in's
   * code-only fields send it with the security code. Answers each step's response.
   */
  async function savedCardCode(cardId: number, securityCode: string, options: { hotelId?: number; headers?: Record<string, string> } = {}) {
    const issued = await call('POST', `/hotels/${options.hotelId ?? TOKYO.id}/memberships/credit_cards/${cardId}/code_references`, { valid_through: STAY.checkout }, options.headers);
    if (issued.status !== 201) return { issued, reference: undefined, minted: undefined };
    const { reference } = (await issued.json()) as { reference: string };
    const minted = await codeToken(reference, securityCode, options.hotelId ?? TOKYO.id);
    return { issued, reference, minted };
  }

  return { ...api, session, token, call, price, priced, bookingBody, book, balance, manage, savedCardCode, codeToken };
}
