import type * as z from 'zod/mini';
import type { getReservation } from '../../../domain/contracts';
import type { Database } from '../db/open-database';

type ReservationAnswer = z.input<typeof getReservation.response>;

type ReservationRow = {
  id: number;
  hotel_id: number;
  hotel_name: string;
  hotel_url: string;
  reservation_number: string;
  bypass_token: string;
  status: string;
  booking_method: string;
  payment_type: string;
  currency: string;
  booker_first_name: string;
  booker_last_name: string;
  locale: string;
  email: string;
  phone: string;
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  tax: number;
  created_at: string;
};

type ReservationRoomRow = {
  id: number;
  room_type_code: string;
  room_type_name: string;
  room_plan_code: string;
  room_plan_name: string;
  adults: number;
  children: number;
  guest_first_name: string;
  guest_last_name: string;
  total_price: number;
};

/** Locales whose names are written family name first. */
const FAMILY_NAME_FIRST = new Set(['ja', 'ko', 'zh_Hans', 'zh_Hant']);

export function findReservationId(db: Database, hotelId: number, reservationNumber: string): number | undefined {
  return db
    .prepare<[number, string], { id: number }>('SELECT id FROM reservations WHERE hotel_id = ? AND reservation_number = ?')
    .get(hotelId, reservationNumber)?.id;
}

/** The reservation in the contract's shape; the bypass token in it is what the ownership check compares. */
export function loadReservation(db: Database, id: number): ReservationAnswer | undefined {
  const row = db
    .prepare<[number], ReservationRow>(`
      SELECT r.*, h.name AS hotel_name, h.url AS hotel_url
      FROM reservations r JOIN hotels h ON h.id = r.hotel_id
      WHERE r.id = ?`)
    .get(id);
  if (!row) return undefined;
  const rooms = db
    .prepare<[number], ReservationRoomRow>(`
      SELECT rr.id, rt.code AS room_type_code, rr.room_type_name, rp.code AS room_plan_code, rr.room_plan_name,
        rr.adults, rr.children, rr.guest_first_name, rr.guest_last_name, rr.total_price
      FROM reservation_rooms rr
      JOIN room_types rt ON rt.id = rr.room_type_id
      JOIN room_plans rp ON rp.id = rr.room_plan_id
      WHERE rr.reservation_id = ?
      ORDER BY rr.id`)
    .all(id);
  return {
    reservationID: row.id,
    hotelId: row.hotel_id,
    reservation_number: row.reservation_number,
    status: row.status as ReservationAnswer['status'],
    name: FAMILY_NAME_FIRST.has(row.locale)
      ? `${row.booker_last_name} ${row.booker_first_name}`
      : `${row.booker_first_name} ${row.booker_last_name}`,
    email: row.email,
    phone: row.phone,
    bypass_token: row.bypass_token,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    rooms: rooms.map((room) => ({
      id: room.id,
      room_type_code: room.room_type_code,
      room_type_name: room.room_type_name,
      room_plan_code: room.room_plan_code,
      room_plan_name: room.room_plan_name,
      adults: room.adults,
      children: room.children,
      guest: { first_name: room.guest_first_name, last_name: room.guest_last_name },
      total_price: room.total_price,
    })),
    hotel: { id: row.hotel_id, name: row.hotel_name, url: row.hotel_url },
    payment: { type: row.payment_type as ReservationAnswer['payment']['type'] },
    booking_method: row.booking_method as ReservationAnswer['booking_method'],
    currency: row.currency as ReservationAnswer['currency'],
    mcp_currency: null,
    total_price: row.total_price,
    tax: row.tax,
    created_at: row.created_at,
  };
}
