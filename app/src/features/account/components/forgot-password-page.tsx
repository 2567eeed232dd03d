import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { requestPasswordReset } from '../api/password';
import { useAccountFieldText, useAccountHotel } from '../hooks/use-account-hotel';
import { emailOnlySchema, type EmailOnlyValues } from '../utils/email-form';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';

type ForgotPasswordPageProps = {
  /** The page the mailed link opens (the server adds reset_password_token). */
  resetPath: string;
  signInPath: string;
};

/**
 * /forgot-password: one address in, and the same answer whatever it is (whether an address is a member's is never
 * told, ADR 212); a member's address gets a link to set a new password, valid for an hour.
 */
export function ForgotPasswordPage({ resetPath, signInPath }: ForgotPasswordPageProps) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const link = useHotelLink();
  const { hotelId, mailLink } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(hotelId, email, mailLink(resetPath), locale);
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <AccountFrame narrow title={t('forgot.title')} lead={sentTo === null ? t('forgot.lead') : undefined}>
      {sentTo === null ? (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {failure && <Alert>{failure}</Alert>}
          <TextField label={t('fields.email')} type="email" autoComplete="email" required error={fieldText(errors.email)} {...form.register('email')} />
          <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? t('sending') : t('forgot.submit')}
          </Button>
        </form>
      ) : (
        <div className={styles.stack} role="status">
          <p>
            {t('forgot.sent')} <bdi>{sentTo}</bdi>
          </p>
          <p className={styles.hint}>{t('forgot.sentHint')}</p>
        </div>
      )}
      <div className={styles.links}>
        <p>
          <Link to={link(signInPath)}>{t('backToSignIn')}</Link>
        </p>
      </div>
    </AccountFrame>
  );
}
