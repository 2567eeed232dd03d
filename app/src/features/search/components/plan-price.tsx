import { useTranslation } from 'react-i18next';
import type { RoomPlan } from '../../../../../domain/entities/room-result';
import { formatMoneyCached as formatMoney } from '../utils/money-format';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { useLocale } from '../../../lib/use-locale';
import styles from './plan-row.module.css';

type PlanPriceProps = {
  plan: RoomPlan;
  nights: number;
  rooms: number;
  cardPromotion: boolean;
};

/**
 * A plan's price as the hotel shows prices (tax included or not), then what discounts make of it for a guest
 * who is not signed in and one who is (tax included, ADR 030), and which discounts those are.
 */
export function PlanPrice({ plan, nights, rooms, cardPromotion }: PlanPriceProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { currency, show_prices_tax_included: taxIncluded } = useHotelSettings();
  const money = (amount: number) => formatMoney(amount, currency, tag);
  const price = taxIncluded ? plan.total_price : plan.total_price_without_tax;
  const after = plan.price_after_discount;
  const guestPrice = after && after.non_sign_in < plan.total_price ? after.non_sign_in : null;
  const memberPrice = after && after.sign_in < (guestPrice ?? plan.total_price) ? after.sign_in : null;

  return (
    <div className={styles.prices}>
      <p className={guestPrice === null ? styles.price : styles.struck}>
        {guestPrice !== null && <span className={styles.visuallyHidden}>{t('price.before')} </span>}
        {money(price)}
      </p>
      <p className={styles.note}>
        {t('price.totalFor', { nights: t('common:stay.nights', { count: nights }), rooms: t('price.rooms', { count: rooms }) })}
        {' · '}
        {taxIncluded ? t('common:price.taxIncluded') : t('common:price.taxExcluded')}
      </p>
      {guestPrice !== null && (
        <p className={styles.price}>
          {t('price.afterDiscount', { price: money(guestPrice) })}
        </p>
      )}
      {memberPrice !== null && <p className={styles.member}>{t('price.signedIn', { price: money(memberPrice) })}</p>}
      {plan.discounts.length > 0 && (
        <ul className={styles.discounts} aria-label={t('price.discounts')}>
          {plan.discounts.map((discount, index) => (
            <li key={`${discount.discount_type}-${index}`}>
              {t(`discount.${discount.discount_origin ?? discount.discount_type}`, { amount: money(discount.discount_amount) })}
            </li>
          ))}
        </ul>
      )}
      {cardPromotion && <p className={styles.badge}>{t('price.cardPromotion')}</p>}
    </div>
  );
}
