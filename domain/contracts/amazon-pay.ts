import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { defineContract, ZNoBody, ZNone } from './contract';

// Amazon Pay Checkout v2 as the booking uses it (ADR 258, document 2 section 9: amazon_pay). A booking paid with
// Amazon Pay waits while the guest pays on Amazon's hosted page; Amazon sends the guest back to the app with the
// checkout session's id only, and the booking reads the session from Amazon, checks it against the reservation and
// completes it before it confirms anything.

/** A checkout session's states at Amazon: Open until completed, or Canceled with a reason. */
export const AMAZON_SESSION_STATES = ['Open', 'Completed', 'Canceled'] as const;
/** Why a session was canceled: the buyer left, the payment was declined, or the booking voided it. */
export const AMAZON_CANCEL_REASONS = ['BuyerCanceled', 'Declined', 'MerchantCanceled', 'Expired'] as const;

/** Amazon's checkout session ids are UUIDs (122 random bits): as hard to guess as a bypass token. */
export const ZAmazonCheckoutSessionId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));

export const ZAmazonCheckoutSession = z.object({
  id: ZAmazonCheckoutSessionId,
  reservation_number: z.string(),
  state: z.enum(AMAZON_SESSION_STATES),
  reason_code: z.nullable(z.enum(AMAZON_CANCEL_REASONS)),
  amount: z.int(),
  currency: z.enum(CURRENCY_CODES),
  /** The section 8.2 code a payment that did not complete ended with. */
  failure_code: z.nullable(z.int()),
});
export type AmazonCheckoutSession = z.infer<typeof ZAmazonCheckoutSession>;

const ZReservationNumber = z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/));
const ZHotelId = z.coerce.number().check(z.int(), z.positive());

/**
 * The guest is back from Amazon: the booking reads the session, checks it is this reservation's (hotel, reference,
 * amount, currency), completes it and confirms the reservation, once; a canceled or declined session cancels it.
 */
export const completeAmazonCheckout = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/reservations/:rid/amazon_pay/checkout_sessions/:sid/complete',
  params: z.object({ hotelId: ZHotelId, rid: ZReservationNumber, sid: ZAmazonCheckoutSessionId }),
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZAmazonCheckoutSession }),
  session: true,
});

/** A session's state, for a return that was already settled (a reload, a second tab). */
export const getAmazonCheckout = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/amazon_pay/checkout_sessions/:sid',
  params: z.object({ hotelId: ZHotelId, sid: ZAmazonCheckoutSessionId }),
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZAmazonCheckoutSession }),
  session: true,
});
