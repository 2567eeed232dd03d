import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RESERVATION_CHANNEL_FILTERS } from '#domain/constants/booking-sources.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { RESERVATION_PAYMENT_FILTERS, type MyReservation } from '#domain/entities/member-account.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useAddressQuery } from '#app/platform/use-address-query.ts';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { myReservationsQueryOptions } from '../api/get-my-reservations';
import { readListState, RESERVATION_TAB_KEYS, writeListState, type ReservationListState } from '../utils/reservation-list-state';
import { AccountFrame } from './account-frame';
import { MyAccountNav, type MyAccountPaths } from './my-account-nav';
import styles from './account.module.css';

type ReservationsPageProps = {
  paths: MyAccountPaths;
  /** The management page of one reservation (its number and bypass token); the row adds its own hotel's code. */
  managePath: (reservation: MyReservation) => string;
  /** The lottery tab's content: the member's lottery entries, which the lottery feature lists. */
  lotteryEntries?: ReactNode;
};

/** /my-account/reservations: tabs, filters by payment type and channel, and pages, all kept in the address. */
export function ReservationsPage({ paths, managePath, lotteryEntries }: ReservationsPageProps) {
  const { t } = useTranslation('account');
  const [query, writeQuery] = useAddressQuery();
  const state = readListState(query);
  const hrefFor = (change: Partial<ReservationListState>) => `?${writeListState(query, change).toString()}`;
  const change = (next: Partial<ReservationListState>) => writeQuery((current) => writeListState(current, next));

  return (
    <AccountFrame title={t('nav.title')} nav={<MyAccountNav current="reservations" paths={paths} />}>
      <h2 className={styles.subheading}>{t('nav.reservations')}</h2>
      <nav aria-label={t('reservations.tabsLabel')}>
        <ul className={styles.tabList}>
          {RESERVATION_TAB_KEYS.map((tab) => (
            <li key={tab}>
              <Link className={styles.tabLink} to={hrefFor({ tab })} aria-current={tab === state.tab ? 'page' : undefined}>
                {t(`reservations.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.tab === 'lottery' ? lotteryEntries : <ReservationList state={state} hrefFor={hrefFor} change={change} managePath={managePath} />}
    </AccountFrame>
  );
}

type ReservationListProps = {
  state: ReservationListState;
  hrefFor: (change: Partial<ReservationListState>) => string;
  change: (next: Partial<ReservationListState>) => void;
  managePath: (reservation: MyReservation) => string;
};

/** The reservations of one tab, with their filters and pages. */
function ReservationList({ state, hrefFor, change, managePath }: ReservationListProps) {
  const { t } = useTranslation('account');
  const userToken = useSessionStore((store) => store.userToken);
  const list = useQuery(myReservationsQueryOptions(userToken, state));
  const errorText = useErrorText();
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label={t('reservations.payment')}
          value={state.payment}
          onChange={(event) => change({ payment: event.target.value as ReservationListState['payment'] })}
          options={RESERVATION_PAYMENT_FILTERS.map((value) => ({ value, label: t(`reservations.payments.${value}`) }))}
        />
        <SelectField
          label={t('reservations.channel')}
          value={state.channel}
          onChange={(event) => change({ channel: event.target.value as ReservationListState['channel'] })}
          options={RESERVATION_CHANNEL_FILTERS.map((value) => ({ value, label: t(`reservations.channels.${value}`) }))}
        />
      </div>
      {list.isPending && <Skeleton lines={4} />}
      {list.isError && <Alert>{errorText(list.error)}</Alert>}
      {list.data && (
        <>
          <p role="status" className={styles.meta}>
            {t('reservations.count', { count: list.data.total_entries })}
          </p>
          {list.data.data.length === 0 ? (
            <Notice>{t('reservations.empty')}</Notice>
          ) : (
            <ul className={styles.list}>
              {list.data.data.map((reservation) => (
                <ReservationRow key={reservation.id} reservation={reservation} href={managePath(reservation)} />
              ))}
            </ul>
          )}
          {list.data.total_pages > 1 && (
            <nav className={styles.paging} aria-label={t('reservations.pagingLabel')}>
              {state.page > 1 ? <Link to={hrefFor({ page: state.page - 1 })}>{t('reservations.previous')}</Link> : <span />}
              <span>{t('reservations.page', { page: state.page, pages: list.data.total_pages })}</span>
              {state.page < list.data.total_pages ? <Link to={hrefFor({ page: state.page + 1 })}>{t('reservations.next')}</Link> : <span />}
            </nav>
          )}
        </>
      )}
    </>
  );
}

function ReservationRow({ reservation, href }: { reservation: MyReservation; href: string }) {
  const { t } = useTranslation('account');
  const { tag } = useLocale();
  const [query] = useSearchParams();
  const settings = useHotelSettings();
  const to = withHotelQuery(href, reservation.hotel_code, query);
  const label = t('reservations.manageLabel', { number: reservation.reservation_number });
  return (
    <li className={styles.row}>
      <h3>
        <bdi>{reservation.hotel_name}</bdi>
      </h3>
      <p>
        {formatDate(reservation.checkin_date, tag)} – {formatDate(reservation.checkout_date, tag)}
      </p>
      <p className={styles.meta}>
        {t('reservations.number')} <bdi>{reservation.reservation_number}</bdi> · {t(`reservations.status.${reservation.status}`)}
      </p>
      <p>{formatMoney(reservation.total_price, reservation.currency as CurrencyCode, tag)}</p>
      <p>
        {/* Opened under the reservation's own hotel: another hotel's is a new load, which starts with its settings. */}
        {reservation.hotel_code === settings.hotel_code ? (
          <Link to={to} aria-label={label}>
            {t('reservations.manage')}
          </Link>
        ) : (
          <a href={to} aria-label={label}>
            {t('reservations.manage')}
          </a>
        )}
      </p>
    </li>
  );
}
