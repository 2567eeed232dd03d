import { useParams, useSearchParams } from 'react-router';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { LotteryCompletePage } from '#app/features/lottery/components/lottery-complete-page.tsx';
import { LotteryConfirmationPage, type LotteryConfirmationPaths } from '#app/features/lottery/components/lottery-confirmation-page.tsx';
import { LotteryGuestDetailPage } from '#app/features/lottery/components/lottery-guest-detail-page.tsx';
import { LotteryReservationIncompletePage } from '#app/features/lottery/components/lottery-reservation-incomplete-page.tsx';
import { paths } from '../paths';

// The room lottery's four screens (document 1 section 2). The pages are the lottery feature's; this module gives
// them their addresses and who is signed in.

const LOTTERY_TAB = `${paths.myAccountReservations.build()}?tab=lottery`;

const CONFIRMATION_PATHS: LotteryConfirmationPaths = {
  complete: paths.lotteryComplete.build,
  incomplete: paths.lotteryReservationIncomplete.build,
  myEntries: LOTTERY_TAB,
};

const positiveInt = (value: string | null) => (value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

export function LotteryGuestDetailRoute() {
  const [query] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  return (
    <LotteryGuestDetailPage
      eventId={positiveInt(query.get('lottery_event'))}
      accessToken={query.get('lottery_access_token')}
      member={user}
      confirmationPath={paths.lotteryConfirmation.build}
    />
  );
}

export function LotteryConfirmationRoute() {
  const { confirmationNumber = '' } = useParams();
  return <LotteryConfirmationPage key={confirmationNumber} entryNumber={confirmationNumber} paths={CONFIRMATION_PATHS} />;
}

export function LotteryCompleteRoute() {
  const { confirmationNumber = '' } = useParams();
  return <LotteryCompletePage entryNumber={confirmationNumber} myReservationsPath={paths.myAccountReservations.build()} />;
}

export function LotteryReservationIncompleteRoute() {
  const { lotteryEntryNumber = '' } = useParams();
  const [query] = useSearchParams();
  return (
    <LotteryReservationIncompletePage
      entryNumber={lotteryEntryNumber}
      code={positiveInt(query.get('code'))}
      entryPath={paths.lotteryConfirmation.build(lotteryEntryNumber)}
    />
  );
}
