import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '#app/components/ui/alert.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { AuthFrame } from './auth-frame';

/**
 * A sign-up page opened where sign-up is not offered (document 1 section 4): signed in already, or the brand does
 * not offer it here. It says which, and leads on.
 */
export function SignUpUnavailable({ title, fallbackPath }: { title: string; fallbackPath: string }) {
  const { t } = useTranslation('auth');
  const link = useHotelLink();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  return (
    <AuthFrame title={title} links={<p><Link to={link(fallbackPath)}>{t('signUp.toBooking')}</Link></p>}>
      <Notice>
        <p>{signedIn ? t('signUp.alreadySignedIn') : t('signUp.notOffered')}</p>
      </Notice>
    </AuthFrame>
  );
}
