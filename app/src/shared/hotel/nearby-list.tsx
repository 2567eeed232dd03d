import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { nearbyHotelsQueryOptions } from './get-nearby-hotels';
import { useHotelSettings } from './hotel-settings';
import styles from './hotel-info-block.module.css';

/** The brand's other hotels nearest to this one, with loading, error (and retry) and empty states. */
export function NearbyList() {
  const { t } = useTranslation('common');
  const { hotel_id: hotelId, hotel_brand_id: brandId } = useHotelSettings();
  const { locale, tag } = useLocale();
  const nearby = useQuery(nearbyHotelsQueryOptions(brandId, hotelId, locale));
  if (nearby.isPending) return <LoadingStatus label={t('nearby.loading')} />;
  if (nearby.isError) {
    return (
      <Alert>
        <p>{t('nearby.error')}</p>
        <Button variant="secondary" onClick={() => void nearby.refetch()}>
          {t('nearby.retry')}
        </Button>
      </Alert>
    );
  }
  if (nearby.data.length === 0) return <p>{t('nearby.empty')}</p>;
  const kilometres = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  return (
    <ul className={styles.nearbyList}>
      {nearby.data.map((hotel) => (
        <li key={hotel.hotel_id}>
          {/* The hotel's own site, as the brand's facilities list links it; a new tab keeps this booking open. */}
          <a href={hotel.url} target="_blank" rel="noopener noreferrer">
            <bdi>{hotel.name}</bdi>
          </a>{' '}
          {hotel.distance_km !== undefined && <span className={styles.distance}>{t('nearby.distance', { distance: kilometres.format(hotel.distance_km) })}</span>}
        </li>
      ))}
    </ul>
  );
}
