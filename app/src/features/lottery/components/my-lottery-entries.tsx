import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';
import { myLotteryEntriesQueryOptions } from '../api/get-lottery';
import { useLotteryErrorText } from '../utils/lottery-error';
import { EntryStatus } from './entry-details';
import styles from './lottery.module.css';

/** My account's lottery tab: the member's entries, each opening its own page under its hotel. */
export function MyLotteryEntries({ entryPath }: { entryPath: (entryNumber: string) => string }) {
  const { t } = useTranslation('lottery');
  const { locale, tag } = useLocale();
  const userToken = useSessionStore((state) => state.userToken);
  const entries = useQuery(myLotteryEntriesQueryOptions(userToken, locale));
  const errorText = useLotteryErrorText();
  const [query] = useSearchParams();

  if (entries.isPending) return <Skeleton lines={4} />;
  if (entries.isError) return <Alert>{errorText(entries.error)}</Alert>;
  if (entries.data.length === 0) return <Notice>{t('list.empty')}</Notice>;
  return (
    <ul className={styles.list} aria-label={t('list.label')}>
      {entries.data.map((entry) => (
        <li key={entry.entry_number} className={styles.row}>
          <h3>
            <bdi>{entry.event_name}</bdi>
          </h3>
          <p>
            <bdi>{entry.hotel.name}</bdi> · {formatDate(entry.checkin, tag)} – {formatDate(entry.checkout, tag)}
          </p>
          <p className={styles.meta}>
            {t('entry.number')} <bdi>{entry.entry_number}</bdi> · <EntryStatus entry={entry} />
          </p>
          <p>
            <Link to={withHotelQuery(entryPath(entry.entry_number), entry.hotel.code, query)} aria-label={t('list.open', { number: entry.entry_number })}>
              {t('list.openShort')}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
