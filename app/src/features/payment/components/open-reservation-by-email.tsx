import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZEmail } from '#domain/entities/reservation.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import styles from './open-reservation-by-email.module.css';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setError(errorText({ message: parsed.error.issues[0]?.message }));
      return;
    }
    onOpen(parsed.data);
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className={styles.heading}>
        {t('threeDSecure.openByEmail.heading', { number: reservationNumber })}
      </h2>
      <TextField
        type="email"
        label={t('threeDSecure.openByEmail.email')}
        autoComplete="email"
        aria-required="true"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit">{t('threeDSecure.openByEmail.submit')}</Button>
    </form>
  );
}
