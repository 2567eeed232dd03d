import { useLocation } from 'react-router';
import type { MyReservation } from '#domain/entities/member-account.ts';
import { ChangeEmailPage } from '#app/features/account/components/change-email-page.tsx';
import { ChangePasswordPage } from '#app/features/account/components/change-password-page.tsx';
import { DeleteAccountPage, type DeletedState } from '#app/features/account/components/delete-account-page.tsx';
import { ForgotPasswordPage } from '#app/features/account/components/forgot-password-page.tsx';
import { MemberConfirmationPage } from '#app/features/account/components/member-confirmation-page.tsx';
import { MemberDeletedPage } from '#app/features/account/components/member-deleted-page.tsx';
import type { MyAccountPaths } from '#app/features/account/components/my-account-nav.tsx';
import { PaymentOptionsPage } from '#app/features/account/components/payment-options-page.tsx';
import { PointsPage } from '#app/features/account/components/points-page.tsx';
import { ProfilePage } from '#app/features/account/components/profile-page.tsx';
import { PromotionsPage } from '#app/features/account/components/promotions-page.tsx';
import { ReservationsPage } from '#app/features/account/components/reservations-page.tsx';
import { ResendConfirmationPage } from '#app/features/account/components/resend-confirmation-page.tsx';
import { MyLotteryEntries } from '#app/features/lottery/components/my-lottery-entries.tsx';
import { paths } from '../paths';
import { useAccountSession, useProgramChoice } from './use-account-session';

// The password and e-mail lifecycle pages and my account (document 1 section 2). The pages are the account
// feature's; this module gives them their paths and the sign-in they act on (ADR 213).

const MY_ACCOUNT_PATHS: MyAccountPaths = {
  profile: paths.myAccountProfile.build(),
  reservations: paths.myAccountReservations.build(),
  points: paths.myAccountPoints.build(),
  paymentOptions: paths.myAccountPaymentOptions.build(),
  promotions: paths.myAccountPromotions.build(),
};

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage resetPath={paths.changePassword.build()} signInPath={paths.signIn.build()} />;
}

export function ChangePasswordRoute() {
  return (
    <ChangePasswordPage
      session={useAccountSession()}
      signInPath={paths.signIn.build()}
      forgotPasswordPath={paths.forgotPassword.build()}
      profilePath={paths.myAccountProfile.build()}
    />
  );
}

export function MemberConfirmationRoute() {
  return (
    <MemberConfirmationPage
      session={useAccountSession()}
      resultsPath={paths.results.build()}
      profilePath={paths.myAccountProfile.build()}
      resendPath={paths.resendConfirmationEmail.build()}
      signInPath={paths.signIn.build()}
    />
  );
}

export function ResendConfirmationRoute() {
  return <ResendConfirmationPage confirmationPath={paths.memberConfirmation.build()} signInPath={paths.signIn.build()} />;
}

export function MemberDeletedRoute() {
  const state = useLocation().state as Partial<DeletedState> | null;
  return <MemberDeletedPage session={useAccountSession()} resultsPath={paths.results.build()} keptReservations={typeof state?.keptReservations === 'number' ? state.keptReservations : null} />;
}

export function ProfileRoute() {
  return (
    <ProfilePage
      session={useAccountSession()}
      programs={useProgramChoice()}
      paths={{
        ...MY_ACCOUNT_PATHS,
        changeEmail: paths.myAccountChangeEmail.build(),
        changePassword: paths.changePassword.build(),
        deleteAccount: paths.myAccountDelete.build(),
      }}
    />
  );
}

const managePath = (reservation: MyReservation) => paths.manageReservation.build(reservation.reservation_number, { bypass_token: reservation.bypass_token });

export function ReservationsRoute() {
  return <ReservationsPage paths={MY_ACCOUNT_PATHS} managePath={managePath} lotteryEntries={<MyLotteryEntries entryPath={paths.lotteryConfirmation.build} />} />;
}

export function PointsRoute() {
  return <PointsPage paths={MY_ACCOUNT_PATHS} />;
}

export function PaymentOptionsRoute() {
  return <PaymentOptionsPage paths={MY_ACCOUNT_PATHS} />;
}

export function PromotionsRoute() {
  return <PromotionsPage paths={MY_ACCOUNT_PATHS} />;
}

export function ChangeEmailRoute() {
  return <ChangeEmailPage confirmationPath={paths.memberConfirmation.build()} profilePath={paths.myAccountProfile.build()} />;
}

export function DeleteAccountRoute() {
  return <DeleteAccountPage profilePath={paths.myAccountProfile.build()} deletedPath={paths.memberDeleted.build()} />;
}
