import type { UiLocale } from '#domain/constants/locales.ts';
import type { HotelInfo } from '#domain/entities/hotel-info.ts';
import type { Database } from '../db/open-database';
import { pickLocalized } from '../i18n/localized';
import type { HotelRow } from './hotel-row';

/** The hotel info of `GET /hotels/{id}` in one locale; a hotel without a recorded address answers empty fields. */
export function hotelInfo(db: Database, hotel: HotelRow, locale: UiLocale): HotelInfo {
  const address = db
    .prepare<[number], { post_code: string; full_address: string; country: string }>(
      'SELECT post_code, full_address, country FROM hotel_addresses WHERE hotel_id = ?',
    )
    .get(hotel.id);
  const photos = db
    .prepare<[number], { url: string; alt: string }>('SELECT url, alt FROM hotel_photos WHERE hotel_id = ? ORDER BY position')
    .all(hotel.id);
  return {
    id: hotel.id,
    name: hotel.name,
    address: address
      ? { post_code: address.post_code, full_address: pickLocalized(address.full_address, locale), country: address.country }
      : { post_code: '', full_address: '', country: 'JP' },
    hotel_photos: photos.map((photo) => ({ url: photo.url, alt: pickLocalized(photo.alt, locale) })),
  };
}
