import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TIME } from '#domain/constants/limits.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { formatDateTime } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { authHotelOf } from '../api/member-session';
import { resendConfirmation } from '../api/sign-up';
import { useConfirmationUrl } from '../hooks/use-confirmation-url';
import { isSignUpResultState, type SignUpFlow, type SignUpResultState } from '../utils/sign-up-flow';
import { AuthFrame } from './auth-frame';
import { useSignUpMessageText } from './sign-up-form';
import styles from './sign-in-page.module.css';

const MINUTE_MS = 60_000;

/**
 * /sign-up-result, /chat-sign-up-result: "check your email". The address and the link's deadline come with the
 * navigation from the form (never in the address); after a reload the guest types the address to have the link
 * sent again (resend_confirmation, which replaces the old link).
 */
export function SignUpResultPage({ flow }: { flow: SignUpFlow }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const { tag } = useLocale();
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const confirmationUrl = useConfirmationUrl(flow);
  const errorText = useErrorText();
  const messageText = useSignUpMessageText();
  const [pending, setPending] = useState<SignUpResultState | null>(isSignUpResultState(state) ? state : null);
  const [typedEmail, setTypedEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'sent' | 'failed' | 'field'; text: string } | null>(null);
  const urlBack = searchParams.get('urlBack') ?? undefined;

  const resend = async () => {
    const email = pending?.email ?? typedEmail.trim();
    if (!email) {
      setOutcome({ kind: 'field', text: messageText('required') ?? '' });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const renewed = await resendConfirmation(authHotelOf(settings), email, await confirmationUrl());
      setPending({ email: renewed.email, expiresAt: renewed.expires_at });
      setOutcome({ kind: 'sent', text: t('signUpResult.resent', { email: renewed.email }) });
    } catch (error) {
      const fieldKey = error instanceof ApiError ? error.errors.email?.[0]?.error : undefined;
      if (fieldKey && !pending) setOutcome({ kind: 'field', text: messageText(fieldKey) ?? errorText(error) });
      else setOutcome({ kind: 'failed', text: fieldKey ? (messageText(fieldKey) ?? errorText(error)) : errorText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthFrame
      title={t('signUpResult.title')}
      links={
        <>
          <p>
            {t('signUpResult.wrongAddress')} <Link to={link(flow.formPath(urlBack))}>{t('signUpResult.again')}</Link>
          </p>
          <p>
            <Link to={link(flow.fallbackPath)}>{t('signUp.toBooking')}</Link>
          </p>
        </>
      }
    >
      <div className={styles.status}>
        {pending ? (
          <p>
            {t('signUpResult.sentTo')} <bdi>{pending.email}</bdi>
          </p>
        ) : (
          <p>{t('signUpResult.sent')}</p>
        )}
        <p>{t('signUpResult.openLink')}</p>
        <p className={styles.hint}>{t('signUpResult.delay', { minutes: TIME.emailDelayMs / MINUTE_MS })}</p>
        {pending && <p className={styles.hint}>{t('signUpResult.until', { time: formatDateTime(pending.expiresAt, tag, settings.time_zone) })}</p>}

        <h2 className={styles.subheading}>{t('signUpResult.notReceived')}</h2>
        {!pending && (
          <TextField
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
            error={outcome?.kind === 'field' ? outcome.text : undefined}
          />
        )}
        <Button variant="secondary" onClick={() => void resend()} disabled={sending} aria-disabled={sending}>
          {sending ? t('signUpResult.resending') : t('signUpResult.resend')}
        </Button>
        <p role="status">{outcome?.kind === 'sent' ? outcome.text : ''}</p>
        {outcome?.kind === 'failed' && <Alert>{outcome.text}</Alert>}
      </div>
    </AuthFrame>
  );
}
