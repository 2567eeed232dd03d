import * as z from 'zod/mini';
import {
  ZLocaleQuery,
  ZMemberCoupon,
  ZPointExchangeRequest,
  ZPointExchangeResult,
  ZPointExchanges,
  ZPointExchangesQuery,
  ZPointSummary,
  ZPointTimeline,
  ZPointTimelineQuery,
  ZSavedCard,
  ZSavedCardCodeReference,
  ZSavedCardCodeReferenceRequest,
  ZVoucher,
} from '../entities/loyalty';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams, ZPositiveIntParam } from './query-params';

// Document 2 section 7.7 (point, points_timeline, point_exchanges, credit_cards, discount_coupons) and 7.11
// (vouchers) under /hotels/{id}/memberships/. Every call needs the member's bearer token (401 code 1400 otherwise)
// and acts on the member it names: none takes a member id, and a card id or coupon code of another member is
// answered as unknown (ADR 220, 221).

export const getMemberPoints = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/point',
  params: ZHotelIdParams,
  query: ZLocaleQuery,
  body: ZNoBody,
  response: z.object({ data: ZPointSummary }),
  session: true,
});

/** Point history, 5 a page by default; scope future lists the points a stay will add 3 days after check-out. */
export const getPointsTimeline = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/points_timeline',
  params: ZHotelIdParams,
  query: ZPointTimelineQuery,
  body: ZNoBody,
  response: ZPointTimeline,
  session: true,
});

export const listPointExchanges = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/point_exchanges',
  params: ZHotelIdParams,
  query: ZPointExchangesQuery,
  body: ZNoBody,
  response: ZPointExchanges,
  session: true,
});

/**
 * A Digico exchange: irreversible, Japan only, valid 180 days, an amount of the programme's list. confirm false
 * answers what it would do; confirm true spends the points and answers the code, once. 2401 above the balance,
 * 3502 when the member's programme has no points.
 */
export const createPointExchange = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/point_exchanges',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZPointExchangeRequest,
  response: z.object({ data: ZPointExchangeResult }),
  session: true,
});

export const listMemberCoupons = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/discount_coupons',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.array(ZMemberCoupon) }),
  session: true,
});

/** One coupon the member may use at this hotel (their own or a public one); 404 otherwise. */
export const getMemberCoupon = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/discount_coupons/:code',
  params: z.object({ hotelId: ZPositiveIntParam, code: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZMemberCoupon }),
  session: true,
});

export const listMemberVouchers = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/vouchers',
  params: ZHotelIdParams,
  query: ZLocaleQuery,
  body: ZNoBody,
  response: z.object({ data: z.array(ZVoucher) }),
  session: true,
});

export const listSavedCards = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/credit_cards',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.array(ZSavedCard) }),
  session: true,
});

const ZSavedCardParams = z.object({ hotelId: ZPositiveIntParam, cardId: ZPositiveIntParam });

export const deleteSavedCard = defineContract({
  method: 'DELETE',
  path: '/hotels/:hotelId/memberships/credit_cards/:cardId',
  params: ZSavedCardParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.null() }),
  session: true,
});

/**
 * A reference to open the provider's frame in its code-only mode for a saved card (ADR 269): the member's own card
 * only (another's id is 404, as an unknown one), valid through check-out (3005). The frame asks the security code and
 * hands the app a token; the code never passes through the app.
 */
export const createSavedCardCodeReference = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/credit_cards/:cardId/code_references',
  params: ZSavedCardParams,
  query: ZNone,
  body: ZSavedCardCodeReferenceRequest,
  response: ZSavedCardCodeReference,
  session: true,
});
