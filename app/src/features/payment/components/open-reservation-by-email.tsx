import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ZEmail } from '#domain/entities/reservation.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import styles from './open-reservation-by-email.module.css';

const ZOpenByEmailForm = z.object({ email: ZEmail });

type OpenReservationByEmailProps = {
  reservationNumber: string;
  /** Opens the confirmation, proven with the booking's email (a confirmation address may carry one). */
  onOpen: (email: string) => void;
};

/**
 * After a session loss the bypass token of a booking is gone, but the guest can still prove it is theirs with the
 * email they booked with (document 2 section 7.5): this brings them back to its confirmation.
 */
export function OpenReservationByEmail({ reservationNumber, onOpen }: OpenReservationByEmailProps) {
  const { t } = useTranslation('booking');
  const errorText = useFieldErrorText();
  const headingId = useId();
  // Checked when sent; the message stays until the next try.
  const form = useForm<z.input<typeof ZOpenByEmailForm>, unknown, z.output<typeof ZOpenByEmailForm>>({
    resolver: zodResolver(ZOpenByEmailForm),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit((values) => onOpen(values.email))}>
      <h2 id={headingId} className={styles.heading}>
        {t('threeDSecure.openByEmail.heading', { number: reservationNumber })}
      </h2>
      <TextField
        type="email"
        label={t('threeDSecure.openByEmail.email')}
        autoComplete="email"
        aria-required="true"
        error={errorText(form.formState.errors.email)}
        {...form.register('email')}
      />
      <Button type="submit">{t('threeDSecure.openByEmail.submit')}</Button>
    </form>
  );
}
