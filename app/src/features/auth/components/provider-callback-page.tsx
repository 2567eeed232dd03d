import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { handBackToOpener, HAND_BACK_PARAM } from '../api/first-party-sign-in';
import { adoptSignIn, authHotelOf, loadProgram } from '../api/member-session';
import { CUSTOM_SSO, finishProviderSignIn, isSignInProvider, takePendingSignIn, type CallbackKind } from '../api/provider-sign-in';
import { safeUrlBack } from '../utils/login-display';
import { AuthFrame } from './auth-frame';

type Outcome = 'working' | 'refused' | 'failed';

/**
 * /sign-in/{provider}/callback (ADR 214) and /sso/custom/callback (the partner site, ADR 222): where a provider's consent page returns. The state must be the one this
 * tab started (a forged or second callback is refused here, and again by the API, which also spends the code once);
 * then the session is adopted as any sign-in's, and the guest goes back to where they started, or, in a first-party
 * window, the sign-in is handed to the frame that opened it.
 */
export function ProviderCallbackPage({ fallbackPath, signInPath, kind }: { fallbackPath: string; signInPath: string; kind?: CallbackKind }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const navigate = useNavigate();
  const params = useParams();
  // /sso/custom/callback names its kind by its path, /sign-in/{provider}/callback by the parameter.
  const provider = kind ?? params.provider;
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const ran = useRef(false);

  useEffect(() => {
    // One attempt per page: the pending state is taken on the first run (a development double effect must not
    // read it as a replay).
    if (ran.current) return;
    ran.current = true;
    if (provider !== CUSTOM_SSO && !isSignInProvider(provider)) {
      setOutcome('failed');
      return;
    }
    const pending = takePendingSignIn(provider, searchParams.get('state'));
    const code = searchParams.get(provider === 'creansmaerd' ? 'otid' : 'code');
    if (!pending) {
      setOutcome('failed');
      return;
    }
    if (searchParams.get('error') !== null || code === null) {
      setOutcome(searchParams.get('error') === 'access_denied' ? 'refused' : 'failed');
      return;
    }
    const hotel = authHotelOf(settings);
    void (async () => {
      try {
        const signIn = await finishProviderSignIn(hotel, provider, pending.state, code);
        adoptSignIn(hotel, signIn, { signedInHere: true });
        await loadProgram(hotel);
        if (pending.handBack && (await handBackToOpener(hotel, new URLSearchParams({ [HAND_BACK_PARAM]: '1' })))) return;
        await navigate(link(safeUrlBack(pending.urlBack, fallbackPath)), { replace: true });
      } catch {
        setOutcome('failed');
      }
    })();
  }, [fallbackPath, link, navigate, provider, searchParams, settings]);

  if (outcome === 'working') {
    return (
      <AuthFrame title={t('providerCallback.title')}>
        <LoadingStatus label={t('providerCallback.working')} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('providerCallback.title')} links={<Link to={link(signInPath)}>{t('providerCallback.backToSignIn')}</Link>}>
      <Alert>{t(outcome === 'refused' ? 'providerCallback.refused' : 'providerCallback.failed')}</Alert>
    </AuthFrame>
  );
}
