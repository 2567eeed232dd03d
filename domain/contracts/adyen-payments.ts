import * as z from 'zod/mini';
import { defineContract, ZNone } from './contract';
import { ZPayPalOrderRequest } from './paypal-payments';
import { ZHotelIdParams } from './query-params';

/**
 * Adyen (document 2 sections 7.6 and 9, ADR 257): the payment session the server creates for the booking's own
 * amount, in the shape of Adyen's `POST /sessions` answer, with the client key Adyen Web is started with. The card is
 * entered in Adyen's secured fields and paid against the session; the booking verifies the session's result itself.
 */
const ZAdyenSessionId = z.string().check(z.regex(/^CS[0-9A-F]{16}$/, 'invalid_card_token'));

export const ZAdyenSession = z.object({
  id: ZAdyenSessionId,
  sessionData: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }),
  reference: z.string(),
  expiresAt: z.string(),
  countryCode: z.string(),
  /** The merchant's public client key (Adyen Web's `clientKey`); the stand-in's is not a live or test key. */
  clientKey: z.string(),
});
export type AdyenSession = z.infer<typeof ZAdyenSession>;

/**
 * The booking the session pays, as it will be sent (the payment aside), priced by the server as PayPal's order is,
 * and Adyen's `returnUrl`: the app page the card issuer's 3-D Secure page sends the shopper back to (ADR 270).
 */
export const ZAdyenSessionRequest = z.extend(ZPayPalOrderRequest, { return_url: z.url() });

export const createAdyenSession = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/adyen_payments/sessions',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZAdyenSessionRequest,
  response: ZAdyenSession,
  session: true,
});
