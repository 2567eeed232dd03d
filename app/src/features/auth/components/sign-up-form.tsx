import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTS } from '#domain/constants/limits.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { isSignUpMessage, SIGN_UP_FIELDS, signUpFormSchema, type SignUpValues } from '../utils/sign-up-form';
import styles from './sign-in-page.module.css';

const EMPTY: SignUpValues = { email: '', password: '', password_confirmation: '', last_name: '', first_name: '', terms_accepted: false };

/** The text of a sign-up field's message key: the auth catalog's sign-up wording, else the common one. */
export function useSignUpMessageText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  return (key) => (key === undefined ? undefined : isSignUpMessage(key) ? t(`signUp.validation.${key}`) : fieldText({ message: key }));
}

/**
 * The sign-up form: what the member programme needs (email, a password twice, names, the terms). Bad input is
 * worded at its field, on the page's own check and on the server's (an address already a member's, a name in
 * another script); anything else above the form.
 */
export function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpValues) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const locale = useSessionStore((state) => state.locale);
  const messageText = useSignUpMessageText();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(signUpFormSchema(locale)), [locale]);
  const form = useForm<SignUpValues>({ resolver, defaultValues: EMPTY, mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? SIGN_UP_FIELDS.filter((field) => error.errors[field]?.[0]) : [];
      if (error instanceof ApiError && fields.length > 0) {
        fields.forEach((field, index) =>
          form.setError(field, { type: 'server', message: error.errors[field]?.[0]?.error }, { shouldFocus: index === 0 }),
        );
      } else {
        setFailure(errorText(error));
      }
    }
  });

  const textOf = (name: keyof SignUpValues) => messageText(errors[name]?.message);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Alert>{failure}</Alert>}
      <TextField label={t('signUp.email')} type="email" autoComplete="email" required error={textOf('email')} {...form.register('email')} />
      <TextField
        label={t('signUp.password')}
        hint={t('signUp.passwordRule', { min: COUNTS.passwordMinLength })}
        type="password"
        autoComplete="new-password"
        required
        error={textOf('password')}
        {...form.register('password')}
      />
      <TextField
        label={t('signUp.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={textOf('password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <TextField label={t('signUp.lastName')} autoComplete="family-name" required error={textOf('last_name')} {...form.register('last_name')} />
      <TextField label={t('signUp.firstName')} autoComplete="given-name" required error={textOf('first_name')} {...form.register('first_name')} />
      <p className={styles.hint}>{t('signUp.nameRule')}</p>
      <CheckboxField label={t('signUp.terms')} required error={textOf('terms_accepted')} {...form.register('terms_accepted')} />
      <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
