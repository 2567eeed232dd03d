import { useTranslation } from 'react-i18next';
import { adoptSignIn, authHotelOf } from '#app/features/auth/api/member-session.ts';
import { signInWithLiff } from '#app/features/chatbot/api/liff-sign-in.ts';
import type { HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHandOver } from './use-hand-over';

/** The address key a LIFF page puts the LIFF access token in (what liff.getAccessToken() returned). */
const LIFF_TOKEN_KEY = 'liff_access_token';

/**
 * /iframe-liff-token's sign-in: POST /liff/upsert with the LIFF access token signs the LINE user in as the brand's
 * member (created on the first visit), and the sign-in is stored for the brand. Read here, where the route
 * composes chatbot (the LIFF call) and auth (the sign-in), since features never import each other.
 */
export function useLiffHandOver(): HandOver {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  return useHandOver(async (): Promise<HandOver> => {
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
}
