import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationReport, OrganizationReportSort } from '#domain/entities/organization-report.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { ReportState } from '../utils/report-state';
import styles from './organization-admin.module.css';

type Column = { key: string; sort?: OrganizationReportSort; numeric?: boolean };

/** The report's columns (document 1 section 3, corporate admin report), in the CSV's order. */
const COLUMNS: readonly Column[] = [
  { key: 'hotel', sort: 'hotel_name' },
  { key: 'guest', sort: 'guest_name' },
  { key: 'checkin', sort: 'checkin_date' },
  { key: 'nights', numeric: true },
  { key: 'remainingNights', numeric: true },
  { key: 'rooms', numeric: true },
  { key: 'status' },
  { key: 'bookedOn', sort: 'booked_on' },
  { key: 'number', sort: 'reservation_number' },
  { key: 'price', sort: 'total_price', numeric: true },
];

/** A column sorted for the first time: newest dates and highest prices first, names from A. */
const FIRST_ORDER: Record<OrganizationReportSort, 'asc' | 'desc'> = {
  checkin_date: 'desc',
  booked_on: 'desc',
  total_price: 'desc',
  hotel_name: 'asc',
  guest_name: 'asc',
  reservation_number: 'asc',
};

type ReportTableProps = {
  report: OrganizationReport;
  state: ReportState;
  /** The rows shown are the last page's while the next loads. */
  busy: boolean;
  onChange: (change: Partial<ReportState>) => void;
};

/**
 * The report as a table with a caption; on a phone it scrolls sideways inside its own focusable region, so every
 * column stays readable at 320 px. Sortable headings are buttons that say the current order (aria-sort).
 */
export function ReportTable({ report, state, busy, onChange }: ReportTableProps) {
  const { t } = useTranslation('organization-admin');
  const { tag } = useLocale();
  const captionId = useId();

  if (report.data.length === 0) return <Notice>{t('empty')}</Notice>;

  const sortBy = (sort: OrganizationReportSort) =>
    onChange({ sort, order: state.sort === sort ? (state.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[sort] });

  return (
    <>
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={busy}>
          <caption id={captionId} className={styles.caption}>
            {t('table.caption', { page: report.page, pages: report.total_pages })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const sorted = column.sort !== undefined && state.sort === column.sort;
                const label = t(`columns.${column.key}`);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? styles.numeric : undefined}
                    aria-sort={sorted ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sort === undefined ? (
                      label
                    ) : (
                      <button type="button" className={styles.sortButton} onClick={() => column.sort && sortBy(column.sort)}>
                        {label}
                        <span aria-hidden="true">{sorted ? (state.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {report.data.map((row) => (
              <tr key={row.reservation_number}>
                <td>
                  <bdi>{row.hotel_name}</bdi>
                </td>
                <td>
                  <bdi>{row.guest_name}</bdi>
                </td>
                <td>{formatDate(row.checkin_date, tag)}</td>
                <td className={styles.numeric}>{row.nights}</td>
                <td className={styles.numeric}>{row.remaining_nights}</td>
                <td className={styles.numeric}>{row.rooms}</td>
                <td>
                  {t(`statuses.${row.status}`)}
                  {!row.booked_through_site && <span className={styles.channel}>{t('otherChannel')}</span>}
                </td>
                <td>{formatDate(row.booked_on, tag)}</td>
                <td>
                  <bdi>{row.reservation_number}</bdi>
                </td>
                <td className={styles.numeric}>{formatMoney(row.total_price, row.currency, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.total_pages > 1 && (
        <nav className={styles.paging} aria-label={t('paging.label')}>
          <Button variant="secondary" disabled={report.page <= 1} onClick={() => onChange({ page: report.page - 1 })}>
            {t('paging.previous')}
          </Button>
          <span>{t('paging.page', { page: report.page, pages: report.total_pages })}</span>
          <Button variant="secondary" disabled={report.page >= report.total_pages} onClick={() => onChange({ page: report.page + 1 })}>
            {t('paging.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
