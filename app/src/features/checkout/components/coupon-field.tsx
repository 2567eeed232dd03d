import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { codedMessageKey } from '../utils/booking-refusal';
import styles from './coupon-field.module.css';

type CouponFieldProps = {
  /** The coupon applied now, if any: one at a time. */
  applied?: string;
  /** Prices the stay with the code; rejects when the server refuses the coupon. */
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
};

/** One coupon at a time (document 1 section 5): applying asks the price again with it; a refused code says why. */
export function CouponField({ applied, onApply, onRemove }: CouponFieldProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('coupon.required'));
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      await onApply(trimmed);
      setCode('');
    } catch (failure) {
      setError(couponErrorText(failure) ?? errorText(failure));
    } finally {
      setChecking(false);
    }
  };

  const couponErrorText = (failure: unknown) => {
    if (!(failure instanceof ApiError) || failure.status !== 422) return undefined;
    const key = codedMessageKey(failure.codes);
    return key ? t(`failure.messages.${key}`) : t('coupon.invalid');
  };

  return (
    <section className={styles.coupon} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('coupon.heading')}
      </h2>
      {applied ? (
        <div className={styles.applied}>
          <p>{t('coupon.applied', { code: applied })}</p>
          <Button variant="secondary" onClick={onRemove}>
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={(event) => void apply(event)}>
          <TextField
            label={t('coupon.code')}
            hint={t('coupon.hint')}
            autoComplete="off"
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={checking}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
