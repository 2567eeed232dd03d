import type { UiLocale } from '#domain/constants/locales.ts';
import type { RecommenderWidgetSettings } from '#domain/entities/recommendation.ts';
import type { Database } from '../db/open-database';
import { notFound } from '../http/api-error';
import { pickLocalized } from '../i18n/localized';
import { roomsLimit, type HotelRow } from './hotel-row';

export function recommenderWidgetSettings(db: Database, hotel: HotelRow, locale: UiLocale): RecommenderWidgetSettings {
  const row = db
    .prepare<[number], { is_active: number; titles: string; max_recommendations: number; default_nights: number }>(
      'SELECT is_active, titles, max_recommendations, default_nights FROM recommender_widget_settings WHERE hotel_id = ?',
    )
    .get(hotel.id);
  if (!row) throw notFound('This hotel has no recommender widget.');
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    is_active: row.is_active === 1,
    title: pickLocalized(row.titles, locale),
    max_recommendations: row.max_recommendations,
    default_nights: row.default_nights,
    multi_rooms_search_limit: roomsLimit(hotel),
  };
}
