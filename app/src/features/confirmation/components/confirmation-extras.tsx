import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { reservationCalendarFile } from '../utils/calendar-file';
import styles from './confirmation-page.module.css';

/** A link that downloads the stay as a calendar file (.ics), built here from the reservation. */
export function AddToCalendarLink({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { time_zone: timeZone } = useHotelSettings();
  const file = reservationCalendarFile(
    reservation,
    {
      summary: t('calendar.summary', { hotel: reservation.hotel.name }),
      description: t('calendar.description', { number: reservation.reservation_number }),
    },
    timeZone,
    new Date(),
  );
  return (
    <a
      className={styles.calendar}
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={`reservation-${reservation.reservation_number}.ics`}
    >
      {t('calendar.add')}
    </a>
  );
}

/** What happens next: the confirmation mail, what is paid when, and how to change the booking. */
export function NextSteps({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, reservation.currency, tag);
  const price = reservation.price;
  const charged = price ? price.deposit_amount : 0;
  const remaining = price ? price.remain_amount : reservation.total_price;
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('nextSteps.heading')}
      </h2>
      <ul className={styles.steps}>
        <li>{t('nextSteps.email', { email: reservation.email })}</li>
        {charged > 0 && <li>{t('nextSteps.charged', { amount: money(charged) })}</li>}
        {/* A bank transfer's total is paid by the transfer (ADR 250), told in its own section, not at the hotel. */}
        {remaining > 0 && !reservation.payment.bank_transfer && (
          <li>{t('nextSteps.payAtHotel', { amount: money(remaining), date: formatDate(reservation.checkin_date, tag) })}</li>
        )}
        <li>
          {t('nextSteps.checkin', {
            date: formatDate(reservation.checkin_date, tag),
            time: reservation.hotel.checkin_time ?? '15:00',
          })}
        </li>
        <li>{t('nextSteps.changes', { hotel: reservation.hotel.name })}</li>
      </ul>
    </section>
  );
}
