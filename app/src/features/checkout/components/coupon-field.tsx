import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { codedMessageKey } from '../utils/booking-refusal';
import styles from './coupon-field.module.css';

/** A code is needed to apply one; whether it is valid is the server's to say (its refusal is shown at the field). */
const ZCouponForm = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'required')) });

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
  // Checked when applied; the message stays until the next try.
  const form = useForm<z.input<typeof ZCouponForm>, unknown, z.output<typeof ZCouponForm>>({
    resolver: zodResolver(ZCouponForm),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const apply = form.handleSubmit(async ({ code }) => {
    try {
      await onApply(code);
      form.reset();
    } catch (failure) {
      // The server's refusal is already worded (a coupon message or the common error text).
      form.setError('code', { type: 'server', message: couponErrorText(failure) ?? errorText(failure) });
    }
  });

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
            error={errors.code?.type === 'server' ? errors.code.message : errors.code && t(`coupon.${errors.code.message}`)}
            {...form.register('code')}
          />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
