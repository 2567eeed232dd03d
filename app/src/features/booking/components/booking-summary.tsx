import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingPrice } from '../../../../../domain/entities/booking-price';
import { formatMoney } from '../../../../../domain/rules/money';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { useLocale } from '../../../lib/use-locale';
import type { SelectedPlan } from '../api/get-selected-plan';
import type { BookingSelection } from '../utils/booking-selection';
import { priceLines } from '../utils/price-lines';
import detailList from './detail-list.module.css';
import styles from './booking-summary.module.css';
import { StayRows } from './stay-rows';

type BookingSummaryProps = {
  selection: BookingSelection;
  chosen: SelectedPlan;
  /** The selected booking price; its lines add up to the total the guest is asked to accept. */
  price: BookingPrice;
  /** The total the guest is asked to accept: the price's, or the new one the server named on a price change. */
  total: number;
};

/** What the guest is about to book: room, plan, dates, guests, the price line by line and the total. */
export function BookingSummary({ selection, chosen, price, total }: BookingSummaryProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const { currency } = useHotelSettings();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('guestDetail.summaryHeading')}
      </h2>
      <dl className={detailList.list}>
        <div className={detailList.row}>
          <dt>{t('labels.room')}</dt>
          <dd>{chosen.room.room_type_name}</dd>
        </div>
        <div className={detailList.row}>
          <dt>{t('labels.plan')}</dt>
          <dd>{chosen.plan.room_plan_name}</dd>
        </div>
        <StayRows checkin={selection.checkin} checkout={selection.checkout} isDayUse={selection.isDayUse === true} rowClassName={detailList.row} />
        <div className={detailList.row}>
          <dt>{t('labels.guests')}</dt>
          <dd>{t('common:stay.adults', { count: selection.adults })}</dd>
        </div>
        {priceLines(price).map((line) => (
          <div key={line.key} className={detailList.row}>
            <dt>{t(`price.${line.key}`)}</dt>
            <dd>{formatMoney(line.amount, currency, tag)}</dd>
          </div>
        ))}
        <div className={`${detailList.row} ${detailList.total}`}>
          <dt>{t('labels.total')}</dt>
          <dd>
            {formatMoney(total, currency, tag)} <span className={detailList.note}>{t('common:price.taxIncluded')}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
