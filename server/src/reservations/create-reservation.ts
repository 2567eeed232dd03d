import { PRICE_CHANGED_TITLE, SOLD_OUT_TITLE } from '../../../domain/constants/error-codes';
import { REQUEST_HEADERS } from '../../../domain/contracts';
import type { CreateReservationRequest } from '../../../domain/entities/reservation';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { roomsLimit, type HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { freeAllotmentByRoomPlan, freeRoomsByRoomType } from '../inventory/availability';
import { roomStayPrice, type NightlyRate, type RoomStayPrice } from '../pricing/room-stay-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import { sha256Hex } from '../security/digest';
import { newBypassToken, newReservationNumber } from '../security/random-tokens';
import type { ClientSession } from '../sessions/client-sessions';
import { bookableStay, hotelToday, type Stay } from '../stays/stay';
import { findIdempotencyRecord, rememberIdempotencyKey } from './idempotency';
import { countBy, resolveRequestedRooms, type RequestedRoom } from './requested-rooms';

/** Spec document 2 section 8.2: the room became unavailable while the guest was booking. */
const ROOM_UNAVAILABLE = 1105;

export type CreateReservationInput = {
  hotel: HotelRow;
  session: ClientSession;
  idempotencyKey: string;
  body: CreateReservationRequest;
  now: Date;
};

/**
 * Books the rooms, or answers the reservation an earlier request with the same idempotency key made.
 * Everything happens in one immediate transaction: stock is read and taken under the write lock, so two
 * requests for the last room cannot both see it free, even from two processes.
 */
export function createReservation(db: Database, input: CreateReservationInput): { reservationId: number; replayed: boolean } {
  return db
    .transaction(() => {
      const { hotel, session, idempotencyKey, body, now } = input;
      const requestSha256 = sha256Hex(JSON.stringify({ hotelId: hotel.id, body }));
      const earlier = findIdempotencyRecord(db, session.id, idempotencyKey);
      if (earlier) {
        if (earlier.request_sha256 !== requestSha256) {
          throw invalidRequest('This idempotency key was already used for a different reservation request.', {
            [REQUEST_HEADERS.idempotencyKey]: [{ error: 'already used for another request' }],
          });
        }
        return { reservationId: earlier.reservation_id, replayed: true };
      }

      const limit = roomsLimit(hotel);
      if (body.rooms.length > limit) {
        throw invalidRequest(`This hotel takes at most ${limit} rooms in one reservation.`, {
          rooms: [{ error: `at most ${limit} rooms` }],
        });
      }
      const stay = bookableStay(hotel, body.checkin, body.checkout, now);
      const rooms = resolveRequestedRooms(db, hotel, body, stay, hotelToday(hotel, now));
      const rates = ratesByRoomPlan(db, hotel.id, stay);
      assertInStock(db, hotel, stay, rooms, rates);

      const priced = rooms.map((room) => ({
        ...room,
        price: roomStayPrice(rates.get(room.plan.id) ?? [], room.request.adults, room.request.children),
      }));
      const total = priced.reduce((sum, room) => sum + room.price.total, 0);
      if (total !== body.expected_total_price) {
        throw new ApiError(
          409,
          PRICE_CHANGED_TITLE,
          'The price has changed since the search. Please check the new total.',
          { payloads: { total_price: total } },
        );
      }

      const reservationId = insertReservation(db, input, priced, total);
      rememberIdempotencyKey(db, {
        sessionId: session.id,
        key: idempotencyKey,
        requestSha256,
        reservationId,
        createdAt: now.toISOString(),
      });
      return { reservationId, replayed: false };
    })
    .immediate();
}

/** Several rooms of one type (or one capped plan) count together against the tightest night. */
function assertInStock(
  db: Database,
  hotel: HotelRow,
  stay: Stay,
  rooms: readonly RequestedRoom[],
  rates: ReadonlyMap<number, readonly NightlyRate[]>,
): void {
  const freeRooms = freeRoomsByRoomType(db, hotel.id, stay);
  const freeAllotments = freeAllotmentByRoomPlan(db, hotel.id, stay);
  const short =
    rooms.some((room) => !rates.has(room.plan.id)) ||
    [...countBy(rooms, (room) => room.roomType.id)].some(([id, wanted]) => (freeRooms.get(id) ?? 0) < wanted) ||
    [...countBy(rooms, (room) => room.plan.id)].some(([id, wanted]) => (freeAllotments.get(id) ?? Infinity) < wanted);
  if (short) {
    throw new ApiError(
      409,
      SOLD_OUT_TITLE,
      'This room became unavailable while you were booking. Please choose another room or other dates.',
      { codes: [ROOM_UNAVAILABLE], baseCode: ROOM_UNAVAILABLE },
    );
  }
}

function insertReservation(
  db: Database,
  { hotel, session, body, now }: CreateReservationInput,
  rooms: readonly (RequestedRoom & { price: RoomStayPrice })[],
  total: number,
): number {
  const { lastInsertRowid } = db
    .prepare(`
      INSERT INTO reservations (
        hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, currency,
        booker_first_name, booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax,
        client_session_id, created_at
      ) VALUES (?, ?, ?, 'done', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      hotel.id,
      unusedReservationNumber(db),
      newBypassToken(),
      body.locale,
      body.booking_source,
      body.payment.type,
      hotel.currency,
      body.booker.first_name,
      body.booker.last_name,
      body.booker.email,
      body.booker.phone,
      body.checkin,
      body.checkout,
      total,
      rooms.reduce((sum, room) => sum + room.price.tax, 0),
      session.id,
      now.toISOString(),
    );
  const reservationId = Number(lastInsertRowid);
  const insertRoom = db.prepare(`
    INSERT INTO reservation_rooms (
      reservation_id, room_type_id, room_plan_id, room_type_name, room_plan_name, adults, children,
      guest_first_name, guest_last_name, total_price, tax
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertNight = db.prepare(
    'INSERT INTO reservation_nights (reservation_room_id, room_type_id, room_plan_id, date, price) VALUES (?, ?, ?, ?, ?)',
  );
  for (const { request, roomType, plan, price } of rooms) {
    const guest = request.guest ?? { first_name: body.booker.first_name, last_name: body.booker.last_name };
    const { lastInsertRowid: roomId } = insertRoom.run(
      reservationId,
      roomType.id,
      plan.id,
      pickLocalized(roomType.names, body.locale),
      pickLocalized(plan.names, body.locale),
      request.adults,
      request.children,
      guest.first_name,
      guest.last_name,
      price.total,
      price.tax,
    );
    for (const night of price.nights) insertNight.run(roomId, roomType.id, plan.id, night.date, night.price);
  }
  return reservationId;
}

/** 45 random bits make a clash unlikely, not impossible; under the write lock a check-then-insert is safe. */
function unusedReservationNumber(db: Database): string {
  const taken = db.prepare<[string], { id: number }>('SELECT id FROM reservations WHERE reservation_number = ?');
  let number = newReservationNumber();
  while (taken.get(number)) number = newReservationNumber();
  return number;
}
