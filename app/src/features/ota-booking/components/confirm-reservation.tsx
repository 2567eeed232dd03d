import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/rules/money.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import detailStyles from '#app/shared/reservations/detail-list.module.css';
import { StayRows } from '#app/shared/reservations/stay-rows.tsx';
import { useGuestsText } from '#app/shared/reservations/use-guests-text.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { stayPriceQueryOptions } from '../api/get-stay-price';
import styles from './confirm-reservation.module.css';

type ConfirmReservationProps = {
  hotelId: number;
  hotelName: string;
  /** The rooms chosen on the hotel's page; null when the address does not name a valid choice. */
  selection: BookingSelection | null;
  /** Guest detail for the same choice, and the hotel's page to choose again. */
  guestDetailHref: string;
  changeHref: string;
};

/**
 * /confirm-reservation on the travel-agency site (document 1 section 2): the hotel, dates, rooms, plans, guests
 * and total the guest chose, priced by the server, before they give their details. Nothing is booked here.
 */
export function ConfirmReservation({ hotelId, hotelName, selection, guestDetailHref, changeHref }: ConfirmReservationProps) {
  const { t } = useTranslation('ota-booking');
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('confirm.title')} hotelName={hotelName} />
      <PageHeading>{t('confirm.title')}</PageHeading>
      {selection ? (
        <ChosenStay hotelId={hotelId} hotelName={hotelName} selection={selection} guestDetailHref={guestDetailHref} changeHref={changeHref} />
      ) : (
        <Alert>{t('confirm.invalid')}</Alert>
      )}
    </div>
  );
}

function ChosenStay({ hotelId, hotelName, selection, guestDetailHref, changeHref }: ConfirmReservationProps & { selection: BookingSelection }) {
  const { t } = useTranslation('ota-booking');
  const { locale, tag } = useLocale();
  const errorText = useErrorText();
  const guestsText = useGuestsText();
  const price = useQuery(stayPriceQueryOptions(hotelId, selection, locale));
  if (price.isPending) return <LoadingStatus label={t('confirm.loading')} />;
  if (price.isError) return <Alert>{errorText(price.error)}</Alert>;
  const answer = price.data;
  return (
    <>
      <section aria-labelledby="ota-confirm-stay" className={styles.section}>
        <h2 id="ota-confirm-stay" className={styles.title}>{hotelName}</h2>
        <dl className={detailStyles.list}>
          <StayRows checkin={selection.checkin} checkout={answer.checkout} isDayUse={selection.isDayUse === true} rowClassName={detailStyles.row} />
        </dl>
      </section>
      <section aria-labelledby="ota-confirm-rooms" className={styles.section}>
        <h2 id="ota-confirm-rooms" className={styles.title}>{t('confirm.rooms')}</h2>
        <ol className={styles.rooms}>
          {answer.rooms.map((room, index) => (
            <li key={`${room.room_plan_code}-${String(index)}`}>
              <dl className={detailStyles.list}>
                <div className={detailStyles.row}>
                  <dt>{t('confirm.room', { number: index + 1 })}</dt>
                  <dd>{room.room_type_name}</dd>
                </div>
                <div className={detailStyles.row}>
                  <dt>{t('confirm.plan')}</dt>
                  <dd>{room.room_plan_name}</dd>
                </div>
                <div className={detailStyles.row}>
                  <dt>{t('confirm.guests')}</dt>
                  <dd>{guestsText(room.adults, room.children)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
        <dl className={detailStyles.list}>
          <div className={`${detailStyles.row} ${detailStyles.total}`}>
            <dt>{t('confirm.total')}</dt>
            <dd>{t('confirm.totalValue', { price: formatMoney(answer.total_price, answer.currency, tag) })}</dd>
          </div>
        </dl>
        <p className={detailStyles.note}>{t('confirm.note')}</p>
      </section>
      <div className={styles.actions}>
        <ButtonLink to={guestDetailHref}>{t('confirm.continue')}</ButtonLink>
        <ButtonLink to={changeHref} variant="secondary">{t('confirm.change')}</ButtonLink>
      </div>
    </>
  );
}
