import * as z from 'zod/mini';
import { BOOKING_SOURCES } from '../constants/booking-sources';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { CARD_BRANDS, PAYMENT_METHODS, PAYMENT_TYPES } from '../constants/payment';
import { CARD_METHOD_TYPES } from '../rules/card-methods';
import { ZBankTransferInstructions } from './bank-transfer';
import { COUNTS } from '../constants/limits';
import { PREFECTURE_CODES } from '../constants/prefectures';
import { RESERVATION_STATUSES, SEARCH_MODES } from '../constants/value-sets';
import { RESERVATION_OWNER_KINDS } from '../rules/reservation-access';
import { MAX_CHILD_AGE } from '../contracts/rooms';
import { ZAttribution } from './attribution';
import { ZAmount, ZId, ZIsoDate, ZKidsTierCount } from './common';
import { ZBookedFlight, ZStayFlightsRequest } from './flight';

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

export const ZBooker = z.extend(ZGuest, { email: ZEmail, phone: ZPhone });

/** Kana readings (document 1 section 4): hiragana or katakana, asked when the hotel sets kanji_name_required. */
const KANA_PATTERN = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・ \u3000]+$/u;
export const ZKanaName = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(255, 'too_long'),
  z.regex(KANA_PATTERN, 'unsupported_characters'),
);

/** Asked when the hotel sets customer_address_required. "Postal code: letters and digits only." */
export const ZAddress = z.object({
  postal_code: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(16, 'too_long'), z.regex(/^[A-Za-z0-9]+$/, 'invalid_postal_code')),
  prefecture_or_state: z.enum(PREFECTURE_CODES, 'invalid_prefecture'),
  street_address: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(COUNTS.maxTextLength, 'too_long')),
  building_name_and_number: z.optional(z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long'))),
});
export type Address = z.infer<typeof ZAddress>;

export const ZRoomGuest = z.extend(ZGuest, {
  first_name_kana: z.optional(ZKanaName),
  last_name_kana: z.optional(ZKanaName),
});
export type RoomGuest = z.infer<typeof ZRoomGuest>;

export const ZBookerRequest = z.extend(ZBooker, {
  first_name_kana: z.optional(ZKanaName),
  last_name_kana: z.optional(ZKanaName),
  address: z.optional(ZAddress),
});

const ZCount = z.int().check(z.minimum(0), z.maximum(COUNTS.defaultMaxGuestsPerRoom));

export const ZReservationRoomRequest = z
  .object({
    room_type_code: z.string().check(z.minLength(1)),
    room_plan_code: z.string().check(z.minLength(1)),
    adults: z.int().check(z.minimum(1)),
    children: z.int().check(z.minimum(0)),
    /** The guest staying in the room; omitted rooms take the first room's guest, or the booker. */
    guest: z.optional(ZRoomGuest),
    /** Set together: men_count + women_count = adults. */
    men_count: z.optional(ZCount),
    women_count: z.optional(ZCount),
    /** As in the price call: children per tier, or each child's age at check-out for hotels that ask for ages. */
    kids_tiers: z.optional(z.array(ZKidsTierCount)),
    kids_ages: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(MAX_CHILD_AGE)))),
    /** Children sharing an adult's bed, within the hotel's rule (domain/rules/kids.ts maxSharedBedChildren). */
    shared_bed_children: z.optional(z.int().check(z.minimum(1, 'too many children sharing a bed'))),
  })
  .check(
    z.refine((room) => (room.men_count === undefined) === (room.women_count === undefined), {
      message: 'required',
      path: ['women_count'],
    }),
    z.refine((room) => room.men_count === undefined || room.women_count === undefined || room.men_count + room.women_count === room.adults, {
      message: 'men_women_mismatch',
      path: ['men_count'],
    }),
  );

/** A hotel-local time of day, HH:MM. */
export const ZClockTime = z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'invalid_time'));

/**
 * One room's part of a check-in or check-out answer (document 1 section 3: "rooms with checkin_time,
 * checkout_time, adults, men_count, women_count and reservation_hotel_room_id"). A booking names the room by its
 * place in the request (room_index); the server adds the booked room's id, adults and men/women counts.
 */
export const ZAnswerRoom = z.object({
  room_index: z.int().check(z.minimum(0)),
  checkin_time: z.optional(ZClockTime),
  checkout_time: z.optional(ZClockTime),
  reservation_hotel_room_id: z.optional(ZId),
  adults: z.optional(z.int()),
  men_count: z.optional(z.nullable(z.int())),
  women_count: z.optional(z.nullable(z.int())),
});

/** One answer per question: the field that fits the question's answer_type (text, options, file) or kind. */
export const ZQuestionAnswer = z.object({
  question_id: ZId,
  text: z.optional(z.string().check(z.trim(), z.maxLength(COUNTS.maxAnswerLength, 'too_long'))),
  option: z.optional(z.string().check(z.maxLength(COUNTS.maxAnswerLength, 'too_long'))),
  /** The options chosen, for a question that takes several (multiple_choice). */
  options: z.optional(z.array(z.string().check(z.maxLength(COUNTS.maxAnswerLength, 'too_long'))).check(z.maxLength(COUNTS.maxTextLength, 'too_long'))),
  checkin_time: z.optional(ZClockTime),
  checkout_time: z.optional(ZClockTime),
  /** Check-in and check-out times per room, for a booking of several rooms (one entry per room). */
  rooms: z.optional(z.array(ZAnswerRoom)),
  /** Ids from POST /hotels/{id}/file_attachments. */
  attachment_ids: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_attachment'))).check(z.maxLength(COUNTS.maxAttachments, 'too_many_files'))),
});
export type QuestionAnswer = z.infer<typeof ZQuestionAnswer>;

/** A file an answer names, as a reservation lists it: enough for a page to show it and a guest to recognise it. */
export const ZAnsweredFile = z.object({ id: z.string(), filename: z.string(), size: z.int().check(z.nonnegative()) });
export type AnsweredFile = z.infer<typeof ZAnsweredFile>;

/**
 * An answer as the reservation keeps it: what was sent, and for a file answer its files by name and size (the
 * request names them by id only), so the management page can list what was attached and let the guest change it.
 */
export const ZStoredAnswer = z.extend(ZQuestionAnswer, { attachments: z.optional(z.array(ZAnsweredFile)) });
export type StoredAnswer = z.infer<typeof ZStoredAnswer>;

/** A generic extra has no date; a dated one is delivered on a night of the stay. */
export const ZExtraRequest = z.object({
  extra_id: ZId,
  quantity: z.int().check(z.minimum(1, 'quantity_out_of_range')),
  date: z.optional(ZIsoDate),
  /** The delivery slot chosen (its delivered_at), for extras with normalized_delivery_times; others take none. */
  delivery_time: z.optional(ZClockTime),
});

/** A PayPal order id as PayPal writes them: 17 upper-case letters and digits (ADR 249). */
export const ZPayPalOrderId = z.string().check(z.regex(/^[0-9A-Z]{17}$/, 'invalid_card_token'));

// Each provider's token shape (ADR 237): the stand-in's tok_, GMO's gmo_, PAYGENT's pgt_, TapPay's prime_, and a
// PayPal order id, which the booking captures (ADR 249); adyen_ is an Adyen session and its result (ADR 257).
const ZCardToken = z.string().check(z.regex(/^((tok|gmo|pgt|prime|adyen)_[A-Za-z0-9_-]{16,64}|[0-9A-Z]{17})$/, 'invalid_card_token'));

/**
 * How the guest pays. A card is never sent here: the app tokenizes it with the payment provider
 * (POST /psp/tokens) and sends the token. return_url is the app page the 3-D Secure challenge goes back to.
 */
/**
 * A card way paid on the payment hub's own page (ADR 248): no token, the booking waits for the hub's signed result,
 * and return_url is where the hub sends the guest back to. Told apart from a token by `payment_hub`.
 */
function cardWay<T extends 'card' | 'card_deposit' | 'on_site_credit_card_required'>(type: T) {
  return z.discriminatedUnion('payment_hub', [
    z.object({
      type: z.literal(type),
      payment_hub: z.optional(z.literal(false)),
      card_token: ZCardToken,
      return_url: z.optional(z.url()),
      save_card: z.optional(z.boolean()),
    }),
    z.object({ type: z.literal(type), payment_hub: z.literal(true), return_url: z.url() }),
  ]);
}

export const ZPaymentRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('on_site') }),
  z.object({ type: z.literal('deferred_payment') }),
  cardWay('card'),
  /** Plans with credit_card_deposit: a deposit charged now (deposit_amount), the rest paid at the hotel. */
  cardWay('card_deposit'),
  cardWay('on_site_credit_card_required'),
  /** Nothing charged online: the reservation answers how to transfer the total (ADR 250). */
  z.object({ type: z.literal('bank_transfer') }),
  /** The card methods (domain/rules/card-methods.ts): the total charged now, as `card`. */
  z.object({ type: z.enum(CARD_METHOD_TYPES), card_token: ZCardToken, return_url: z.optional(z.url()), save_card: z.optional(z.boolean()) }),
  /** Paid on Amazon's hosted page after booking (ADR 258): return_url is where Amazon sends the guest back to. */
  z.object({ type: z.literal('amazon_pay'), return_url: z.url() }),
]);
export type PaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZCreateReservationRequest = z.object({
  checkin: ZIsoDate,
  /** For day use the price call's checkout: the check-in day itself. */
  checkout: ZIsoDate,
  /** A day-use plan booked for the check-in day (no night); omitted means an overnight stay. */
  is_day_use: z.optional(z.boolean()),
  locale: z.enum(UI_LOCALES),
  booking_source: z.enum(BOOKING_SOURCES),
  /** The marketing fields of the landing (ADR 233): stored with the reservation for the hotel. */
  attribution: z.optional(ZAttribution),
  booker: ZBookerRequest,
  rooms: z.array(ZReservationRoomRequest).check(z.minLength(1)),
  payment: ZPaymentRequest,
  /** The currency the guest pays in when it is not the hotel's (multi-currency); anything but yen is card only. */
  payment_currency: z.optional(z.enum(CURRENCY_CODES)),
  receipt_name: z.optional(z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long'))),
  /** Taiwan receipt tax id. */
  tax_id: z.optional(z.string().check(z.trim(), z.regex(/^[0-9]{8}$/, 'invalid_tax_id'))),
  answers: z.optional(z.array(ZQuestionAnswer)),
  extras: z.optional(z.array(ZExtraRequest)),
  /** One coupon at a time. */
  coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(64, 'too_long'))),
  /** The search's terms (ADR 193): a secret or promo plan is booked only under the terms that offered it. */
  mode: z.optional(z.enum(SEARCH_MODES)),
  promo_code: z.optional(z.string().check(z.trim(), z.maxLength(64, 'too_long'))),
  /** Omitted by clients from before the terms checkbox; false is refused. */
  terms_accepted: z.optional(z.literal(true, 'terms_not_accepted')),
  /**
   * Points a signed-in member spends (ADR 220): in the programme's steps, at least its minimum, within the balance
   * (2401) and the price cap. The price call with the same value answers the total to expect.
   */
  spending_point_value: z.optional(ZAmount),
  /** A voucher of the signed-in member paying part of the stay (voucher mode); consumed by the booking. */
  voucher_coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(64, 'too_long'))),
  /** The total the guest saw (the price call's total_price plus extras); the server refuses when it has changed. */
  expected_total_price: ZAmount,
  /**
   * The overlapping-reservation warning (ADR 239). false: refuse with 409 overlapping_reservation when the same guest
   * already holds a reservation at this hotel over these nights; true: the guest was warned and books again anyway.
   * Omitted by clients from before the warning, which are not checked (as terms_accepted).
   */
  overlap_confirmed: z.optional(z.boolean()),
  /**
   * The exchange rate of the converted prices the guest saw (the price call's mcp_rate_micro), with payment_currency.
   * The server refuses with 409 exchange_rates_updated when the rate has changed since, so nobody pays at a stale
   * rate (ADR 251). Omitted: not checked, as overlap_confirmed.
   */
  mcp_rate_micro: z.optional(z.int().check(z.positive())),
  /** Travel-agency bookings (`*_ota` sources): the booker's e-mail verified through /api/v1/email_verifications. */
  email_verification_token: z.optional(z.string().check(z.maxLength(128, 'too_long'))),
  /** Stay plus flight (ADR 253): the flights booked with the rooms, their seats taken in the same transaction. */
  flights: z.optional(ZStayFlightsRequest),
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
  guest: ZRoomGuest,
  total_price: ZAmount,
  men_count: z.optional(z.nullable(z.int())),
  women_count: z.optional(z.nullable(z.int())),
  /** Children sharing an adult's bed, as booked (omitted when none). */
  shared_bed_children: z.optional(z.int()),
  /** Consumption tax and accommodation tax of the room, both included in total_price. */
  tax: z.optional(ZAmount),
  accommodation_tax: z.optional(ZAmount),
  discount_amount: z.optional(ZAmount),
  nightly_prices: z.optional(z.array(z.object({ date: ZIsoDate, price: ZAmount }))),
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
  /** Booked as day use: checkout_date is checkin_date, the guest stays that day only. Omitted means false. */
  is_day_use: z.optional(z.boolean()),
  rooms: z.array(ZReservationRoom).check(z.minLength(1)),
  /** time_zone, checkin_time and checkout_time are what an add-to-calendar file needs. */
  hotel: z.object({
    id: ZId,
    name: z.string(),
    url: z.string(),
    time_zone: z.optional(z.string()),
    checkin_time: z.optional(z.string()),
    checkout_time: z.optional(z.string()),
  }),
  payment: z.object({
    type: z.enum(PAYMENT_TYPES),
    /** How the guest chose to pay, as the plan's payment method names it. */
    method: z.optional(z.enum(PAYMENT_METHODS)),
    card: z.optional(z.nullable(z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }))),
    /** Set for a bank transfer: what to transfer, where, by when (ADR 250). */
    bank_transfer: z.optional(ZBankTransferInstructions),
    /** Set when the booking captured a PayPal order (ADR 249, 256): the order and the buyer who approved it. */
    paypal: z.optional(z.object({ order_id: ZPayPalOrderId, status: z.literal('COMPLETED'), payer_email: z.string() })),
  }),
  /** Set while status is payment_pending: the issuer's 3-D Secure page the guest must visit. */
  challenge_url: z.optional(z.nullable(z.url())),
  /** When a payment_pending booking is cancelled if the challenge is not completed. */
  payment_expires_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  /** Why a card booking was cancelled: document 2 section 8.2 codes (3006 failed, 3008 cancelled, 3001 timeout). */
  failure_code: z.optional(z.nullable(z.int())),
  booker: z.optional(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      first_name_kana: z.optional(z.string()),
      last_name_kana: z.optional(z.string()),
      address: z.optional(ZAddress),
    }),
  ),
  is_booking_for_someone_else: z.optional(z.boolean()),
  receipt_name: z.optional(z.nullable(z.string())),
  tax_id: z.optional(z.nullable(z.string())),
  coupon_code: z.optional(z.nullable(z.string())),
  extras: z.optional(
    z.array(
      z.object({
        extra_id: ZId,
        code: z.string(),
        name: z.string(),
        date: z.nullable(ZIsoDate),
        delivery_time: z.nullable(z.string()),
        /** The delivery slot's price (tax included), part of total_price; 0 or omitted when the slot is free. */
        delivery_price: z.optional(ZAmount),
        quantity: z.int(),
        total_price: ZAmount,
      }),
    ),
  ),
  answers: z.optional(z.array(ZStoredAnswer)),
  /** The breakdown of total_price, as the price call gave it, plus extras. */
  price: z.optional(
    z.object({
      room_price_without_tax: ZAmount,
      accommodation_tax: ZAmount,
      discounted_price: ZAmount,
      coupon_discount_amount: ZAmount,
      promotion_discount_amount: ZAmount,
      total_special_discount: ZAmount,
      total_extra_price: ZAmount,
      /** Points the member spent on it, and a voucher's part (both off the total); omitted when none. */
      spending_point_value: z.optional(ZAmount),
      voucher_coupon_discount_amount: z.optional(ZAmount),
      /** Charged by card at booking. */
      deposit_amount: ZAmount,
      /** Left to pay at the hotel. */
      remain_amount: ZAmount,
    }),
  ),
  /** Who may change or cancel it (document 1 section 6): a guest, a member or an organisation. */
  owner_kind: z.optional(z.enum(RESERVATION_OWNER_KINDS)),
  /** Hotel staff edited it: it can no longer be changed or cancelled online. */
  modified_by_staff: z.optional(z.boolean()),
  /** Set once the guest cancelled: the reason given and the fee charged. */
  cancellation: z.optional(
    z.nullable(
      z.object({ reason: z.string(), details: z.nullable(z.string()), fee: ZAmount, cancelled_at: z.iso.datetime({ offset: true }) }),
    ),
  ),
  /** The last online change. */
  updated_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  booking_method: z.enum(BOOKING_SOURCES),
  currency: z.enum(CURRENCY_CODES),
  /** The currency the guest chose to pay in, when it is not the hotel's (ADR 131, 163). */
  mcp_currency: z.nullable(z.enum(CURRENCY_CODES)),
  /** total_price in mcp_currency's minor units, converted at the rate of the booking; null without mcp_currency. */
  mcp_total_price_cents: z.optional(z.nullable(z.int())),
  total_price: ZAmount,
  tax: ZAmount,
  /** Stay plus flight (ADR 253, 261): the outbound and return flights booked with the rooms; omitted without. */
  flights: z.optional(z.array(ZBookedFlight)),
  created_at: z.iso.datetime({ offset: true }),
});
export type Reservation = z.infer<typeof ZReservation>;
