import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { confirmMember, type MemberConfirmation } from '../api/login-email';
import { useAccountHotel } from '../hooks/use-account-hotel';
import type { AccountSession } from '../utils/account-session';
import { followableUrl } from '../utils/mail-link';
import { CONFIRMATION_KEYS, confirmationRefusal, readConfirmation } from '../utils/member-confirmation';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
import styles from './account.module.css';

type Outcome =
  | { status: 'working' }
  | { status: 'done'; email: string | null; redirectUrl: string | null }
  | { status: 'failed'; message: string };

type MemberConfirmationPageProps = {
  session: AccountSession;
  resultsPath: string;
  profilePath: string;
  resendPath: string;
  signInPath: string;
};

/**
 * Reads the link's query once per document and takes it out of the address before anything else can read it, then
 * confirms: a sign-up's link makes the member, an e-mail change's makes the new address the login. Either way the
 * opener is signed in with a new session.
 */
function useConfirmation(session: AccountSession): { asked: MemberConfirmation | null; outcome: Outcome } {
  const { t } = useTranslation('account');
  const { hotelId } = useAccountHotel();
  const errorText = useErrorText();
  const [asked] = useState(() => readConfirmation(new URLSearchParams(window.location.search)));
  const [outcome, setOutcome] = useState<Outcome>(asked ? { status: 'working' } : { status: 'failed', message: t('confirm.invalid') });
  const started = useRef(false);
  const latest = useRef({ session, hotelId, errorText, t });
  useEffect(() => {
    if (started.current || asked === null) return;
    started.current = true;
    const url = new URL(window.location.href);
    for (const key of CONFIRMATION_KEYS) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', url);
    const { session: kept, hotelId: id, errorText: wording, t: translate } = latest.current;
    void (async () => {
      try {
        const { signIn, redirectUrl } = await confirmMember(id, asked);
        await kept.adopt(signIn, { signedInHere: true });
        setOutcome({ status: 'done', email: signIn.user?.email ?? null, redirectUrl: followableUrl(redirectUrl) });
      } catch (error) {
        if (!(error instanceof ApiError) || error.local || error.status !== 422) {
          setOutcome({ status: 'failed', message: wording(error) });
          return;
        }
        setOutcome({ status: 'failed', message: translate(`confirm.${confirmationRefusal(error.codes, error.errors)}`) });
      }
    })();
  }, [asked]);
  return { asked, outcome };
}

/** /member-confirmation: the mailed link of a sign-up or of a new login e-mail. */
export function MemberConfirmationPage({ session, resultsPath, profilePath, resendPath, signInPath }: MemberConfirmationPageProps) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const { asked, outcome } = useConfirmation(session);
  // An e-mail change is not a welcome: its titles say what the link did.
  const emailUpdate = asked?.email_update === true;

  if (outcome.status === 'failed') {
    return (
      <AccountFrame narrow title={emailUpdate ? t('confirm.emailFailedTitle') : t('confirm.failedTitle')}>
        <Alert>{outcome.message}</Alert>
        <AccountLinks links={[{ to: resendPath, text: t('confirm.resend') }, { to: signInPath, text: t('signIn') }]} />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame narrow title={emailUpdate ? t('confirm.emailTitle') : t('confirm.welcomeTitle')}>
      <div className={styles.stack}>
        {outcome.status === 'working' ? (
          <LoadingStatus label={t('confirm.working')} />
        ) : (
          <>
            <p role="status">{emailUpdate ? t('confirm.emailDone') : t('confirm.signUpDone')}</p>
            {outcome.email && (
              <p>
                {emailUpdate ? t('confirm.newLogin') : t('confirm.signedInAs')} <bdi>{outcome.email}</bdi>
              </p>
            )}
            {outcome.redirectUrl ? (
              <p>
                <a href={outcome.redirectUrl}>{t('confirm.continue')}</a>
              </p>
            ) : (
              <ButtonLink to={link(emailUpdate ? profilePath : resultsPath)}>{emailUpdate ? t('backToProfile') : t('confirm.toBooking')}</ButtonLink>
            )}
          </>
        )}
      </div>
    </AccountFrame>
  );
}
