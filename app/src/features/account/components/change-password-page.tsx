import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { changePassword, resetPassword } from '../api/password';
import { useAccountFieldText, useAccountHotel } from '../hooks/use-account-hotel';
import type { AccountSession } from '../utils/account-session';
import {
  changePasswordSchema,
  passwordRefusal,
  resetPasswordSchema,
  type ChangePasswordValues,
  type PasswordRefusal,
  type ResetPasswordValues,
} from '../utils/password-form';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import styles from './account.module.css';

/** The mailed link's key; taken out of the address once read, so it stays in no history or bookmark. */
const RESET_TOKEN_KEY = 'reset_password_token';

type ChangePasswordPageProps = {
  session: AccountSession;
  signInPath: string;
  forgotPasswordPath: string;
  profilePath: string;
};

/** Reads the link's token once, then takes it out of the address (outside the router: the page stays). */
function useResetToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get(RESET_TOKEN_KEY)?.trim() || null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(RESET_TOKEN_KEY)) return;
    url.searchParams.delete(RESET_TOKEN_KEY);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return token;
}

/**
 * /change-password: with the mailed link's reset_password_token, a new password for the member who asked (every
 * session of theirs ends; they sign in again); without one, a signed-in member's change with the current password,
 * which answers a new session the app keeps (ADR 213).
 */
export function ChangePasswordPage(props: ChangePasswordPageProps) {
  const token = useResetToken();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  if (token) return <ResetPassword token={token} {...props} />;
  if (signedIn) return <SignedInChange {...props} />;
  return <NoLink {...props} />;
}

function NoLink({ forgotPasswordPath }: ChangePasswordPageProps) {
  const { t } = useTranslation('account');
  return (
    <AccountFrame narrow title={t('reset.title')}>
      <Alert>{t('reset.link_invalid')}</Alert>
      <AccountLinks links={[{ to: forgotPasswordPath, text: t('reset.askAgain') }]} />
    </AccountFrame>
  );
}

/** Puts a refused new password where it belongs: at the field, or (the link itself refused) above the form. */
function useRefusal<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  return (error: unknown): { link: PasswordRefusal | null; failure: string | null } => {
    const refusal = error instanceof ApiError && !error.local ? passwordRefusal(error.codes, error.errors) : null;
    if (refusal === null) return { link: null, failure: errorText(error) };
    if (refusal.at === 'link') return { link: refusal, failure: t(`reset.${refusal.message}`) };
    form.setError(refusal.at as Path<T>, { type: 'server', message: t(`validation.${refusal.message}`) }, { shouldFocus: true });
    return { link: null, failure: null };
  };
}

function ResetPassword({ token, signInPath, forgotPasswordPath }: ChangePasswordPageProps & { token: string }) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const { hotelId } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; linkRefused: boolean } | null>(null);
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', password_confirmation: '' }, reValidateMode: 'onSubmit' });
  const refusal = useRefusal(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(hotelId, token, values.password, values.password_confirmation);
      setDone(true);
    } catch (error) {
      const outcome = refusal(error);
      if (outcome.failure) setFailure({ text: outcome.failure, linkRefused: outcome.link !== null });
    }
  });

  if (done) {
    return (
      <AccountFrame narrow title={t('reset.doneTitle')}>
        <div className={styles.stack}>
          <p role="status">{t('reset.done')}</p>
          <p>
            <Link to={link(signInPath)}>{t('signIn')}</Link>
          </p>
        </div>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame narrow title={t('reset.title')} lead={t('passwordRule')}>
      {failure && <Alert>{failure.text}</Alert>}
      {failure?.linkRefused ? (
        <AccountLinks links={[{ to: forgotPasswordPath, text: t('reset.askAgain') }]} />
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <NewPasswordFields
            password={{ error: fieldText(errors.password), registration: form.register('password') }}
            confirmation={{ error: fieldText(errors.password_confirmation), registration: form.register('password_confirmation') }}
          />
          <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AccountFrame>
  );
}

function SignedInChange({ session, profilePath, forgotPasswordPath }: ChangePasswordPageProps) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const { hotelId } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const refusal = useRefusal(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const signIn = await changePassword(hotelId, values.current_password, values.password, values.password_confirmation);
      // The old session ended with the change: the app holds the new one at once, wherever it keeps sign-ins.
      await session.adopt(signIn);
      setDone(true);
    } catch (error) {
      setFailure(refusal(error).failure);
    }
  });

  if (done) {
    return (
      <AccountFrame narrow title={t('change.doneTitle')}>
        <div className={styles.stack}>
          <p role="status">{t('change.done')}</p>
          <p>
            <Link to={link(profilePath)}>{t('backToProfile')}</Link>
          </p>
        </div>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame narrow title={t('change.title')} lead={t('passwordRule')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {failure && <Alert>{failure}</Alert>}
        <CurrentPasswordField error={fieldText(errors.current_password)} registration={form.register('current_password')} />
        <NewPasswordFields
          password={{ error: fieldText(errors.password), registration: form.register('password') }}
          confirmation={{ error: fieldText(errors.password_confirmation), registration: form.register('password_confirmation') }}
        />
        <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('change.submit')}
        </Button>
      </form>
      <AccountLinks links={[{ to: forgotPasswordPath, text: t('forgot.link') }, { to: profilePath, text: t('backToProfile') }]} />
    </AccountFrame>
  );
}
