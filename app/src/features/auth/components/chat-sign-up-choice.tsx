import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSignUpOffered } from '../hooks/use-sign-up-offered';
import type { SignUpFlow } from '../utils/sign-up-flow';
import { AuthFrame } from './auth-frame';
import styles from './sign-in-page.module.css';
import { SignUpUnavailable } from './sign-up-unavailable';

/** /chat-sign-up: in the chat, a guest chooses to sign up by email or, already a member, to sign in. */
export function ChatSignUpChoice({ flow }: { flow: SignUpFlow }) {
  const { t } = useTranslation('auth');
  const link = useHotelLink();
  const offered = useSignUpOffered();
  const [searchParams] = useSearchParams();
  const urlBack = searchParams.get('urlBack') ?? undefined;
  if (!offered) return <SignUpUnavailable title={t('chatSignUp.title')} fallbackPath={flow.fallbackPath} />;
  return (
    <AuthFrame title={t('chatSignUp.title')} lead={t('chatSignUp.lead')}>
      <div className={styles.choices}>
        <ButtonLink to={link(flow.formPath(urlBack))} block>
          {t('chatSignUp.byEmail')}
        </ButtonLink>
        <ButtonLink to={link(flow.signInPath(urlBack))} variant="secondary" block>
          {t('chatSignUp.signIn')}
        </ButtonLink>
      </div>
    </AuthFrame>
  );
}
