import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { authHotelOf, loadIdentity } from '../api/member-session';
import { onHandBack, openFirstPartySignIn } from '../api/first-party-sign-in';
import { useAuthStore } from '../stores/auth-store';
import styles from '#app/components/ui/message.module.css';

/**
 * Said when this browser keeps the sign-in nowhere this frame finds it again (ADR 200): one sentence, and sign-in
 * in a first-party window that hands the sign-in back to this frame.
 */
export function SignInNotKept({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const notKept = useAuthStore((state) => !state.signInKept);
  const opened = useRef<Window | null>(null);

  useEffect(
    () =>
      onHandBack(
        () => opened.current,
        (token) => void loadIdentity(authHotelOf(settings), token),
      ),
    [settings],
  );

  if (!notKept) return null;
  return (
    <div className={styles.message} role="status">
      <p>{t('notKept.text')}</p>
      <Button variant="secondary" onClick={() => (opened.current = openFirstPartySignIn(link(signInPath)))}>
        {t('notKept.action')}
      </Button>
    </div>
  );
}
