import * as z from 'zod/mini';
import { ZPaymentLink, ZPaymentNumber, ZPayPaymentLinkRequest } from '../entities/payment-link';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

// The payment-link page's calls (document 1 sections 2 and 4, ADR 232). The payment number is the link's secret:
// it is random, and the calls answer only the hotel of the session's brand.

const ZPaymentLinkParams = z.extend(ZHotelIdParams, { paymentNumber: ZPaymentNumber });

/** The link and its status; an unknown number is 404 with 3870 ("payment record not found"). */
export const getPaymentLink = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/payment_links/:paymentNumber',
  params: ZPaymentLinkParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZPaymentLink }),
  session: true,
});

/**
 * Pays the link with a card token of the stand-in provider. It charges at most once: a link paid already answers
 * 409 already_paid (with the link), a closed one 409 payment_link_closed; 3871 amount changed; 1200 stale page.
 */
export const payPaymentLink = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/payment_links/:paymentNumber/payment',
  params: ZPaymentLinkParams,
  query: ZNone,
  body: ZPayPaymentLinkRequest,
  response: z.object({ data: ZPaymentLink }),
  session: true,
});
