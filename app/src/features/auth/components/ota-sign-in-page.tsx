import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { safeUrlBack } from '../utils/login-display';
import { AuthFrame } from './auth-frame';
import { ProviderCallbackPage } from './provider-callback-page';
import { ProviderSignInButtons } from './provider-sign-in-buttons';

const OTA = ['ota'] as const;

/**
 * /ota-sign-in (ADR 222): signing in with the guest's account at the travel site. The screen offers that one way
 * (through the same provider flow and in-frame window as the sign-in page's buttons, ADR 214), and the travel
 * site's consent page returns here with the state and code, which this screen then finishes as a callback.
 */
export function OtaSignInPage({ fallbackPath, signInPath }: { fallbackPath: string; signInPath: string }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const selfPath = '/ota-sign-in';

  if (searchParams.has('state') || searchParams.has('error')) {
    return <ProviderCallbackPage kind="ota" fallbackPath={fallbackPath} signInPath={selfPath} />;
  }

  const offered = settings.membership?.login_enabled === true && (settings.membership.sign_in_providers ?? []).includes('ota');
  const finish = async () => navigate(link(safeUrlBack(searchParams.get('urlBack'), fallbackPath)), { replace: true });
  const ownPath = (urlBack?: string) => (urlBack ? `${selfPath}?urlBack=${encodeURIComponent(urlBack)}` : selfPath);

  return (
    <AuthFrame title={t('otaSignIn.title')} lead={t('otaSignIn.lead')} links={<Link to={link(signInPath)}>{t('otaSignIn.otherWays')}</Link>}>
      {offered ? (
        <ProviderSignInButtons only={OTA} heading={t('otaSignIn.heading')} signInPath={ownPath} onSignedIn={finish} />
      ) : (
        <Alert>{t('otaSignIn.notOffered')}</Alert>
      )}
    </AuthFrame>
  );
}
