import { useTranslation } from 'react-i18next';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';

/**
 * /member-deleted-confirmation: the account is gone. It says what was deleted and what the hotels keep (the
 * reservations as booked, their legal record), so the guest knows where their data still is (ADR 212).
 */
export function MemberDeletedPage({ resultsPath, keptReservations }: { resultsPath: string; keptReservations: number | null }) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
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
