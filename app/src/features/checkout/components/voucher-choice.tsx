import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '#domain/entities/loyalty.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Choice } from '#app/components/ui/choice.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { voucherIssueFor } from '../utils/member-loyalty';
import styles from './member-deductions.module.css';

type VoucherChoiceProps = {
  vouchers: readonly Voucher[];
  stay: { checkin: string; checkout: string };
  /** The hotel's today, which a voucher's status is read on. */
  today: string;
  applied?: string;
  /** The amount the price call took off for the applied voucher. */
  discount: number;
  onApply: (number: string | undefined) => Promise<void>;
};

/**
 * In voucher mode a member pays part of the stay with one of their vouchers (ADR 220, 224): the usable ones can be
 * chosen, the others say why not. The first usable one is not chosen for them: a voucher is used once.
 */
export function VoucherChoice({ vouchers, stay, today, applied, discount, onApply }: VoucherChoiceProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const { currency } = useHotelSettings();
  const errorText = useErrorText();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const choose = async (number: string | undefined) => {
    setError(undefined);
    setBusy(true);
    try {
      await onApply(number);
      announce(number ? t('loyalty.voucher.applied', { number }) : t('loyalty.voucher.removed'));
    } catch (failure) {
      const message = errorText(failure);
      setError(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-busy={busy}>
      <legend className={styles.legend}>{t('loyalty.voucher.legend')}</legend>
      {vouchers.length === 0 && <p>{t('loyalty.voucher.noneHeld')}</p>}
      <Choice type="radio" name="member-voucher" label={t('loyalty.voucher.none')} checked={applied === undefined} disabled={busy} onChange={() => void choose(undefined)} />
      {vouchers.map((voucher) => {
        const issue = voucherIssueFor(voucher, stay, today);
        const amount = formatMoney(voucher.amount, currency, tag);
        const hint = issue ? `${amount} ${t(`loyalty.voucher.issues.${issue}`)}` : amount;
        return (
          <Choice
            key={voucher.number}
            type="radio"
            name="member-voucher"
            label={t('loyalty.voucher.label', { name: voucher.name, number: voucher.number })}
            hint={hint}
            checked={applied === voucher.number}
            disabled={busy || issue !== null}
            onChange={() => void choose(voucher.number)}
          />
        );
      })}
      {applied && discount > 0 && <p>{t('loyalty.voucher.appliedAmount', { number: applied, amount: formatMoney(discount, currency, tag) })}</p>}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
