import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingPrice } from '#domain/entities/booking-price.ts';
import { moneyFormatter } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useShownAmount } from '#app/shared/hotel/use-shown-amount.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { SelectedPlan } from '../api/get-selected-plan';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import type { ExtraLine } from '#app/shared/booking-draft/extra-choices.ts';
import { priceLines, roomLinePrice, type PriceLineKey } from '../utils/price-lines';
import { useGuestsText } from '#app/shared/reservations/use-guests-text.ts';
import detailList from '#app/shared/reservations/detail-list.module.css';
import styles from './booking-summary.module.css';
import { StayRows } from '#app/shared/reservations/stay-rows.tsx';
import { TotalRows } from '#app/shared/reservations/total-rows.tsx';
import { FlightRows, FlightsPriceRow } from '#app/shared/reservations/flight-rows.tsx';
import type { StayFlightsQuote } from '#domain/entities/flight.ts';

type BookingSummaryProps = {
  selection: BookingSelection;
  /** Each room's room type and plan, in room order. */
  chosen: readonly SelectedPlan[];
  /** The selected booking price; its lines add up to the total the guest is asked to accept. */
  price: BookingPrice;
  /** The total the guest is asked to accept: the price's, or the new one the server named on a price change. */
  total: number;
  /** The extras chosen, each at its tax-included price: the total includes them. */
  extras?: readonly ExtraLine[];
  /** The brand's name for its points, for the points line of a member who spends some. */
  pointName?: string | undefined;
  /** A package's flights (ADR 261): the total includes their fares. */
  flights?: StayFlightsQuote | undefined;
};

/** A member's voucher and points lines are the loyalty block's (ADR 224); the others are the price lines'. */
const LINE_LABELS: Partial<Record<PriceLineKey, string>> = {
  points: 'loyalty.lines.points',
  voucherDiscount: 'loyalty.lines.voucher',
};
const lineLabel = (key: PriceLineKey) => LINE_LABELS[key] ?? `price.${key}`;

/**
 * What the guest is about to book: each room with its plan, guests and (several rooms) its own price, the dates,
 * the price line by line and the total.
 */
export function BookingSummary({ selection, chosen, price, total, extras = [], pointName = '', flights }: BookingSummaryProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const { currency } = useHotelSettings();
  const money = moneyFormatter(currency, tag);
  const headingId = useId();
  const several = chosen.length > 1;
  const guestsText = useGuestsText();
  const chosenTotal = useShownAmount(price.mcp_currency)(price, 'total_price');
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('guestDetail.summaryHeading')}
      </h2>
      <dl className={detailList.list}>
        {chosen.map(({ room, plan }, i) => {
          const booked = selection.rooms[i];
          const line = price.rooms[i];
          return (
            <Fragment key={i}>
              <div className={detailList.row}>
                <dt>{several ? t('labels.roomNumber', { number: i + 1 }) : t('labels.room')}</dt>
                <dd>{room.room_type_name}</dd>
              </div>
              <div className={detailList.row}>
                <dt>{t('labels.plan')}</dt>
                <dd>{plan.room_plan_name}</dd>
              </div>
              {booked && (
                <div className={detailList.row}>
                  <dt>{t('labels.guests')}</dt>
                  <dd>{guestsText(booked.adults, booked.children, booked.shared_bed_children)}</dd>
                </div>
              )}
              {several && line && (
                <div className={detailList.row}>
                  <dt>{t('labels.roomPrice', { number: i + 1 })}</dt>
                  <dd>{money(roomLinePrice(price, line))}</dd>
                </div>
              )}
            </Fragment>
          );
        })}
        <StayRows checkin={selection.checkin} checkout={selection.checkout} isDayUse={selection.isDayUse === true} rowClassName={detailList.row} />
        {flights && (
          <FlightRows
            flights={[flights.outbound, flights.return].map((flight) => ({ ...flight, seats: flights.passengers, fare: flight.fare * flights.passengers }))}
            rowClassName={detailList.row}
          />
        )}
        {priceLines(price).map((line) => (
          <div key={line.key} className={detailList.row}>
            <dt>{t(lineLabel(line.key), { pointName })}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {flights && <FlightsPriceRow flights={[{ fare: flights.total }]} rowClassName={detailList.row} />}
        {extras.map((line) => (
          <div key={line.key} className={detailList.row}>
            <dt>
              {line.date === null
                ? t('extras.line', { name: line.name, quantity: line.quantity })
                : t('extras.datedLine', { name: line.name, quantity: line.quantity, date: formatDate(line.date, tag) })}
              {line.deliveryTime && <span className={detailList.note}> {t('extras.deliveredAt', { time: line.deliveryTime })}</span>}
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {/* The total in the guest's chosen currency, while it is the total asked (a changed one has no such amount). */}
        <TotalRows
          total={total}
          currency={currency}
          converted={
            chosenTotal.converted && total === price.total_price
              ? { amount: chosenTotal.amount, currency: chosenTotal.currency, note: t('guestDetail.exchangeRateNote') }
              : undefined
          }
        />
      </dl>
    </section>
  );
}
