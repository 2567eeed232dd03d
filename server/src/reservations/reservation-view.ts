import type * as z from 'zod/mini';
import type { getReservation } from '#domain/contracts/index.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { composeName } from '#domain/rules/name-order.ts';
import { reservationFiles } from '../attachments/file-attachments';
import type { Database } from '../db/open-database';
import { bankTransferInstructions } from '../payments/bank-transfer';
import { HOTEL_CHECKIN_TIME, HOTEL_CHECKOUT_TIME } from '../hotels/stated-times';
import { pickLocalized } from '../i18n/localized';
import { bookedFlights } from '../ota/stay-flights';
import { readKidsColumn } from './kids-column';
import { storedAnswers, withBookedRooms } from './reservation-answers';
import { challengeIdFor } from './three-d-secure';
import { pendingHubTransactionIdFor } from '../payments/payment-hub';
import { capturedPayPalOrder } from '../payments/paypal-orders';
import { pendingAmazonSessionIdFor } from '../payments/amazon-pay';


/** Where the API serves a challenge page (server/src/routes/three-d-secure-routes.ts). */
export function challengePath(challengeId: string): string {
  return `/psp/3ds/${challengeId}`;
}

/** Where the payment hub serves its page (server/src/routes/payment-hub-routes.ts). */
export function hubPagePath(transactionId: string): string {
  return `/psp/payment-hub/${transactionId}`;
}

/** Where the stand-in plays Amazon Pay's hosted checkout page (server/src/routes/amazon-pay-routes.ts). */
export function amazonPayPagePath(sessionId: string): string {
  return `/psp/amazon-pay/checkout/${sessionId}`;
}

/**
 * A booking waiting on the payment hub or Amazon Pay: the provider's page, where the app sends the guest as to a
 * 3-D Secure check.
 */
function hubPageUrl(db: Database, row: { id: number; status: string }, apiOrigin: string): string | null {
  if (row.status !== 'payment_pending') return null;
  const transactionId = pendingHubTransactionIdFor(db, row.id);
  if (transactionId !== undefined) return `${apiOrigin}${hubPagePath(transactionId)}`;
  const sessionId = pendingAmazonSessionIdFor(db, row.id);
  return sessionId === undefined ? null : `${apiOrigin}${amazonPayPagePath(sessionId)}`;
}

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
  is_day_use: number;
  total_price: number;
  tax: number;
  created_at: string;
  hotel_time_zone: string;
  hotel_bank_transfer_account: string | null;
  guest_details: string;
  price_breakdown: string | null;
  coupon_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_expires_at: string | null;
  failure_code: number | null;
  payment_method: string | null;
  owner_kind: string;
  modified_by_staff: number;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  cancellation_details: string | null;
  cancellation_fee: number | null;
  updated_at: string | null;
  mcp_currency: string | null;
  mcp_total_price_cents: number | null;
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
  guest_first_name_kana: string | null;
  guest_last_name_kana: string | null;
  total_price: number;
  tax: number;
  men_count: number | null;
  women_count: number | null;
  accommodation_tax: number;
  discount_amount: number;
  kids: string | null;
};

type GuestDetails = {
  first_name_kana?: string;
  last_name_kana?: string;
  address?: NonNullable<ReservationAnswer['booker']>['address'];
  receipt_name?: string;
  tax_id?: string;
  is_booking_for_someone_else?: boolean;
};

export function findReservationId(db: Database, hotelId: number, reservationNumber: string): number | undefined {
  return db
    .prepare<[number, string], { id: number }>('SELECT id FROM reservations WHERE hotel_id = ? AND reservation_number = ?')
    .get(hotelId, reservationNumber)?.id;
}

/**
 * The reservation in the contract's shape; the bypass token in it is what the ownership check compares.
 * `apiOrigin` builds the address of a pending 3-D Secure challenge, which the API itself serves.
 */
export function loadReservation(db: Database, id: number, apiOrigin?: string): ReservationAnswer | undefined {
  const row = db
    .prepare<[number], ReservationRow>(`
      SELECT r.*, h.name AS hotel_name, h.url AS hotel_url, h.time_zone AS hotel_time_zone,
        h.bank_transfer_account AS hotel_bank_transfer_account
      FROM reservations r JOIN hotels h ON h.id = r.hotel_id
      WHERE r.id = ?`)
    .get(id);
  if (!row) return undefined;
  const rooms = db
    .prepare<[number], ReservationRoomRow>(`
      SELECT rr.id, rt.code AS room_type_code, rr.room_type_name, rp.code AS room_plan_code, rr.room_plan_name,
        rr.adults, rr.children, rr.guest_first_name, rr.guest_last_name, rr.guest_first_name_kana,
        rr.guest_last_name_kana, rr.total_price, rr.tax, rr.men_count, rr.women_count, rr.accommodation_tax,
        rr.discount_amount, rr.kids
      FROM reservation_rooms rr
      JOIN room_types rt ON rt.id = rr.room_type_id
      JOIN room_plans rp ON rp.id = rr.room_plan_id
      WHERE rr.reservation_id = ?
      ORDER BY rr.id`)
    .all(id);
  const nights = db.prepare<[number], { date: string; price: number }>('SELECT date, price FROM reservation_nights WHERE reservation_room_id = ? ORDER BY date');
  const extras = db
    .prepare<
      [number],
      { extra_id: number; code: string; names: string; date: string | null; delivery_time: string | null; delivery_price: number; quantity: number; total_price: number }
    >(`
      SELECT x.extra_id, e.code, e.names, x.date, x.delivery_time, x.delivery_price, x.quantity, x.total_price
      FROM reservation_extras x JOIN extras e ON e.id = x.extra_id WHERE x.reservation_id = ? ORDER BY x.rowid`)
    .all(id);
  const answers = storedAnswers(db, id);
  // Only a reservation with a file answer asks for its files.
  const files = new Map(answers.some((answer) => answer.attachment_ids) ? reservationFiles(db, id).map((file) => [file.id, file]) : []);
  const details = JSON.parse(row.guest_details) as GuestDetails;
  const flights = bookedFlights(db, id, row.locale);
  const challengeId = row.status === 'payment_pending' ? challengeIdFor(db, id) : undefined;
  return {
    reservationID: row.id,
    hotelId: row.hotel_id,
    reservation_number: row.reservation_number,
    status: row.status as ReservationAnswer['status'],
    name: composeName(row.locale, { given: row.booker_first_name, family: row.booker_last_name }),
    email: row.email,
    phone: row.phone,
    bypass_token: row.bypass_token,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    is_day_use: row.is_day_use === 1,
    rooms: rooms.map((room) => ({
      id: room.id,
      room_type_code: room.room_type_code,
      room_type_name: room.room_type_name,
      room_plan_code: room.room_plan_code,
      room_plan_name: room.room_plan_name,
      adults: room.adults,
      children: room.children,
      guest: {
        first_name: room.guest_first_name,
        last_name: room.guest_last_name,
        ...(room.guest_first_name_kana === null ? {} : { first_name_kana: room.guest_first_name_kana }),
        ...(room.guest_last_name_kana === null ? {} : { last_name_kana: room.guest_last_name_kana }),
      },
      total_price: room.total_price,
      men_count: room.men_count,
      women_count: room.women_count,
      tax: room.tax,
      accommodation_tax: room.accommodation_tax,
      discount_amount: room.discount_amount,
      nightly_prices: nights.all(room.id),
      shared_bed_children: readKidsColumn(room.kids).shared_bed_children,
    })),
    hotel: {
      id: row.hotel_id,
      name: row.hotel_name,
      url: row.hotel_url,
      time_zone: row.hotel_time_zone,
      checkin_time: HOTEL_CHECKIN_TIME,
      checkout_time: HOTEL_CHECKOUT_TIME,
    },
    payment: {
      type: row.payment_type as ReservationAnswer['payment']['type'],
      ...(row.payment_method === null ? {} : { method: row.payment_method as NonNullable<ReservationAnswer['payment']['method']> }),
      card:
        row.card_brand === null || row.card_last4 === null
          ? null
          : { brand: row.card_brand as NonNullable<ReservationAnswer['payment']['card']>['brand'], last4: row.card_last4 },
      ...(row.payment_method === 'bank_transfer' ? { bank_transfer: transferOf(row) } : {}),
      ...paypalOf(db, id),
    },
    challenge_url: apiOrigin === undefined ? null : challengeId !== undefined ? `${apiOrigin}${challengePath(challengeId)}` : hubPageUrl(db, row, apiOrigin),
    payment_expires_at: row.payment_expires_at,
    failure_code: row.failure_code,
    booker: {
      first_name: row.booker_first_name,
      last_name: row.booker_last_name,
      ...(details.first_name_kana === undefined ? {} : { first_name_kana: details.first_name_kana }),
      ...(details.last_name_kana === undefined ? {} : { last_name_kana: details.last_name_kana }),
      ...(details.address === undefined ? {} : { address: details.address }),
    },
    is_booking_for_someone_else: details.is_booking_for_someone_else ?? false,
    receipt_name: details.receipt_name ?? null,
    tax_id: details.tax_id ?? null,
    coupon_code: row.coupon_code,
    extras: extras.map((extra) => ({
      extra_id: extra.extra_id,
      code: extra.code,
      name: pickLocalized(extra.names, row.locale as UiLocale),
      date: extra.date,
      delivery_time: extra.delivery_time,
      delivery_price: extra.delivery_price,
      quantity: extra.quantity,
      total_price: extra.total_price,
    })),
    // Per-room times carry their rooms' facts as the rooms are now; a file answer lists its files by name and size,
    // so the guest sees what was attached (the request sends ids).
    answers: answers.map((stored) => {
      const answer = withBookedRooms(stored, rooms);
      return answer.attachment_ids ? { ...answer, attachments: answer.attachment_ids.flatMap((fileId) => files.get(fileId) ?? []) } : answer;
    }),
    ...(row.price_breakdown === null ? {} : { price: JSON.parse(row.price_breakdown) as NonNullable<ReservationAnswer['price']> }),
    owner_kind: row.owner_kind as NonNullable<ReservationAnswer['owner_kind']>,
    modified_by_staff: row.modified_by_staff === 1,
    cancellation:
      row.cancelled_at === null || row.cancellation_reason === null
        ? null
        : { reason: row.cancellation_reason, details: row.cancellation_details, fee: row.cancellation_fee ?? 0, cancelled_at: row.cancelled_at },
    updated_at: row.updated_at,
    booking_method: row.booking_method as ReservationAnswer['booking_method'],
    currency: row.currency as ReservationAnswer['currency'],
    mcp_currency: row.mcp_currency as ReservationAnswer['mcp_currency'],
    mcp_total_price_cents: row.mcp_total_price_cents,
    total_price: row.total_price,
    tax: row.tax,
    ...(flights.length > 0 ? { flights } : {}),
    created_at: row.created_at,
  };
}

/** A booking paid with PayPal names the order it captured and its buyer (ADR 256). */
function paypalOf(db: Database, reservationId: number): Pick<ReservationAnswer['payment'], 'paypal'> {
  const order = capturedPayPalOrder(db, reservationId);
  return order ? { paypal: { order_id: order.id, status: 'COMPLETED', payer_email: order.payer_email } } : {};
}

/** A bank transfer reservation tells how to pay it (ADR 250); the hotel's account as it is set now. */
function transferOf(row: ReservationRow): ReservationAnswer['payment']['bank_transfer'] {
  return bankTransferInstructions(row, { bank_transfer_account: row.hotel_bank_transfer_account, time_zone: row.hotel_time_zone });
}
