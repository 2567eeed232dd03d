import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { createSavedCardCodeReference, getMemberPoints, listMemberCoupons, listMemberVouchers, listSavedCards } from '#domain/contracts/loyalty.ts';
import { callApi } from '#app/api/api-client.ts';
import { checkoutLoyaltyKeys } from './keys';

// What a signed-in member may take off this booking (ADR 220, 224): the balance and the programme's spend rules,
// their coupons and their vouchers. Always fetched fresh on guest detail: a balance from before is no use here.

export function memberPointsQueryOptions(hotelId: number, userToken: string, locale: UiLocale) {
  return queryOptions({
    queryKey: checkoutLoyaltyKeys.points(userToken, locale),
    queryFn: async ({ signal }) => (await callApi(getMemberPoints, { params: { hotelId }, query: { locale }, signal })).data,
    staleTime: 0,
  });
}

export function memberCouponsQueryOptions(hotelId: number, userToken: string) {
  return queryOptions({
    queryKey: checkoutLoyaltyKeys.coupons(userToken),
    queryFn: async ({ signal }) => (await callApi(listMemberCoupons, { params: { hotelId }, signal })).data,
    staleTime: 0,
  });
}

export function memberVouchersQueryOptions(hotelId: number, userToken: string, locale: UiLocale) {
  return queryOptions({
    queryKey: checkoutLoyaltyKeys.vouchers(userToken, locale),
    queryFn: async ({ signal }) => (await callApi(listMemberVouchers, { params: { hotelId }, query: { locale }, signal })).data,
    staleTime: 0,
  });
}

export function savedCardsQueryOptions(hotelId: number, userToken: string) {
  return queryOptions({
    queryKey: checkoutLoyaltyKeys.savedCards(userToken),
    queryFn: async ({ signal }) => (await callApi(listSavedCards, { params: { hotelId }, signal })).data,
    staleTime: 0,
  });
}

/**
 * A reference that opens the stand-in's frame in its code-only mode for a saved card (ADR 269): the frame asks the
 * security code and hands back a token, so the code never passes through the app. Short-lived and good for one
 * token, so never cached: each opening of the frame (`attempt`) asks a new one.
 */
export function savedCardCodeReferenceQueryOptions(hotelId: number, cardId: number, validThrough: string, attempt: number) {
  return queryOptions({
    queryKey: checkoutLoyaltyKeys.savedCardCodeReference(cardId, validThrough, attempt),
    queryFn: async ({ signal }) => (await callApi(createSavedCardCodeReference, { params: { hotelId, cardId }, body: { valid_through: validThrough }, signal })).reference,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
