import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { createSavedCardToken, getMemberPoints, listMemberCoupons, listMemberVouchers, listSavedCards } from '#domain/contracts/loyalty.ts';
import type { CardToken } from '#domain/contracts/psp-tokens.ts';
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
 * A one-time token for a saved card (ADR 221): the provider checks the security code asked again (422 code 3004
 * when wrong). A plain call, as tokenizing is: a mutation would keep the code in the client's cache.
 */
export function savedCardToken(hotelId: number, cardId: number, securityCode: string, checkout: string): Promise<CardToken> {
  return callApi(createSavedCardToken, { params: { hotelId, cardId }, body: { security_code: securityCode, valid_through: checkout } });
}
