import { useTranslation } from 'react-i18next';
import { adoptSignIn, authHotelOf } from '#app/features/auth/api/member-session.ts';
import { signInWithLiff } from '#app/features/chatbot/api/liff-sign-in.ts';
import { HandOverPage, type HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHandOver } from './use-hand-over';

/** The address key a LIFF page puts the LIFF access token in (what liff.getAccessToken() returned). */
const LIFF_TOKEN_KEY = 'liff_access_token';

/**
 * /iframe-liff-token: a LINE LIFF page hands over its LIFF access token; POST /liff/upsert signs the LINE user in
 * as the brand's member (created on the first visit). The sign-in is stored for the brand and the parent hears
 * `login`.
 */
export function Component() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const handOver = useHandOver(async (): Promise<HandOver> => {
    const failed: HandOver = { status: 'failed', message: t('handOver.lineFailed') };
    const token = new URLSearchParams(window.location.search).get(LIFF_TOKEN_KEY)?.trim();
    if (!token) return failed;
    try {
      adoptSignIn(authHotelOf(settings), await signInWithLiff(settings.hotel_code, token));
      return { status: 'done', message: t('handOver.signedIn') };
    } catch {
      return failed;
    }
  }, [LIFF_TOKEN_KEY]);
  return (
    <HandOverPage title={t('handOver.lineTitle')} hotelName={settings.hotel_name} workingLabel={t('handOver.lineSigningIn')} handOver={handOver} />
  );
}
