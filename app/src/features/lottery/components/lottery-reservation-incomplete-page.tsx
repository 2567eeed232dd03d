import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOTTERY_DEADLINE_PASSED_CODE, userMessageKey } from '#domain/constants/error-codes.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { LotteryFrame } from './lottery-frame';
import styles from './lottery.module.css';

/**
 * /room-lottery/reservation-incomplete/{entry}: the room won could not be booked. code (from the address) words
 * why: the deadline passed, the lottery no longer applies, or anything else the booking refused.
 */
export function LotteryReservationIncompletePage({ entryNumber, code, entryPath }: { entryNumber: string; code: number | null; entryPath: string }) {
  const { t } = useTranslation(['lottery', 'booking']);
  const link = useHotelLink();
  const messageKey = code === null ? undefined : userMessageKey(code);
  const reason =
    code === LOTTERY_DEADLINE_PASSED_CODE ? t('lottery:errors.deadlinePassed') : messageKey ? t(`booking:failure.messages.${messageKey}`) : t('lottery:incomplete.generic');
  return (
    <LotteryFrame title={t('lottery:incomplete.title')}>
      <p className={styles.lead}>{t('lottery:incomplete.lead', { number: entryNumber })}</p>
      <Alert>{reason}</Alert>
      <p>
        <Link to={link(entryPath)}>{t('lottery:incomplete.backToEntry')}</Link>
      </p>
    </LotteryFrame>
  );
}
