import * as z from 'zod/mini';
import {
  ZBrandLookupQuery,
  ZCancelAnswer,
  ZCancelReservationRequest,
  ZReceiptQuery,
  ZReservationAnswers,
  ZReservationGuests,
  ZReservationManagement,
  ZReservationProof,
  ZStoredAnswers,
  ZUpdateGuestsRequest,
  ZUpdateSettingsAnswer,
  ZUpdateSettingsQuery,
  ZUpdateSettingsRequest,
} from '../entities/reservation-management';
import { ZQuestionAnswer, ZReservation } from '../entities/reservation';
import { defineContract, ZNoBody } from './contract';

/** Refusal titles of the management calls; the app localizes them. */
export const RESERVATION_SEARCH_FAILED_TITLE = 'reservation_search_failed';
export const CANCELLATION_FEE_CHANGED_TITLE = 'cancellation_fee_changed';
export const PAYMENT_TYPE_NOT_UPDATABLE_TITLE = 'payment_type_not_updatable';

const ZReservationParams = z.object({
  hotelId: z.coerce.number().check(z.int(), z.positive()),
  rid: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)),
});

/**
 * Guest lookup by number and email across the brand's hotels (the /search screen). Any mismatch answers 404
 * with RESERVATION_SEARCH_FAILED_TITLE, so numbers cannot be probed.
 */
export const lookupBrandReservation = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/reservations/:number',
  params: z.object({ brandId: z.coerce.number().check(z.int(), z.positive()), number: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)) }),
  query: ZBrandLookupQuery,
  body: ZNoBody,
  response: ZReservation,
  session: true,
});

/**
 * What may be done with the reservation now, why not, and the current cancellation fee with each room's policy;
 * the app shows the fee before the guest confirms. Every management call refuses with 403 and an access title
 * (domain/rules/reservation-access.ts) or 409 and a block title (domain/rules/reservation-management.ts).
 */
export const getReservationManagement = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid/management',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZNoBody,
  response: ZReservationManagement,
  session: true,
});

/** 409 CANCELLATION_FEE_CHANGED_TITLE with payloads.cancellation_fee when the fee shown is no longer the fee. */
export const cancelReservation = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/reservations/:rid/cancel',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZCancelReservationRequest,
  response: ZCancelAnswer,
  session: true,
});

/**
 * Changes dates, occupancy, extras, answers or the payment way. With dry_run=true it answers the new price and
 * the difference and changes nothing; to confirm, send expected_total_price (409 price_changed otherwise).
 */
export const updateReservationSettings = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/reservations/:rid/update_settings',
  params: ZReservationParams,
  query: ZUpdateSettingsQuery,
  body: ZUpdateSettingsRequest,
  response: ZUpdateSettingsAnswer,
  session: true,
});

export const getReservationGuests = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid/guests',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZNoBody,
  response: ZReservationGuests,
  session: true,
});

/** Renames the staying guests (and their men/women split); occupancy changes go through update_settings. */
export const updateReservationGuests = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/reservations/:rid/guests',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZUpdateGuestsRequest,
  response: ZReservationGuests,
  session: true,
});

export const getReservationAnswers = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid/additional_questions',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZNoBody,
  response: ZStoredAnswers,
  session: true,
});

/** Adds or replaces the answers sent; the others stay. */
export const answerReservationQuestions = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/reservations/:rid/additional_questions',
  params: ZReservationParams,
  query: ZReservationProof,
  body: z.object({ answers: z.array(ZQuestionAnswer).check(z.minLength(1)) }),
  response: ZStoredAnswers,
  session: true,
});

/** Replaces every answer; required questions must all be answered, as when booking. */
export const batchUpdateReservationAnswers = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/reservations/:rid/additional_questions/batch_update',
  params: ZReservationParams,
  query: ZReservationProof,
  body: ZReservationAnswers,
  response: ZStoredAnswers,
  session: true,
});

/**
 * The receipt as a PDF (application/pdf, not JSON): the contract's response describes nothing the server parses;
 * the route streams the document. name is the receipt's addressee.
 */
export const getReservationReceipt = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid/receipt',
  params: ZReservationParams,
  query: ZReceiptQuery,
  body: ZNoBody,
  response: z.instanceof(Uint8Array),
  session: true,
});
