import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Photo } from '#app/components/ui/photo.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { hotelInfoQueryOptions } from './get-hotel-info';
import { useHotelSettings } from './hotel-settings';
import { NearbyFacilities } from './nearby-facilities';
import styles from './hotel-info-block.module.css';

type HotelInfoBlockProps = {
  /** The first screen a guest lands on loads its first photo at once; elsewhere every photo waits to be scrolled near. */
  eagerFirstPhoto?: boolean;
};

/** The country in the guest's language; the code itself where the browser cannot name it. */
function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The hotel's address and photos where a guest decides and confirms (document 1 section 3, hotel info). Photos sit
 * in fixed 4:3 frames (nothing moves when they arrive) and load lazily; while loading, or when the call fails, the
 * block shows nothing: it informs, booking never waits for it.
 */
export function HotelInfoBlock({ eagerFirstPhoto = false }: HotelInfoBlockProps) {
  const { t } = useTranslation('common');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale, tag } = useLocale();
  const info = useQuery(hotelInfoQueryOptions(hotelId, locale));
  if (!info.data) return null;
  const { name, address, hotel_photos: photos } = info.data;
  return (
    <section aria-label={t('hotelInfo.label', { hotel: name })} className={styles.block}>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={t('hotelInfo.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <Photo src={photo.url} alt={photo.alt} eager={eagerFirstPhoto && index === 0} />
            </li>
          ))}
        </ul>
      )}
      {address.full_address !== '' && (
        <address className={styles.address}>
          <bdi>{name}</bdi>
          <br />
          {t('hotelInfo.postCode', { code: address.post_code })} <bdi>{address.full_address}</bdi>
          <br />
          {countryName(address.country, tag)}
        </address>
      )}
      <NearbyFacilities />
    </section>
  );
}
