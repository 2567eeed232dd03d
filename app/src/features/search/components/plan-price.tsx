import { useTranslation } from 'react-i18next';
import type { RoomPlan } from '#domain/entities/room-result.ts';
import { formatMoneyCached as formatMoney } from '../utils/money-format';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import styles from './plan-row.module.css';

type PlanPriceProps = {
  plan: RoomPlan;
  nights: number;
  rooms: number;
  cardPromotion: boolean;
  /** Reads the plan's amounts in the currency the guest chose, where the answer has them. */
  shown: AmountReader;
};

/**
 * A plan's price as the hotel shows prices (tax included or not), then what discounts make of it for a guest
 * who is not signed in and one who is (tax included, ADR 030), and which discounts those are. Amounts show in the
 * currency the guest chose when the answer carries it (ADR 131), with the hotel's own price beside the main one.
 */
export function PlanPrice({ plan, nights, rooms, cardPromotion, shown }: PlanPriceProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { currency, show_prices_tax_included: taxIncluded } = useHotelSettings();
  const money = (record: object, field: string) => {
    const { amount, currency: shownCurrency } = shown(record, field);
    return formatMoney(amount, shownCurrency, tag);
  };
  const priceField = taxIncluded ? 'total_price' : 'total_price_without_tax';
  const converted = shown(plan, priceField).converted;
  const after = plan.price_after_discount;
  const guestPrice = after && after.non_sign_in < plan.total_price ? after.non_sign_in : null;
  const memberPrice = after && after.sign_in < (guestPrice ?? plan.total_price) ? after.sign_in : null;

  return (
    <div className={styles.prices}>
      <p className={guestPrice === null ? styles.price : styles.struck}>
        {guestPrice !== null && <span className={styles.visuallyHidden}>{t('price.before')} </span>}
        {money(plan, priceField)}
      </p>
      {converted && (
        <p className={styles.note}>{t('price.hotelCurrency', { price: formatMoney(plan[priceField], currency, tag) })}</p>
      )}
      <p className={styles.note}>
        {t('price.totalFor', { nights: t('common:stay.nights', { count: nights }), rooms: t('price.rooms', { count: rooms }) })}
        {' · '}
        {taxIncluded ? t('common:price.taxIncluded') : t('common:price.taxExcluded')}
      </p>
      {guestPrice !== null && after && (
        <p className={styles.price}>
          {t('price.afterDiscount', { price: money(after, 'non_sign_in') })}
        </p>
      )}
      {memberPrice !== null && after && <p className={styles.member}>{t('price.signedIn', { price: money(after, 'sign_in') })}</p>}
      {plan.discounts.length > 0 && (
        <ul className={styles.discounts} aria-label={t('price.discounts')}>
          {plan.discounts.map((discount, index) => (
            <li key={`${discount.discount_type}-${index}`}>
              {t(`discount.${discount.discount_origin ?? discount.discount_type}`, { amount: money(discount, 'discount_amount') })}
            </li>
          ))}
        </ul>
      )}
      {cardPromotion && <p className={styles.badge}>{t('price.cardPromotion')}</p>}
    </div>
  );
}
