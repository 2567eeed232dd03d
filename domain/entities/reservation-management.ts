import * as z from 'zod/mini';
import { COUNTS } from '../constants/limits';
import { UI_LOCALES } from '../constants/locales';
import { MAX_CHILD_AGE } from '../contracts/rooms';
import { MANAGE_BLOCK_REASONS } from '../rules/reservation-management';
import { RESERVATION_OWNER_KINDS } from '../rules/reservation-access';
import { ZCancellationPolicy } from './cancellation-policy';
import { ZAmount, ZId, ZIsoDate, ZKidsTierCount } from './common';
import { ZEmail, ZExtraRequest, ZQuestionAnswer, ZReservation, ZRoomGuest, ZStoredAnswer } from './reservation';

/** Document 1 section 3: the cancellation reasons; `other` needs the guest's own words in details. */
export const CANCELLATION_REASONS = ['travel_plan_change', 'cheaper_option_elsewhere', 'traveller_count_change', 'different_hotel', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** How a guest proves a reservation is theirs: the bypass token of the confirmation link, or the booking email. */
export const ZReservationProof = z
  .object({ bypass_token: z.optional(z.string().check(z.maxLength(128))), email: z.optional(z.string().check(z.maxLength(255))) })
  .check(z.refine((q) => Boolean(q.bypass_token || q.email), { message: 'bypass_token or email is required' }));

/**
 * The cancel answer: the cancelled reservation, with a warning for each part that could not be undone; 3504 when
 * the points it spent could not be returned (ADR 225). The cancellation itself went through.
 */
export const ZCancelAnswer = z.extend(ZReservation, {
  warnings: z.optional(z.array(z.object({ code: z.int(), message: z.string() }))),
});

export const ZCancelReservationRequest = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, 'invalid_reason'),
    details: z.optional(z.string().check(z.trim(), z.maxLength(COUNTS.maxAnswerLength, 'too_long'))),
    /** The fee the guest was shown; the server refuses when the fee at the moment of cancelling differs. */
    cancellation_fee_displayed: ZAmount,
  })
  .check(z.refine((body) => body.reason !== 'other' || Boolean(body.details), { message: 'required', path: ['details'] }));
export type CancelReservationRequest = z.infer<typeof ZCancelReservationRequest>;

const ZBlockReason = z.enum(MANAGE_BLOCK_REASONS);

/** What the management screen shows before the guest acts: what is allowed, why not, and the fee now. */
export const ZReservationManagement = z.object({
  reservation_number: z.string(),
  owner_kind: z.enum(RESERVATION_OWNER_KINDS),
  modified_by_staff: z.boolean(),
  /** Hotel-local YYYY-MM-DDTHH:MM: changes and cancellations are taken before this moment. */
  update_deadline: z.string(),
  update: z.object({ allowed: z.boolean(), reason: z.nullable(ZBlockReason) }),
  cancel: z.object({
    allowed: z.boolean(),
    reason: z.nullable(ZBlockReason),
    /** The fee a cancellation now costs: send it back as cancellation_fee_displayed. */
    fee: ZAmount,
    currency: z.string(),
    /** Hotel-local YYYY-MM-DDTHH:MM the fee was computed for. */
    computed_at: z.string(),
    rooms: z.array(
      z.object({
        id: ZId,
        room_plan_code: z.string(),
        total_price: ZAmount,
        percentage: z.int().check(z.minimum(0), z.maximum(100)),
        fee: ZAmount,
        policy: z.nullable(ZCancellationPolicy),
      }),
    ),
  }),
});
export type ReservationManagement = z.infer<typeof ZReservationManagement>;

const ZCount = z.int().check(z.minimum(0), z.maximum(COUNTS.defaultMaxGuestsPerRoom));

/** A booked room's new occupancy; the room's type and plan stay as booked. */
export const ZRoomOccupancyChange = z
  .object({
    id: ZId,
    adults: z.int().check(z.minimum(1)),
    children: z.int().check(z.minimum(0)),
    men_count: z.optional(ZCount),
    women_count: z.optional(ZCount),
    kids_tiers: z.optional(z.array(ZKidsTierCount)),
    kids_ages: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(MAX_CHILD_AGE)))),
  })
  .check(
    z.refine((room) => (room.men_count === undefined) === (room.women_count === undefined), { message: 'required', path: ['women_count'] }),
    z.refine((room) => room.men_count === undefined || room.women_count === undefined || room.men_count + room.women_count === room.adults, {
      message: 'men_women_mismatch',
      path: ['men_count'],
    }),
  );

/**
 * A change to a reservation: only the parts sent change. Extras and answers, when sent, replace the booked ones.
 * Payment can move between the ways that need no card (on site, deferred) where every booked plan allows it.
 */
export const ZUpdateSettingsRequest = z
  .object({
    checkin: z.optional(ZIsoDate),
    checkout: z.optional(ZIsoDate),
    rooms: z.optional(z.array(ZRoomOccupancyChange).check(z.minLength(1))),
    extras: z.optional(z.array(ZExtraRequest)),
    answers: z.optional(z.array(ZQuestionAnswer)),
    payment_type: z.optional(z.enum(['on_site', 'deferred_payment'])),
    /** The new total the guest was shown by the preview; required to confirm, ignored by a preview. */
    expected_total_price: z.optional(ZAmount),
  })
  .check(z.refine((body) => (body.checkin === undefined) === (body.checkout === undefined), { message: 'required', path: ['checkout'] }));
export type UpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

export const ZUpdateSettingsQuery = z.extend(ZReservationProof, {
  /** true: price the change and answer what it would be, changing nothing. */
  dry_run: z.optional(z.enum(['true', 'false'])),
});

export const ZUpdateSettingsAnswer = z.object({
  dry_run: z.boolean(),
  reservation: ZReservation,
  previous_total_price: ZAmount,
  total_price: ZAmount,
  /** New total minus the old: positive is more to pay, negative a refund. */
  price_difference: z.int(),
  /**
   * Points spent on the old reservation that an update gives back (document 1 section 4). Always null until
   * membership and points exist; the app shows its refunded-points message when this is a number.
   */
  refunded_points: z.nullable(z.int()),
});

export const ZBrandLookupQuery = z.object({ email: ZEmail });

export const ZReservationGuests = z.object({
  rooms: z.array(
    z.object({
      id: ZId,
      adults: z.int(),
      children: z.int(),
      guest: ZRoomGuest,
      men_count: z.nullable(z.int()),
      women_count: z.nullable(z.int()),
    }),
  ),
});

export const ZUpdateGuestsRequest = z.object({
  rooms: z
    .array(
      z
        .object({ id: ZId, guest: ZRoomGuest, men_count: z.optional(ZCount), women_count: z.optional(ZCount) })
        .check(z.refine((room) => (room.men_count === undefined) === (room.women_count === undefined), { message: 'required', path: ['women_count'] })),
    )
    .check(z.minLength(1)),
});

export type UpdateGuestsRequest = z.infer<typeof ZUpdateGuestsRequest>;

export const ZReservationAnswers = z.object({ answers: z.array(ZQuestionAnswer) });

/** The answers as the reservation keeps them, file answers with their files' names and sizes. */
export const ZStoredAnswers = z.object({ answers: z.array(ZStoredAnswer) });

export const ZReceiptQuery = z.extend(ZReservationProof, {
  /** The name the receipt is made out to (document 1 section 3: receipt_title). */
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(COUNTS.maxTextLength, 'too_long')),
  /** What the amount was received for (receipt_title), printed instead of the default "for accommodation at". */
  receipt_title: z.optional(z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long'))),
  locale: z.optional(z.enum(UI_LOCALES)),
});
