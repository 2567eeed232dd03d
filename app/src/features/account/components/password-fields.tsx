import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#app/components/ui/text-field.tsx';

type PasswordInput = { error: string | undefined; registration: UseFormRegisterReturn };

/** The member's current password, asked again before a change of e-mail, password or a deletion. */
export function CurrentPasswordField({ error, registration }: PasswordInput) {
  const { t } = useTranslation('account');
  return <TextField label={t('fields.currentPassword')} type="password" autoComplete="current-password" required error={error} {...registration} />;
}

/** A new password and its confirmation; `new-password` lets the browser's password manager offer one. */
export function NewPasswordFields({ password, confirmation }: { password: PasswordInput; confirmation: PasswordInput }) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" required error={password.error} {...password.registration} />
      <TextField label={t('fields.newPasswordAgain')} type="password" autoComplete="new-password" required error={confirmation.error} {...confirmation.registration} />
    </>
  );
}
