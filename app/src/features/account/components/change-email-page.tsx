import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { requestEmailChange } from '../api/login-email';
import { accountKeys } from '../api/keys';
import { useAccountFieldText, useAccountHotel } from '../hooks/use-account-hotel';
import { EMAIL_CHANGE_REFUSALS, emailChangeSchema, type EmailChangeValues } from '../utils/email-form';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
import { CurrentPasswordField } from './password-fields';
import styles from './account.module.css';

type ChangeEmailPageProps = { confirmationPath: string; profilePath: string };

/**
 * /my-account/change-login-email: a new login e-mail, proven with the current password. It stays pending until the
 * link mailed to the new address is opened; the old address signs in until then (document 1 section 4).
 */
export function ChangeEmailPage({ confirmationPath, profilePath }: ChangeEmailPageProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { hotelId, mailLink } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailChangeValues>({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '', current_password: '' }, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await requestEmailChange(hotelId, values.email, values.current_password, mailLink(confirmationPath));
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      setPending(answer.pending_email ?? values.email);
    } catch (error) {
      if (error instanceof ApiError && !error.local) {
        for (const field of ['email', 'current_password'] as const) {
          const issue = error.errors[field]?.[0]?.error;
          if (issue && (EMAIL_CHANGE_REFUSALS as readonly string[]).includes(issue)) {
            form.setError(field, { type: 'server', message: t(`validation.${issue}`) }, { shouldFocus: true });
            return;
          }
        }
      }
      setFailure(errorText(error));
    }
  });

  return (
    <AccountFrame narrow title={t('changeEmail.title')} lead={pending === null ? t('changeEmail.lead') : undefined}>
      {pending === null ? (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {failure && <Alert>{failure}</Alert>}
          <TextField label={t('fields.newEmail')} type="email" autoComplete="email" required error={fieldText(errors.email)} {...form.register('email')} />
          <CurrentPasswordField error={fieldText(errors.current_password)} registration={form.register('current_password')} />
          <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? t('sending') : t('changeEmail.submit')}
          </Button>
        </form>
      ) : (
        <div className={styles.stack} role="status">
          <p>
            {t('changeEmail.sent')} <bdi>{pending}</bdi>
          </p>
          <p className={styles.hint}>{t('login.pendingHint')}</p>
        </div>
      )}
      <AccountLinks links={[{ to: profilePath, text: t('backToProfile') }]} />
    </AccountFrame>
  );
}
