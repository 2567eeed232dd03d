import type { BookLanguage } from '#domain/constants/locales.ts';
import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getRoomsRecommendation } from '#domain/contracts/rooms-recommendation.ts';
import { rootKey } from '#app/api/query-keys.ts';

export const recommenderKeys = {
  settings: (hotelCode: string, language: BookLanguage) => [...rootKey, 'recommender-settings', hotelCode, language] as const,
  recommendations: (hotelId: number, query: QueryOf<typeof getRoomsRecommendation>) => [...rootKey, 'recommendations', hotelId, query] as const,
};
