import { useTranslation } from 'react-i18next';
import { nightsBetween } from '#domain/rules/nights.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { childCount, type SearchCriteriaState } from '../utils/search-criteria';
import styles from './search-summary.module.css';

/** The search the results answer, in one glance: dates (or nights), rooms and guests. */
export function SearchSummary({ criteria }: { criteria: SearchCriteriaState }) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { kids_setting: kids } = useHotelSettings();
  const adults = criteria.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = criteria.rooms.reduce((sum, room) => sum + childCount(room, kids.kids_type), 0);
  let dates: string;
  if (criteria.undated) dates = t('summary.undated');
  else if (criteria.isDayUse) dates = t('summary.dayUse', { date: formatDate(criteria.checkin, tag) });
  else dates = `${formatDate(criteria.checkin, tag)} – ${formatDate(criteria.checkout, tag)}`;
  const nights = criteria.undated ? criteria.nights : nightsBetween(criteria.checkin, criteria.checkout);
  return (
    <dl className={styles.summary}>
      <div className={styles.item}>
        <dt>{t('summary.dates')}</dt>
        <dd>{dates}</dd>
      </div>
      {!criteria.isDayUse && (
        <div className={styles.item}>
          <dt>{t('summary.nights')}</dt>
          <dd>{t('common:stay.nights', { count: nights })}</dd>
        </div>
      )}
      <div className={styles.item}>
        <dt>{t('summary.guests')}</dt>
        <dd>
          <span>{t('summary.rooms', { count: criteria.rooms.length })}</span>
          {' · '}
          <span>{t('common:stay.adults', { count: adults })}</span>
          {children > 0 && (
            <>
              {' · '}
              <span>{t('summary.children', { count: children })}</span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
