import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { isFramed } from '#app/platform/host-bridge.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { HAND_BACK_PARAM, onHandBack, openFirstPartySignIn } from '../api/first-party-sign-in';
import { authHotelOf, loadIdentity } from '../api/member-session';
import { CUSTOM_SSO, isSignInProvider, LINE_REDIRECT_DELAY_MS, startProviderSignIn, type CallbackKind } from '../api/provider-sign-in';
import styles from './sign-in-page.module.css';

/** The query key a first-party window is opened with to start that provider's sign-in at once (ADR 214). */
const START_PARAM = 'provider';

type Status = { kind: 'idle' } | { kind: 'redirecting'; provider: CallbackKind } | { kind: 'failed' } | { kind: 'blocked' };

/**
 * The sign-in buttons of the external providers the brand enables (ADR 214). At the app's own address a button
 * goes to the provider's consent page in this tab (LINE after its 500 ms). In a frame, where the providers refuse to
 * be shown, it opens the app's sign-in in a first-party window that starts the same flow and, once signed in,
 * hands the sign-in back to this frame (ADR 200).
 */
export function ProviderSignInButtons({
  signInPath,
  onSignedIn,
  only,
  heading,
}: {
  signInPath: (urlBack?: string) => string;
  onSignedIn: () => Promise<void> | void;
  /** A screen of one kind (/ota-sign-in) shows only these of the brand's offer. */
  only?: readonly CallbackKind[];
  heading?: string;
}) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const { locale } = useLocale();
  const headingId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const opened = useRef<Window | null>(null);
  const autoStarted = useRef(false);
  const membership = settings.membership?.login_enabled ? settings.membership : undefined;
  // A brand with a partner site (a custom auth token name) also offers signing in there (ADR 222).
  const offered: CallbackKind[] = membership ? [...(membership.sign_in_providers ?? []), ...(membership.custom_auth_token_name ? [CUSTOM_SSO] : [])] : [];
  const providers = only ? offered.filter((provider) => only.includes(provider)) : offered;
  const hotel = authHotelOf(settings);
  const urlBack = searchParams.get('urlBack');

  useEffect(
    () =>
      onHandBack(
        () => opened.current,
        (token) =>
          void loadIdentity(hotel, token).then(() => onSignedIn()),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hotel is fixed for the page's life
    [onSignedIn],
  );

  const go = async (provider: CallbackKind, handBack: boolean) => {
    setStatus({ kind: 'redirecting', provider });
    try {
      const target = await startProviderSignIn(hotel, provider, { urlBack, handBack, locale });
      if (provider === 'line') await new Promise((resolve) => setTimeout(resolve, LINE_REDIRECT_DELAY_MS));
      window.location.assign(target);
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  // In the first-party window the frame opened: start the provider it names at once.
  const startIn = searchParams.get(START_PARAM) ?? undefined;
  useEffect(() => {
    if (autoStarted.current || startIn === undefined || !(startIn === CUSTOM_SSO || isSignInProvider(startIn)) || !providers.includes(startIn)) return;
    if (searchParams.get(HAND_BACK_PARAM) !== '1' || !window.opener || isFramed()) return;
    autoStarted.current = true;
    void go(startIn, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the window opened with
  }, []);

  if (providers.length === 0) return null;

  const choose = (provider: CallbackKind) => {
    if (!isFramed()) {
      void go(provider, false);
      return;
    }
    const path = new URL(link(signInPath(urlBack ?? undefined)), window.location.origin);
    path.searchParams.set(START_PARAM, provider);
    opened.current = openFirstPartySignIn(`${path.pathname}${path.search}`);
    setStatus(opened.current ? { kind: 'idle' } : { kind: 'blocked' });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.providersHeading}>
        {heading ?? t('providers.heading')}
      </h2>
      <ul className={styles.providers}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button variant="secondary" block disabled={status.kind === 'redirecting'} onClick={() => choose(provider)}>
              {t(`providers.${provider}`)}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {status.kind === 'redirecting' && <p>{t('providers.redirecting', { provider: t(`providers.names.${status.provider}`) })}</p>}
      </div>
      {status.kind === 'failed' && <Alert>{t('providers.startFailed')}</Alert>}
      {status.kind === 'blocked' && <Alert>{t('providers.windowBlocked')}</Alert>}
    </section>
  );
}
