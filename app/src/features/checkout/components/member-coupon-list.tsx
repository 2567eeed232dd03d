import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCoupon } from '#domain/entities/loyalty.ts';
import { Choice } from '#app/components/ui/choice.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { codedMessageKey } from '../utils/booking-refusal';
import { couponIneligibility } from '../utils/member-loyalty';
import styles from './member-deductions.module.css';

type MemberCouponListProps = {
  coupons: readonly MemberCoupon[];
  /** The plan codes booked (hotel_plan_code), which a coupon's target plans must hold. */
  bookedPlanCodes: readonly string[];
  /** The coupon applied now, from this list or typed. */
  applied?: string;
  /** The coupon code path the typed field uses: prices with the code, rejects when refused. */
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
};

/**
 * The member's own coupons at guest detail (ADR 224): one chosen applies it through the coupon code path; those
 * that cannot apply here say why (past its date, used up, not for this plan) and cannot be chosen.
 */
export function MemberCouponList({ coupons, bookedPlanCodes, applied, onApply, onRemove }: MemberCouponListProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const choose = async (code: string | null) => {
    setError(undefined);
    if (code === null) {
      onRemove();
      announce(t('coupon.removed'));
      return;
    }
    setBusy(true);
    try {
      await onApply(code);
      announce(t('coupon.applied', { code }));
    } catch (failure) {
      const key = failure instanceof ApiError ? codedMessageKey(failure.codes) : undefined;
      const message = key ? t(`failure.messages.${key}`) : errorText(failure);
      setError(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  };

  const hint = (coupon: MemberCoupon) => {
    const why = couponIneligibility(coupon, bookedPlanCodes);
    const terms = t('loyalty.coupons.terms', {
      percent: coupon.percent,
      date: formatDate(coupon.valid_until, tag),
      uses: coupon.remaining_uses === null ? t('loyalty.coupons.unlimited') : t('loyalty.coupons.usesLeft', { count: coupon.remaining_uses }),
    });
    return why ? `${terms} ${t(`loyalty.coupons.ineligible.${why}`)}` : terms;
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-busy={busy}>
      <legend className={styles.legend}>{t('loyalty.coupons.legend')}</legend>
      <Choice
        type="radio"
        name="member-coupon"
        label={t('loyalty.coupons.none')}
        checked={applied === undefined}
        disabled={busy}
        onChange={() => void choose(null)}
      />
      {coupons.map((coupon) => (
        <Choice
          key={coupon.code}
          type="radio"
          name="member-coupon"
          label={coupon.code}
          hint={hint(coupon)}
          checked={applied === coupon.code}
          disabled={busy || couponIneligibility(coupon, bookedPlanCodes) !== null}
          onChange={() => void choose(coupon.code)}
        />
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
