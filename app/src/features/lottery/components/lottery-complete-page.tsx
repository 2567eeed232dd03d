import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { lotteryEntryQueryOptions } from '../api/get-lottery';
import { useLotteryErrorText } from '../utils/lottery-error';
import { EntryDetails } from './entry-details';
import { LotteryFrame } from './lottery-frame';

/**
 * /room-lottery/complete/{entry}: the win booked as a reservation. The route is open (document 1 section 2), but the
 * entry's details are its entrant's only: anybody else reads that the booking is complete and whom to sign in as.
 */
export function LotteryCompletePage({ entryNumber, myReservationsPath }: { entryNumber: string; myReservationsPath: string }) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const userToken = useSessionStore((state) => state.userToken);
  const errorText = useLotteryErrorText();
  const link = useHotelLink();
  const entry = useQuery({ ...lotteryEntryQueryOptions(userToken, settings.hotel_id, entryNumber, locale), enabled: userToken !== null });

  return (
    <LotteryFrame title={t('complete.title')}>
      {userToken === null && <Notice>{t('complete.signInForDetails')}</Notice>}
      {userToken !== null && entry.isPending && <Skeleton lines={6} />}
      {entry.isError && <Alert>{errorText(entry.error)}</Alert>}
      {entry.data &&
        (entry.data.reservation ? (
          <>
            <p role="status">{t('complete.lead')}</p>
            <EntryDetails entry={entry.data} />
          </>
        ) : (
          <Notice>{t('complete.notBooked')}</Notice>
        ))}
      {userToken !== null && (
        <p>
          <Link to={link(myReservationsPath)}>{t('complete.myReservations')}</Link>
        </p>
      )}
    </LotteryFrame>
  );
}
