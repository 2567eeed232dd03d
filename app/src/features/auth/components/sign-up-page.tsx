import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { authHotelOf } from '../api/member-session';
import { signUp } from '../api/sign-up';
import { useConfirmationUrl } from '../hooks/use-confirmation-url';
import { useSignUpOffered } from '../hooks/use-sign-up-offered';
import type { SignUpFlow, SignUpResultState } from '../utils/sign-up-flow';
import type { SignUpValues } from '../utils/sign-up-form';
import { AuthFrame } from './auth-frame';
import { SignUpForm } from './sign-up-form';
import { SignUpUnavailable } from './sign-up-unavailable';

/**
 * The sign-up form page (/sign-up, /chat-sign-up-form): the sign-up is kept pending and its link mailed; the
 * result page then asks the guest to open it. The link leads to this flow's done page, in this language.
 */
export function SignUpPage({ flow }: { flow: SignUpFlow }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const offered = useSignUpOffered();
  const confirmationUrl = useConfirmationUrl(flow);
  const urlBack = searchParams.get('urlBack') ?? undefined;
  const title = t(flow.kind === 'chat' ? 'chatSignUp.formTitle' : 'signUp.title');
  if (!offered) return <SignUpUnavailable title={title} fallbackPath={flow.fallbackPath} />;

  const submit = async (values: SignUpValues) => {
    const pending = await signUp(authHotelOf(settings), values, useSessionStore.getState().locale, await confirmationUrl());
    const state: SignUpResultState = { email: pending.email, expiresAt: pending.expires_at };
    await navigate(link(flow.resultPath(urlBack)), { state });
  };

  return (
    <AuthFrame
      title={title}
      lead={t('signUp.lead', { hotel: settings.hotel_name })}
      links={
        <p>
          {t('signUp.haveAccount')} <Link to={link(flow.signInPath(urlBack))}>{t('signUp.signIn')}</Link>
        </p>
      }
    >
      <SignUpForm onSubmit={submit} />
    </AuthFrame>
  );
}
