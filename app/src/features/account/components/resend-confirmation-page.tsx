import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { resendConfirmationEmail } from '../api/login-email';
import { useAccountFieldText } from '../hooks/use-account-hotel';
import { useEmailLinkRequest } from '../hooks/use-email-link-request';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
import styles from './account.module.css';

type ResendConfirmationPageProps = {
  /** The page the new link opens (/member-confirmation). */
  confirmationPath: string;
  signInPath: string;
};

/**
 * /resend-confirmation-email: a new link for whatever waits on the address (a sign-up not yet confirmed, or a new
 * login e-mail not yet confirmed); earlier links stop working. The answer is the same for any address.
 */
export function ResendConfirmationPage({ confirmationPath, signInPath }: ResendConfirmationPageProps) {
  const { t } = useTranslation('account');
  const fieldText = useAccountFieldText();
  const { form, submit, sentTo, failure } = useEmailLinkRequest(resendConfirmationEmail, confirmationPath);
  const { errors, isSubmitting } = form.formState;

  return (
    <AccountFrame narrow title={t('resend.title')} lead={t('resend.lead')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {failure && <Alert>{failure}</Alert>}
        {sentTo !== null && (
          <p role="status">
            {t('resend.sent')} <bdi>{sentTo}</bdi>
          </p>
        )}
        <TextField label={t('fields.email')} type="email" autoComplete="email" required error={fieldText(errors.email)} {...form.register('email')} />
        <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('resend.submit')}
        </Button>
      </form>
      <AccountLinks links={[{ to: signInPath, text: t('backToSignIn') }]} />
    </AccountFrame>
  );
}
