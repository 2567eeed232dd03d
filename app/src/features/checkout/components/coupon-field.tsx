import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#app/components/ui/button.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
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

/**
 * One coupon at a time (document 1 section 5): applying asks the price again with it; a refused code says why.
 * It sits inside the booking form, so it is a group, not a form of its own: Enter in the code applies it instead
 * of sending the booking. After each answer focus goes to what the guest reads or does next, and the live region
 * says it.
 */
export function CouponField({ applied, onApply, onRemove }: CouponFieldProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const headingId = useId();
  const appliedRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes once the answer is on screen: the applied message, or the code field again. */
  const focusNext = useRef<'applied' | 'code' | null>(null);
  // Checked when applied; the message stays until the next try.
  const form = useForm<z.input<typeof ZCouponForm>, unknown, z.output<typeof ZCouponForm>>({
    resolver: zodResolver(ZCouponForm),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (focusNext.current === 'applied') appliedRef.current?.focus();
    if (focusNext.current === 'code') form.setFocus('code');
    focusNext.current = null;
  }, [applied, form]);

  const apply = form.handleSubmit(async ({ code }) => {
    try {
      await onApply(code);
      form.reset();
      focusNext.current = 'applied';
      announce(t('coupon.applied', { code }));
    } catch (failure) {
      // The server's refusal is already worded (a coupon message or the common error text).
      const message = couponErrorText(failure) ?? errorText(failure);
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
      announce(message);
    }
  });

  const remove = () => {
    focusNext.current = 'code';
    onRemove();
    announce(t('coupon.removed'));
  };

  const couponErrorText = (failure: unknown) => {
    if (!(failure instanceof ApiError) || failure.status !== 422) return undefined;
    const key = codedMessageKey(failure.codes);
    return key ? t(`failure.messages.${key}`) : t('coupon.invalid');
  };

  return (
    <section aria-labelledby={headingId}>
      <Disclosure
        summary={<span id={headingId}>{t('coupon.heading')}</span>}
        status={applied ? t('coupon.appliedShort', { code: applied }) : t('coupon.notApplied')}
        defaultOpen={applied !== undefined}
      >
        {applied ? (
          <div className={styles.applied}>
            <p ref={appliedRef} tabIndex={-1}>
              {t('coupon.applied', { code: applied })}
            </p>
            <Button variant="secondary" onClick={remove}>
              {t('coupon.remove')}
            </Button>
          </div>
        ) : (
          <div role="group" className={styles.form} aria-labelledby={headingId}>
            <TextField
              label={t('coupon.code')}
              hint={t('coupon.hint')}
              autoComplete="off"
              error={errors.code?.type === 'server' ? errors.code.message : errors.code && t(`coupon.${errors.code.message}`)}
              {...form.register('code')}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter applies the code; it must not send the booking form around it.
                event.preventDefault();
                void apply();
              }}
            />
            <Button variant="secondary" disabled={isSubmitting} onClick={() => void apply()}>
              {t('coupon.apply')}
            </Button>
          </div>
        )}
      </Disclosure>
    </section>
  );
}
