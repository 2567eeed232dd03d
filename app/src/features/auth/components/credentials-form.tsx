import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LOCKED_CODE } from '#domain/constants/error-codes.ts';
import { SIGN_IN_LOCK } from '#domain/entities/member.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import { FIELD_REFUSALS, type CredentialsValues } from '../utils/sign-in-form';
import styles from './sign-in-page.module.css';

type Field = { name: keyof CredentialsValues; label: string; type: 'email' | 'text' | 'password'; autoComplete: string };

type CredentialsFormProps = {
  resolver: Resolver<CredentialsValues>;
  /** The login field (email or account id); the password field follows it. */
  login: Omit<Field, 'name'>;
  passwordLabel: string;
  /** The wording of a refused pair (wrong id or password), shown at the password field. */
  refusalText: string;
  submitLabel: string;
  onSubmit: (values: CredentialsValues) => Promise<void>;
};

/**
 * An id-and-password form: bad input is worded at its field, a refused sign-in at the password field, a locked
 * account (1301) and any other failure above the form. While it is being sent the button says so and cannot be pressed twice.
 */
export function CredentialsForm({ resolver, login, passwordLabel, refusalText, submitLabel, onSubmit }: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CredentialsValues>({ resolver, defaultValues: { login: '', password: '' }, mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const fields: Field[] = [
    { name: 'login', ...login },
    { name: 'password', label: passwordLabel, type: 'password', autoComplete: 'current-password' },
  ];

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && (FIELD_REFUSALS as readonly string[]).includes(error.title)) {
        form.setError('password', { type: 'server', message: refusalText }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.codes.includes(ACCOUNT_LOCKED_CODE)) {
        // Document 2 section 8.1, 1301 "account locked": worded here, in the guest's language, with the wait.
        setFailure(t('errors.accountLocked', { minutes: SIGN_IN_LOCK.lockMinutes }));
      } else {
        setFailure(errorText(error));
      }
    }
  });

  const textOf = (name: keyof CredentialsValues) => {
    const error = errors[name];
    return error?.type === 'server' ? error.message : fieldText(error);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Alert>{failure}</Alert>}
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          error={textOf(field.name)}
          {...form.register(field.name)}
        />
      ))}
      <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : submitLabel}
      </Button>
    </form>
  );
}
