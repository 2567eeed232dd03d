import { useTranslation } from 'react-i18next';
import type { RoomPlan } from '#domain/entities/room-result.ts';
import { PriceBlock } from '#app/components/ui/price-block.tsx';
import { formatMoney } from '#domain/rules/money.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import styles from './plan-row.module.css';

type PlanPriceProps = {
  plan: RoomPlan;
  /** What the total covers, already worded ("1 night · 2 adults"). */
  covers: string;
  cardPromotion: boolean;
  signedIn: boolean;
  /** Reads the plan's amounts in the currency the guest chose, where the answer has them. */
  shown: AmountReader;
  /** The total, as the row that holds the block has worked it out for its buttons' names (once per row). */
  total: ReturnType<typeof useRateTotal>;
};

/** A rate's total as the guest will pay it (formatted in the chosen currency) and the amount in the hotel's own. */
export function useRateTotal(plan: RoomPlan, signedIn: boolean, shown: AmountReader) {
  const { tag } = useLocale();
  const { currency } = useHotelSettings();
  const after = plan.price_after_discount;
  const priceField = after ? (signedIn ? 'sign_in' : 'non_sign_in') : 'total_price';
  const price = shown(after ?? plan, priceField);
  const tax = shown(plan, 'accommodation_tax');
  const hotelAmount = (after ? (signedIn ? after.sign_in : after.non_sign_in) : plan.total_price) + (plan.accommodation_tax ?? 0);
  return {
    text: formatMoney(price.amount + tax.amount, price.currency, tag),
    converted: price.converted,
    hotelText: formatMoney(hotelAmount, currency, tag),
  };
}

/**
 * One rate's price block: the total for the stay with every tax the guest pays (consumption and accommodation
 * tax, after the discounts they get), what it covers, the price before discounts struck through, and one savings
 * badge: the members' price for a guest who is not signed in, else the card payment discount; a signed-in member
 * also sees the guest price beside their member price. Amounts show in the
 * currency the guest chose when the answer carries it (ADR 131), with the hotel's own amount beside it.
 */
export function PlanPrice({ plan, covers, cardPromotion, signedIn, shown, total }: PlanPriceProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const money = (record: object, field: string, extra = 0) => {
    const { amount, currency } = shown(record, field);
    return formatMoney(amount + extra, currency, tag);
  };
  const after = plan.price_after_discount;
  const accommodationTax = shown(plan, 'accommodation_tax').amount;
  const paid = after ? (signedIn ? after.sign_in : after.non_sign_in) : plan.total_price;
  const discounted = paid < plan.total_price;
  const before = discounted ? money(plan, 'total_price', accommodationTax) : null;
  const memberPrice = !signedIn && after && after.sign_in < after.non_sign_in ? money(after, 'sign_in', accommodationTax) : null;
  // A member pays the member price (with their rank's discount, ADR 225); the guest price is named beside it.
  const guestPrice = signedIn && after && after.sign_in < after.non_sign_in ? money(after, 'non_sign_in', accommodationTax) : null;
  let savings: string | undefined;
  if (memberPrice !== null) savings = t('price.memberBadge', { price: memberPrice });
  else if (signedIn && after && after.sign_in < after.non_sign_in) savings = t('price.memberSaving');
  else if (cardPromotion) savings = t('price.cardPromotion');

  return (
    <div className={styles.prices}>
      <PriceBlock
        total={total.text}
        covers={covers}
        taxes={t('price.allTaxes')}
        before={before === null ? undefined : { shown: before, spoken: t('price.was', { price: before }) }}
        savings={savings}
      />
      {guestPrice !== null && <p className={styles.note}>{t('memberPrice.guestPrice', { price: guestPrice })}</p>}
      {total.converted && <p className={styles.note}>{t('price.hotelCurrency', { price: total.hotelText })}</p>}
    </div>
  );
}
