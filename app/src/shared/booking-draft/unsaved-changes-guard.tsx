import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Sheet } from '#app/components/ui/sheet.tsx';
import styles from './unsaved-changes-guard.module.css';

type UnsavedChangesGuardProps = {
  /** The guest typed something not yet sent: false while sending and once sent, so a booking never asks. */
  when: boolean;
  /** Set by the form just before it moves on to its own next step (the travel-agency site's payment page). */
  passing?: RefObject<boolean>;
};

/**
 * Document 2 section 8.3's unsaved-changes warning: leaving a form with typed, unsent data asks first. A move
 * inside the app (a link, the back button) is held by react-router's blocker and asked in a dialog; leaving the
 * page (reload, closing the tab, another site) gets the browser's own question through beforeunload.
 */
export function UnsavedChangesGuard({ when, passing }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('booking');
  // The blocker reads `when` as of the last commit, not as of the render its function was made in: react-router hands
  // the router a new function only in a passive effect, which Preact runs a frame later (WebKit may throttle it), so a
  // booking that navigates right after "submitting" rendered would still be asked about (ADR 262).
  const asks = useRef(when);
  useLayoutEffect(() => {
    asks.current = when;
  }, [when]);
  // Only a move to another screen: the form's own address changes (a query parameter) are no leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => asks.current && passing?.current !== true && currentLocation.pathname !== nextLocation.pathname);
  // Closing the dialog after "Leave" must not reset the move it let through.
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    // A form that moves on to a page of its own flow (a card issuer's check) says so first: no question then.
    const ask = (event: BeforeUnloadEvent) => {
      if (passing?.current !== true) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when, passing]);

  if (blocker.state !== 'blocked') return null;
  const stay = () => {
    if (!leaving.current) blocker.reset();
  };
  const leave = () => {
    leaving.current = true;
    blocker.proceed();
  };
  return (
    <Sheet title={t('warnings.unsaved.title')} closeLabel={t('warnings.unsaved.close')} onClose={stay}>
      <p>{t('warnings.unsaved.message')}</p>
      <div className={styles.actions}>
        <Button onClick={stay}>{t('warnings.unsaved.stay')}</Button>
        <Button variant="secondary" onClick={leave}>
          {t('warnings.unsaved.leave')}
        </Button>
      </div>
    </Sheet>
  );
}
