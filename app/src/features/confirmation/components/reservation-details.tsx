import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { composeName } from '#domain/rules/name-order.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useGuestsText } from '#app/shared/reservations/use-guests-text.ts';
import detailList from '#app/shared/reservations/detail-list.module.css';
import styles from './reservation-details.module.css';
import { StayRows } from '#app/shared/reservations/stay-rows.tsx';
import { FlightRows } from '#app/shared/reservations/flight-rows.tsx';
import { TotalRows } from '#app/shared/reservations/total-rows.tsx';

/** A booked reservation: its number first and large (the guest quotes it), then what was booked. */
export function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { locale, tag } = useLocale();
  const guestsText = useGuestsText();
  const several = reservation.rooms.length > 1;
  return (
    <div className={styles.details}>
      <dl className={styles.number}>
        <dt>{t('confirmation.number')}</dt>
        <dd>{reservation.reservation_number}</dd>
      </dl>
      <dl className={detailList.list}>
        <StayRows checkin={reservation.checkin_date} checkout={reservation.checkout_date} isDayUse={reservation.is_day_use === true} rowClassName={detailList.row} />
        {reservation.flights && <FlightRows flights={reservation.flights} rowClassName={detailList.row} />}
        {/* Every booked room with its plan, guests and (several rooms) who stays in it and what it costs. */}
        {reservation.rooms.map((room, i) => (
          <Fragment key={room.id}>
            <div className={detailList.row}>
              <dt>{several ? t('labels.roomNumber', { number: i + 1 }) : t('labels.room')}</dt>
              <dd>{room.room_type_name}</dd>
            </div>
            <div className={detailList.row}>
              <dt>{t('labels.plan')}</dt>
              <dd>{room.room_plan_name}</dd>
            </div>
            <div className={detailList.row}>
              <dt>{t('labels.guests')}</dt>
              <dd>{guestsText(room.adults, room.children, room.shared_bed_children)}</dd>
            </div>
            {several && (
              <>
                <div className={detailList.row}>
                  <dt>{t('labels.stayingGuest')}</dt>
                  <dd>{t('confirmation.honorificName', { name: composeName(locale, { given: room.guest.first_name, family: room.guest.last_name }) })}</dd>
                </div>
                <div className={detailList.row}>
                  <dt>{t('labels.roomPrice', { number: i + 1 })}</dt>
                  <dd>{formatMoney(room.total_price, reservation.currency, tag)}</dd>
                </div>
              </>
            )}
          </Fragment>
        ))}
        <div className={detailList.row}>
          <dt>{t('confirmation.guestName')}</dt>
          {/* The name as booked, with the honorific the language wants after it (様 in Japanese). */}
          <dd>{t('confirmation.honorificName', { name: reservation.name })}</dd>
        </div>
        <div className={detailList.row}>
          <dt>{t('confirmation.email')}</dt>
          <dd>{reservation.email}</dd>
        </div>
        <div className={detailList.row}>
          <dt>{t('confirmation.payment')}</dt>
          <dd>{t(`common:payment.${reservation.payment.type}`)}</dd>
        </div>
        {reservation.payment.card && (
          <div className={detailList.row}>
            <dt>{t('confirmation.card')}</dt>
            <dd>
              {t('card.lastFour', { brand: t(`card.brands.${reservation.payment.card.brand}`), last4: reservation.payment.card.last4 })}
            </dd>
          </div>
        )}
        {/* A member's voucher and points, both already off the total (ADR 220, 224). */}
        {(reservation.price?.voucher_coupon_discount_amount ?? 0) > 0 && (
          <div className={detailList.row}>
            <dt>{t('loyalty.lines.voucher')}</dt>
            <dd>{formatMoney(-(reservation.price?.voucher_coupon_discount_amount ?? 0), reservation.currency, tag)}</dd>
          </div>
        )}
        {(reservation.price?.spending_point_value ?? 0) > 0 && (
          <div className={detailList.row}>
            <dt>{t('loyalty.confirmation.pointsUsed')}</dt>
            <dd>{t('loyalty.confirmation.pointsAmount', { count: reservation.price?.spending_point_value ?? 0 })}</dd>
          </div>
        )}
        {/* The currency chosen at booking, and the total in it at the rate of the booking. */}
        <TotalRows
          total={reservation.total_price}
          currency={reservation.currency}
          converted={
            reservation.mcp_currency && typeof reservation.mcp_total_price_cents === 'number'
              ? { amount: fromMinorUnits(reservation.mcp_total_price_cents, reservation.mcp_currency), currency: reservation.mcp_currency }
              : undefined
          }
        />
      </dl>
    </div>
  );
}
