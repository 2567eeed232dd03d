import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useAuthStore } from '../stores/auth-store';
import { safeUrlBack } from '../utils/login-display';
import type { SignUpFlow } from '../utils/sign-up-flow';
import { AuthFrame } from './auth-frame';
import styles from './sign-in-page.module.css';

/** Opening the mailed link: still confirming, done (the member is signed in), or refused with why. */
export type SignUpConfirmation = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

type SignUpDonePageProps = {
  flow: SignUpFlow;
  confirmation: SignUpConfirmation;
  /** In the chat, the membership is being linked to the chat user (the page moves on once it is). */
  linking?: boolean;
};

/**
 * /sign-up-done, /chat-sign-up-done: the mailed link confirms the sign-up and signs the new member in. A refused
 * link says why (period expired, already confirmed, not valid) and offers signing up again or signing in.
 */
export function SignUpDonePage({ flow, confirmation, linking = false }: SignUpDonePageProps) {
  const { t } = useTranslation('auth');
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const urlBack = searchParams.get('urlBack') ?? undefined;

  if (confirmation.status === 'failed') {
    return (
      <AuthFrame
        title={t('signUpDone.failedTitle')}
        links={
          <>
            <p>
              <Link to={link(flow.formPath(urlBack))}>{t('signUpDone.signUpAgain')}</Link>
            </p>
            <p>
              <Link to={link(flow.signInPath(urlBack))}>{t('signUp.signIn')}</Link>
            </p>
          </>
        }
      >
        <Alert>{confirmation.message}</Alert>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('signUpDone.title')}>
      <div className={styles.status}>
        {confirmation.status === 'working' && <LoadingStatus label={t('signUpDone.confirming')} />}
        {confirmation.status === 'done' && (
          <>
            <p role="status">{confirmation.message}</p>
            {user && (
              <p>
                {t('signUpDone.signedInAs')} <bdi>{t('login.formalName', { first: user.first_name, last: user.last_name })}</bdi>
              </p>
            )}
            {linking ? (
              <LoadingStatus label={t('signUpDone.linking')} />
            ) : (
              <ButtonLink to={link(safeUrlBack(urlBack ?? null, flow.fallbackPath))}>{t('signUpDone.continue')}</ButtonLink>
            )}
          </>
        )}
      </div>
    </AuthFrame>
  );
}
