import { queryOptions } from '@tanstack/react-query';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { getRecommenderWidgetSettings } from '#domain/contracts/recommender-widget-settings.ts';
import { getRoomsRecommendation } from '#domain/contracts/rooms-recommendation.ts';
import { callApi } from '#app/api/api-client.ts';
import { recommenderKeys } from './keys';

export type RecommendationAsk = { checkin: string; checkout: string; adults: number; children: number };

export function recommenderSettingsQueryOptions(hotelCode: string, language: BookLanguage) {
  return queryOptions({
    queryKey: recommenderKeys.settings(hotelCode, language),
    queryFn: ({ signal }) => callApi(getRecommenderWidgetSettings, { params: { hotelCode }, query: { locale: language }, signal }),
  });
}

export function recommendationsQueryOptions(
  hotelId: number,
  ask: RecommendationAsk,
  limit: number,
  language: BookLanguage,
  mcpCurrency?: CurrencyCode,
) {
  const query = {
    checkin: ask.checkin,
    checkout: ask.checkout,
    adults: String(ask.adults),
    children: String(ask.children),
    limit: String(limit),
    locale: language,
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
  };
  return queryOptions({
    queryKey: recommenderKeys.recommendations(hotelId, query),
    queryFn: ({ signal }) => callApi(getRoomsRecommendation, { params: { hotelId }, query, signal }),
  });
}
