import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import styles from './payment-pending.module.css';

type PaymentPendingProps = { challengeUrl: string; go: (challengeUrl: string) => void; expiresAt?: string | null };

/**
 * The booking waits for the card issuer's 3-D Secure check: the guest is told what happens and sent on at once;
 * the link is there when the browser does not follow (or the guest comes back to this page).
 */
export function PaymentPending({ challengeUrl, go, expiresAt }: PaymentPendingProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  useEffect(() => {
    go(challengeUrl);
  }, [challengeUrl, go]);
  return (
    <section className={styles.pending} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('threeDSecure.pendingTitle')}
      </h2>
      <p>{t('threeDSecure.pendingLead')}</p>
      {expiresAt && <p>{t('threeDSecure.deadline')}</p>}
      <LoadingStatus label={t('threeDSecure.redirecting')} />
      <a href={challengeUrl}>{t('threeDSecure.continue')}</a>
    </section>
  );
}
