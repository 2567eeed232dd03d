import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import {
  createPointExchange,
  deleteSavedCard,
  getMemberPoints,
  getPointsTimeline,
  listMemberCoupons,
  listPointExchanges,
  listMemberVouchers,
  listSavedCards,
} from '#domain/contracts/loyalty.ts';
import { COUNTS } from '#domain/constants/limits.ts';
import { callApi } from '#app/api/api-client.ts';
import { accountKeys } from './keys';

// The member's points, coupons, vouchers and saved cards (document 2 section 7.7, ADR 220, 221, 223). Every call
// acts on whoever the bearer token names, so each key carries the token.

export function pointsQueryOptions(hotelId: number, userToken: string | null, locale: UiLocale) {
  return queryOptions({
    queryKey: accountKeys.points(userToken, locale),
    queryFn: async ({ signal }) => (await callApi(getMemberPoints, { params: { hotelId }, query: { locale }, signal })).data,
  });
}

/** One page of point history (5 a page); the last page stays shown while the next loads. */
export function pointsTimelineQueryOptions(hotelId: number, userToken: string | null, locale: UiLocale, page: number) {
  return queryOptions({
    queryKey: accountKeys.pointsTimeline(userToken, locale, page),
    queryFn: ({ signal }) =>
      callApi(getPointsTimeline, { params: { hotelId }, query: { locale, page, per_page: COUNTS.pointHistoryPageSize, scope: 'current' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's Digico exchanges (document 2 point_exchanges), newest first; code last 4 only. */
export function pointExchangesQueryOptions(hotelId: number, userToken: string | null, page: number) {
  return queryOptions({
    queryKey: accountKeys.pointExchanges(userToken, page),
    queryFn: ({ signal }) => callApi(listPointExchanges, { params: { hotelId }, query: { page, per_page: COUNTS.pointHistoryPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A Digico exchange: confirm false only checks it; confirm true spends the points and answers the code once. */
export async function exchangePoints(hotelId: number, amount: number, confirm: boolean) {
  return (await callApi(createPointExchange, { params: { hotelId }, body: { amount, exchange_type: 'digico', confirm } })).data;
}

export function couponsQueryOptions(hotelId: number, userToken: string | null) {
  return queryOptions({
    queryKey: accountKeys.coupons(userToken),
    queryFn: async ({ signal }) => (await callApi(listMemberCoupons, { params: { hotelId }, signal })).data,
  });
}

/** The member's vouchers; its query (vouchers-query.ts) imports this module when it first asks. */
export async function fetchVouchers(hotelId: number, locale: UiLocale, signal?: AbortSignal) {
  return (await callApi(listMemberVouchers, { params: { hotelId }, query: { locale }, signal })).data;
}

export function savedCardsQueryOptions(hotelId: number, userToken: string | null) {
  return queryOptions({
    queryKey: accountKeys.savedCards(userToken),
    queryFn: async ({ signal }) => (await callApi(listSavedCards, { params: { hotelId }, signal })).data,
  });
}

export async function removeSavedCard(hotelId: number, cardId: number): Promise<void> {
  await callApi(deleteSavedCard, { params: { hotelId, cardId } });
}
