import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTA_BOOKING_LIMITS } from '#domain/entities/ota-booking.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { keepEmailVerification } from '#app/shared/booking-draft/email-verification.ts';
import { confirmVerificationCode, requestVerificationCode } from '../api/email-verification';
import { codeRefusal, codeStepSchema, emailStepSchema, type CodeStepValues, type EmailStepValues } from '../utils/email-verification-form';
import styles from './email-verification-step.module.css';

type EmailVerificationStepProps = { hotelCode: string; hotelName: string; onVerified: () => void };

const emailResolver = zodResolver(emailStepSchema);
const codeResolver = zodResolver(codeStepSchema);

/**
 * Before a travel-agency booking (ADR 242): the guest gives the address the booking is sent to, receives a 6-digit
 * code there and types it back. The verified address fills the booking form's e-mail fields.
 */
export function EmailVerificationStep({ hotelCode, hotelName, onVerified }: EmailVerificationStepProps) {
  const { t } = useTranslation('ota-booking');
  // The page is guest detail's first step: it keeps guest detail's title, the check is its section.
  const { t: tBooking } = useTranslation('booking');
  const { locale } = useLocale();
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailForm = useForm<EmailStepValues>({ resolver: emailResolver, defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const codeForm = useForm<CodeStepValues>({ resolver: codeResolver, defaultValues: { code: '' }, reValidateMode: 'onSubmit' });

  const send = async (email: string) => {
    setFailure(null);
    try {
      await requestVerificationCode(email, locale);
      codeForm.reset({ code: '' });
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const submitEmail = emailForm.handleSubmit(({ email }) => send(email));
  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    setFailure(null);
    try {
      const verified = await confirmVerificationCode(sentTo, code);
      keepEmailVerification(hotelCode, { email: sentTo, token: verified.token, expires_at: verified.expiresAt });
      saveDraftValues(hotelCode, { email: sentTo, email_confirmation: sentTo });
      onVerified();
    } catch (error) {
      const refusal = codeRefusal(error);
      if (refusal) codeForm.setError('code', { type: 'server', message: t(`errors.${refusal}`) }, { shouldFocus: true });
      else setFailure(errorText(error));
    }
  });

  const codeError = codeForm.formState.errors.code;
  const codeErrorText = codeError?.type === 'server' ? codeError.message : codeError?.message && t(`errors.${codeError.message}`);

  return (
    <div className={styles.page}>
      <DocumentTitle page={tBooking('guestDetail.title')} hotelName={hotelName} />
      <PageHeading>{tBooking('guestDetail.title')}</PageHeading>
      <h2 className={styles.title}>{t('verify.title')}</h2>
      <p className={styles.lead}>{t('verify.intro')}</p>
      {failure && <Alert>{failure}</Alert>}
      {sentTo === null ? (
        <form className={styles.form} noValidate onSubmit={(event) => void submitEmail(event)}>
          <TextField
            label={t('verify.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldText(emailForm.formState.errors.email)}
            {...emailForm.register('email')}
          />
          <Button type="submit" block disabled={emailForm.formState.isSubmitting}>
            {emailForm.formState.isSubmitting ? t('verify.sending') : t('verify.send')}
          </Button>
        </form>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submitCode(event)}>
          <Notice>
            <p role="status">{t('verify.sent', { email: sentTo, minutes: OTA_BOOKING_LIMITS.codeLifetimeMs / 60_000 })}</p>
          </Notice>
          <TextField
            label={t('verify.code')}
            hint={t('verify.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={codeErrorText}
            {...codeForm.register('code')}
          />
          <Button type="submit" block disabled={codeForm.formState.isSubmitting}>
            {codeForm.formState.isSubmitting ? t('verify.confirming') : t('verify.confirm')}
          </Button>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void send(sentTo)}>
              {t('verify.resend')}
            </Button>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {t('verify.changeEmail')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
