import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import type { AccountSession } from '../utils/account-session';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';

/**
 * /member-deleted-confirmation: the account is gone. It says what was deleted and what the hotels keep (the
 * reservations as booked, their legal record), so the guest knows where their data still is (ADR 212).
 */
type MemberDeletedPageProps = {
  session: AccountSession;
  resultsPath: string;
  /** How many reservations the hotels keep, when this document deleted the account just now; null otherwise. */
  keptReservations: number | null;
};

export function MemberDeletedPage({ session, resultsPath, keptReservations }: MemberDeletedPageProps) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const forgotten = useRef(false);
  // The account's sessions ended on the server; the app forgets its sign-in once, here on this public page.
  useEffect(() => {
    if (keptReservations === null || forgotten.current) return;
    forgotten.current = true;
    void session.forget();
  }, [keptReservations, session]);
  return (
    <AccountFrame narrow title={t('deleted.title')}>
      <div className={styles.stack}>
        <p role="status">{t('deleted.done')}</p>
        <h2 className={styles.subheading}>{t('deleted.removedTitle')}</h2>
        <ul>
          <li>{t('deleted.removedProfile')}</li>
          <li>{t('deleted.removedEmail')}</li>
          <li>{t('deleted.removedSignIns')}</li>
        </ul>
        <h2 className={styles.subheading}>{t('deleted.keptTitle')}</h2>
        <p>{keptReservations === null ? t('deleted.keptReservations') : t('deleted.keptCount', { count: keptReservations })}</p>
        <p className={styles.hint}>{t('deleted.keptHint')}</p>
        <ButtonLink to={link(resultsPath)}>{t('confirm.toBooking')}</ButtonLink>
      </div>
    </AccountFrame>
  );
}
