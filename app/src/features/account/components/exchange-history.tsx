import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { pointExchangesQueryOptions } from '../api/loyalty';
import styles from './account.module.css';

/** Its own address parameter, so paging the exchanges leaves the point history's page where it is. */
const PAGE_PARAM = 'exchanges_page';

/**
 * The member's Digico exchanges (document 2 point_exchanges), newest first and paged like the point history: the
 * points, the code's last 4 (the code itself is shown once, at the exchange, ADR 223) and until when it is valid.
 */
export function ExchangeHistory({ pointName }: { pointName: string }) {
  const { t } = useTranslation('account');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const [query] = useSearchParams();
  const page = Math.max(1, Number.parseInt(query.get(PAGE_PARAM) ?? '1', 10) || 1);
  const userToken = useSessionStore((store) => store.userToken);
  const exchanges = useQuery(pointExchangesQueryOptions(settings.hotel_id, userToken, page));
  const errorText = useErrorText();
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(query);
    params.set(PAGE_PARAM, String(next));
    return `?${params.toString()}`;
  };
  return (
    <section className={styles.section} aria-labelledby="points-exchange-history">
      <h3 id="points-exchange-history">{t('exchangeHistory.title')}</h3>
      {exchanges.isPending && <Skeleton lines={3} />}
      {exchanges.isError && <Alert>{errorText(exchanges.error)}</Alert>}
      {exchanges.data &&
        (exchanges.data.data.length === 0 ? (
          <Notice>{t('exchangeHistory.empty')}</Notice>
        ) : (
          <>
            <ul className={styles.list}>
              {exchanges.data.data.map((exchange) => (
                <li key={exchange.id} className={styles.row}>
                  <p className={styles.meta}>{formatDate(exchange.created_at.slice(0, 10), tag)}</p>
                  <p>
                    <strong>{t('exchangeHistory.amount', { points: formatNumber(exchange.amount, tag), pointName })}</strong>
                  </p>
                  <p>
                    {t('exchangeHistory.code')}{' '}
                    <bdi dir="ltr">{`•••• ${exchange.code_last4}`}</bdi>
                  </p>
                  <p className={styles.meta}>{t('exchangeHistory.validUntil', { date: formatDate(exchange.valid_until, tag) })}</p>
                </li>
              ))}
            </ul>
            {exchanges.data.total_pages > 1 && (
              <nav className={styles.paging} aria-label={t('exchangeHistory.pagingLabel')}>
                {page > 1 ? <Link to={hrefFor(page - 1)}>{t('reservations.previous')}</Link> : <span />}
                <span>{t('reservations.page', { page, pages: exchanges.data.total_pages })}</span>
                {page < exchanges.data.total_pages ? <Link to={hrefFor(page + 1)}>{t('reservations.next')}</Link> : <span />}
              </nav>
            )}
          </>
        ))}
    </section>
  );
}
