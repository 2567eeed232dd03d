import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomPlan } from '../../../../../domain/entities/room-result';
import { formatMoney } from '../../../../../domain/rules/money';
import { nightsBetween } from '../../../../../domain/rules/nights';
import { Button } from '../../../components/ui/button';
import { useHotelSettings } from '../../../lib/hotel-settings';
import type { Stay } from '../../../lib/stay-query';
import { useLocale } from '../../../lib/use-locale';
import styles from './plan-row.module.css';

type PlanRowProps = {
  plan: RoomPlan;
  stay: Stay;
  /** The room's heading, read with the Book button so each button says what it books. */
  roomHeadingId: string;
  bookable: boolean;
  onBook: () => void;
};

export function PlanRow({ plan, stay, roomHeadingId, bookable, onBook }: PlanRowProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { currency, show_prices_tax_included: taxIncluded } = useHotelSettings();
  const headingId = useId();
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const price = taxIncluded ? plan.total_price : plan.total_price_without_tax;

  return (
    <div className={styles.plan}>
      <div className={styles.details}>
        <h4 id={headingId} className={styles.name}>
          {plan.room_plan_name}
        </h4>
        <p className={styles.meal}>
          {t(`plan.meal.${plan.meal}`)}
          {plan.is_member_only && <span className={styles.badge}>{t('plan.memberOnly')}</span>}
        </p>
        {plan.description && <p className={styles.description}>{plan.description}</p>}
      </div>
      <div className={styles.purchase}>
        <p className={styles.price}>{formatMoney(price, currency, tag)}</p>
        <p className={styles.note}>
          {t('plan.totalFor', { nights: t('common:stay.nights', { count: nights }) })}
          {' · '}
          {taxIncluded ? t('common:price.taxIncluded') : t('common:price.taxExcluded')}
        </p>
        <Button onClick={onBook} disabled={!bookable} aria-describedby={`${roomHeadingId} ${headingId}`}>
          {t('plan.book')}
        </Button>
      </div>
    </div>
  );
}
