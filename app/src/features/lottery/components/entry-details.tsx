import { useTranslation } from 'react-i18next';
import type { LotteryEntry } from '#domain/entities/lottery.ts';
import { shownLotteryStatus } from '#domain/rules/lottery-status.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { Badge, type BadgeTone } from '#app/components/ui/badge.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import detailStyles from '#app/shared/reservations/detail-list.module.css';

const TONES: Record<LotteryEntry['status'], BadgeTone> = {
  registered: 'neutral',
  not_winner: 'neutral',
  winner_reservation_pending: 'accent',
  winner_reservation_confirmed: 'savings',
  winner_reservation_cancelled: 'alert',
  winner_reservation_pending_declined: 'neutral',
  registration_cancelled: 'neutral',
};

/** The entry's status as a badge ("pending_declined is shown as entry cancelled"). */
export function EntryStatus({ entry }: { entry: LotteryEntry }) {
  const { t } = useTranslation('lottery');
  return <Badge tone={TONES[entry.status]}>{t(`status.${shownLotteryStatus(entry.status)}`)}</Badge>;
}

/** Document 1 section 3's entry: number, hotel, result, result date, reservation deadline and status. */
export function EntryDetails({ entry }: { entry: LotteryEntry }) {
  const { t } = useTranslation('lottery');
  const { tag } = useLocale();
  const rows: [string, React.ReactNode][] = [
    [t('entry.number'), <bdi key="number">{entry.entry_number}</bdi>],
    [t('entry.event'), <bdi key="event">{entry.event_name}</bdi>],
    [t('entry.hotel'), <bdi key="hotel">{entry.hotel.name}</bdi>],
    [t('entry.stay'), `${formatDate(entry.checkin, tag)} – ${formatDate(entry.checkout, tag)} (${t('nightCount', { count: nightsBetween(entry.checkin, entry.checkout) })})`],
    [t('entry.guests'), t('adultCount', { count: entry.adults })],
    [t('entry.status'), <EntryStatus key="status" entry={entry} />],
    [t('entry.resultDate'), formatDate(entry.result_date, tag)],
  ];
  if (entry.reservation_deadline) rows.push([t('entry.deadline'), formatDate(entry.reservation_deadline, tag)]);
  if (entry.reservation) rows.push([t('entry.reservationNumber'), <bdi key="reservation">{entry.reservation.reservation_number}</bdi>]);
  return (
    <dl className={detailStyles.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={detailStyles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
