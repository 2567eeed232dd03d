import { useTranslation } from 'react-i18next';
import { nightsBetween } from '../../../../../domain/rules/nights';
import { formatDate } from '../../../lib/format';
import type { Stay } from '../../../lib/stay-query';
import { useLocale } from '../../../lib/use-locale';
import styles from './search-summary.module.css';

/** The search the results answer, in one glance: dates, nights and guests. */
export function SearchSummary({ stay }: { stay: Stay }) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  return (
    <dl className={styles.summary}>
      <div className={styles.item}>
        <dt>{t('summary.dates')}</dt>
        <dd>
          {formatDate(stay.checkin, tag)} – {formatDate(stay.checkout, tag)}
        </dd>
      </div>
      <div className={styles.item}>
        <dt>{t('summary.nights')}</dt>
        <dd>{t('common:stay.nights', { count: nightsBetween(stay.checkin, stay.checkout) })}</dd>
      </div>
      <div className={styles.item}>
        <dt>{t('summary.guests')}</dt>
        <dd>{t('common:stay.adults', { count: stay.adults })}</dd>
      </div>
    </dl>
  );
}
