import type * as z from 'zod/mini';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZApiErrorBody } from '#domain/entities/api-error.ts';
import type { KidsTierCount } from '#domain/entities/common.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { ZReservation } from '#domain/entities/reservation.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { ZRoomsResponse } from '#domain/entities/room-result.ts';
import type { SearchRoom } from '#domain/entities/search-criteria.ts';
import { addDays } from '#domain/rules/nights.ts';
import { createApiApp, DEMO_API_CLIENT } from '#server/src/index.ts';
import type { OtaQueryParser } from '#server/src/ota/ota-query-parsers.ts';
import { HOST_ORIGIN, seededDatabase, TODAY } from './seed-image';

export { HOST_ORIGIN, TODAY };
/** Noon in Tokyo on TODAY, so the hotels' today is TODAY. */
export const NOW = new Date('2026-06-01T03:00:00Z');
export const APP_ORIGIN = 'http://localhost:5173';

export const TOKYO = { id: 101, code: 'sakura-tokyo' } as const;
export const KYOTO = { id: 102, code: 'sakura-kyoto' } as const;
export const OKINAWA = { id: 201, code: 'umi-okinawa' } as const;
export const OSAKA = { id: 202, code: 'umi-osaka' } as const;

export const day = (offset: number) => addDays(TODAY, offset);

export function createTestApi(options: { now?: () => Date; otaQueryParser?: OtaQueryParser } = {}) {
  const db = seededDatabase();
  const app = createApiApp({ db, corsOrigins: [APP_ORIGIN], now: options.now ?? (() => NOW), ...(options.otaQueryParser && { otaQueryParser: options.otaQueryParser }) });

  async function newSession(hotelCode: string = TOKYO.code): Promise<string> {
    const response = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: hotelCode }),
    });
    const json = (await response.json()) as { data: { client_session: string } };
    return json.data.client_session;
  }

  type Search = { checkin: string; checkout: string; rooms?: Partial<SearchRoom>[]; order?: string };

  async function searchRooms(session: string, hotelId: number, search: Search): Promise<Response> {
    const rooms = (search.rooms ?? [{}]).map((room) => ({ adults: 2, children: 0, kids_tiers: [], ...room }));
    const query = new URLSearchParams({
      checkin: search.checkin,
      checkout: search.checkout,
      rooms: JSON.stringify(rooms),
      locale: 'en',
      ...(search.order ? { order: search.order } : {}),
    });
    return app.request(`/hotels/${hotelId}/rooms?${query.toString()}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session },
    });
  }

  async function rooms(session: string, hotelId: number, search: Search): Promise<z.infer<typeof ZRoomsResponse>> {
    const response = await searchRooms(session, hotelId, search);
    if (response.status !== 200) throw new Error(`rooms search answered ${response.status}: ${await response.text()}`);
    return ZRoomsResponse.parse(await response.json());
  }

  async function roomCount(session: string, hotelId: number, roomTypeCode: string, checkin: string, checkout: string) {
    const answer = await rooms(session, hotelId, { checkin, checkout });
    const room = answer.rooms.find((candidate) => candidate.room_type_code === roomTypeCode);
    if (!room) throw new Error(`${roomTypeCode} is not in the results`);
    return room.room_count;
  }

  async function postReservation(
    session: string,
    hotelId: number,
    body: unknown,
    idempotencyKey: string | null = crypto.randomUUID(),
  ): Promise<Response> {
    return app.request(`/hotels/${hotelId}/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [REQUEST_HEADERS.clientSession]: session,
        ...(idempotencyKey === null ? {} : { [REQUEST_HEADERS.idempotencyKey]: idempotencyKey }),
      },
      body: JSON.stringify(body),
    });
  }

  async function priceCall(session: string, hotelId: number, query: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return app.request(`/hotels/${hotelId}/rooms/price?${new URLSearchParams(query).toString()}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session, ...headers },
    });
  }

  /**
   * A reservation body for the rooms chosen, priced by the price call the booking screen makes (with the
   * card promotion when paying by card, and the coupon when one is given).
   */
  async function pricedBooking(
    session: string,
    hotelId: number,
    choice: {
      roomTypeCode: string;
      roomPlanCode: string;
      checkin: string;
      checkout: string;
      adults?: number;
      /** The room's children: how many, of which kids tiers, and how many share an adult's bed. */
      kids?: { children: number; kids_tiers: KidsTierCount[]; shared_bed_children?: number };
      rooms?: number;
      payByCard?: boolean;
      couponCode?: string;
      /** A member's bearer header: a member is priced at the member price (ADR 225), as their booking will be. */
      headers?: Record<string, string>;
    },
  ): Promise<CreateReservationRequest> {
    const adults = choice.adults ?? 2;
    const roomsWanted = choice.rooms ?? 1;
    const selection = { room_type_code: choice.roomTypeCode, room_plan_code: choice.roomPlanCode, adults, children: 0, ...choice.kids };
    const response = await priceCall(session, hotelId, {
      checkin: choice.checkin,
      checkout: choice.checkout,
      selections: JSON.stringify([{ ...selection, quantity: roomsWanted }]),
      pay_by_card: String(choice.payByCard ?? false),
      locale: 'en',
      ...(choice.couponCode ? { coupon_code: choice.couponCode } : {}),
    }, choice.headers);
    if (response.status !== 200) throw new Error(`price call answered ${response.status}: ${await response.text()}`);
    const price = ZBookingPrice.parse(await response.json());
    return {
      checkin: choice.checkin,
      checkout: choice.checkout,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
      rooms: Array.from({ length: roomsWanted }, () => ({ ...selection })),
      payment: { type: 'on_site' },
      ...(choice.couponCode ? { coupon_code: choice.couponCode } : {}),
      expected_total_price: price.total_price,
    };
  }

  /**
   * A management call on a reservation the guest proves with its bypass token (document 2 section 7.5), e.g.
   * `manage(session, TOKYO.id, reservation, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body })`.
   */
  async function manage(
    session: string,
    hotelId: number,
    reservation: { reservation_number: string; bypass_token: string },
    method: string,
    what: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<Response> {
    const query = new URLSearchParams({ bypass_token: reservation.bypass_token, ...options.query });
    return app.request(`/hotels/${hotelId}/reservations/${reservation.reservation_number}/${what}?${query.toString()}`, {
      method,
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  return { db, app, newSession, searchRooms, rooms, roomCount, postReservation, pricedBooking, priceCall, manage };
}

export async function errorOf(response: Response) {
  return ZApiErrorBody.parse(await response.json());
}

export async function reservationOf(response: Response) {
  return ZReservation.parse(await response.json());
}
