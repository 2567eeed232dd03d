import * as z from 'zod/mini';
import { BOOKING_SOURCES } from '../constants/booking-sources';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { PAYMENT_TYPES } from '../constants/payment';
import { RESERVATION_STATUSES } from '../constants/value-sets';
import { ZAmount, ZId, ZIsoDate } from './common';

/** Names in romanised letters or the scripts of the UI locales; digits and most symbols are not names. */
const NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic} .'\-ー]+$/u;

// Every check runs and reports, in the order given: the first issue is the message a field shows, so an
// empty value reads 'required' even though it also fails the pattern.
export const ZPersonName = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(255, 'too_long'),
  z.regex(NAME_PATTERN, 'unsupported_characters'),
);
export const ZEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long')),
  z.email('invalid_email'),
);
/** "Phone: digits and + only (half-width digits)." */
export const ZPhone = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(32, 'too_long'),
  z.regex(/^\+?[0-9]+$/, 'invalid_phone'),
);

export const ZGuest = z.object({ first_name: ZPersonName, last_name: ZPersonName });
export type Guest = z.infer<typeof ZGuest>;

export const ZBooker = z.extend(ZGuest, { email: ZEmail, phone: ZPhone });
export type Booker = z.infer<typeof ZBooker>;

export const ZReservationRoomRequest = z.object({
  room_type_code: z.string().check(z.minLength(1)),
  room_plan_code: z.string().check(z.minLength(1)),
  adults: z.int().check(z.minimum(1)),
  children: z.int().check(z.minimum(0)),
  guest: z.optional(ZGuest),
});

export const ZCreateReservationRequest = z.object({
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  locale: z.enum(UI_LOCALES),
  booking_source: z.enum(BOOKING_SOURCES),
  booker: ZBooker,
  rooms: z.array(ZReservationRoomRequest).check(z.minLength(1)),
  payment: z.object({ type: z.literal('on_site') }),
  /** The total the guest saw; the server refuses when the price has changed since. */
  expected_total_price: ZAmount,
});
export type CreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;

export const ZReservationRoom = z.object({
  id: ZId,
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  adults: z.int(),
  children: z.int(),
  guest: ZGuest,
  total_price: ZAmount,
});

export const ZReservation = z.object({
  reservationID: ZId,
  hotelId: ZId,
  reservation_number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  bypass_token: z.string(),
  checkin_date: ZIsoDate,
  checkout_date: ZIsoDate,
  rooms: z.array(ZReservationRoom).check(z.minLength(1)),
  hotel: z.object({ id: ZId, name: z.string(), url: z.string() }),
  payment: z.object({ type: z.enum(PAYMENT_TYPES) }),
  booking_method: z.enum(BOOKING_SOURCES),
  currency: z.enum(CURRENCY_CODES),
  mcp_currency: z.nullable(z.enum(CURRENCY_CODES)),
  total_price: ZAmount,
  tax: ZAmount,
  created_at: z.iso.datetime({ offset: true }),
});
export type Reservation = z.infer<typeof ZReservation>;
