import type { BookLanguage } from '../../../../../domain/constants/locales';
import type { QueryOf } from '../../../../../domain/contracts/contract';
import type { getRoomsRecommendation } from '../../../../../domain/contracts/rooms-recommendation';
import { rootKey } from '../../../lib/query-keys';

export const recommenderKeys = {
  settings: (hotelCode: string, language: BookLanguage) => [...rootKey, 'recommender-settings', hotelCode, language] as const,
  recommendations: (hotelId: number, query: QueryOf<typeof getRoomsRecommendation>) => [...rootKey, 'recommendations', hotelId, query] as const,
};
