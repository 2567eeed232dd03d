import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { requestPasswordReset } from '../api/password';
import { useAccountFieldText } from '../hooks/use-account-hotel';
import { useEmailLinkRequest } from '../hooks/use-email-link-request';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
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
  const fieldText = useAccountFieldText();
  const { form, submit, sentTo, failure } = useEmailLinkRequest(requestPasswordReset, resetPath);
  const { errors, isSubmitting } = form.formState;

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
      <AccountLinks links={[{ to: signInPath, text: t('backToSignIn') }]} />
    </AccountFrame>
  );
}
