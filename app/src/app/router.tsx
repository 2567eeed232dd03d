import { createBrowserRouter, redirect } from 'react-router';
import type { Namespace } from '#app/i18n/i18n.ts';
import { paths } from './paths';
import { LANDING_ROUTES } from './routing/landing-routes';
import { SESSION_CHANGING } from './routing/session-changing';
import { withCatalogs } from './routing/with-catalogs';
import { RootLayout, RouteLoading } from './root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import type * as AccountRoutes from './routes/account-route';
import type * as SignUpRoutes from './routes/sign-up-route';
import type * as LotteryRoutes from './routes/lottery-route';
import type * as PaymentLinkRoutes from './routes/payment-link-route';
import type * as UnsubscribeRoutes from './routes/unsubscribe-route';

type SignUpRouteName = keyof typeof SignUpRoutes;
type AccountRouteName = keyof typeof AccountRoutes;

/** The password and e-mail pages and my account share one module (ADR 213); each route takes its page from it. */
function accountRoutes() {
  // The pages' texts come with their code (ADR 211, 213).
  const page = (name: AccountRouteName, namespaces: readonly Namespace[] = ['account']) =>
    withCatalogs(namespaces, async () => ({ Component: (await import('./routes/account-route'))[name] }));
  return [
    { path: paths.forgotPassword.path, lazy: page('ForgotPasswordRoute') },
    { path: paths.changePassword.path, lazy: page('ChangePasswordRoute') },
    { path: paths.memberConfirmation.path, lazy: page('MemberConfirmationRoute'), handle: SESSION_CHANGING },
    { path: paths.resendConfirmationEmail.path, lazy: page('ResendConfirmationRoute') },
    { path: paths.memberDeleted.path, lazy: page('MemberDeletedRoute') },
    // "/my-account redirects to profile", keeping the query (the hotel code above all).
    { path: paths.myAccount.path, loader: ({ request }: { request: Request }) => redirect(`${paths.myAccountProfile.path}${new URL(request.url).search}`) },
    { path: paths.myAccountProfile.path, lazy: page('ProfileRoute') },
    // The lottery tab lists the member's lottery entries in the lottery's words.
    { path: paths.myAccountReservations.path, lazy: page('ReservationsRoute', ['account', 'lottery']) },
    { path: paths.myAccountPoints.path, lazy: page('PointsRoute') },
    { path: paths.myAccountPaymentOptions.path, lazy: page('PaymentOptionsRoute') },
    { path: paths.myAccountPromotions.path, lazy: page('PromotionsRoute') },
    { path: paths.myAccountChangeEmail.path, lazy: page('ChangeEmailRoute') },
    { path: paths.myAccountDelete.path, lazy: page('DeleteAccountRoute') },
  ];
}

/** Sign-up's pages share one module; each route takes its page from it. */
function signUpRoutes() {
  const page = (name: SignUpRouteName) => async () => ({ Component: (await import('./routes/sign-up-route'))[name] });
  return [
    { path: paths.signUp.path, lazy: page('SignUpFormRoute') },
    { path: paths.signUpResult.path, lazy: page('SignUpResultRoute') },
    { path: paths.signUpDone.path, lazy: page('SignUpDoneRoute') },
    { path: paths.chatSignUp.path, lazy: page('ChatSignUpRoute') },
    { path: paths.chatSignUpForm.path, lazy: page('ChatSignUpFormRoute') },
    { path: paths.chatSignUpResult.path, lazy: page('ChatSignUpResultRoute') },
    { path: paths.chatSignUpDone.path, lazy: page('ChatSignUpDoneRoute') },
    { path: paths.syncDone.path, lazy: page('SyncDoneRoute') },
  ];
}

/** The room lottery's pages share one module; each route takes its page from it. */
function lotteryRoutes() {
  // The 3750-3783 messages are the booking catalog's (document 2 section 8.2).
  const page = (name: keyof typeof LotteryRoutes) =>
    withCatalogs(['lottery', 'booking'], async () => ({ Component: (await import('./routes/lottery-route'))[name] }));
  return [
    { path: paths.lotteryGuestDetail.path, lazy: page('LotteryGuestDetailRoute') },
    { path: paths.lotteryConfirmation.path, lazy: page('LotteryConfirmationRoute') },
    { path: paths.lotteryComplete.path, lazy: page('LotteryCompleteRoute') },
    { path: paths.lotteryReservationIncomplete.path, lazy: page('LotteryReservationIncompleteRoute') },
  ];
}

/** The payment-link pages and the unsubscribe pages (ADR 232); the card fields' texts are the booking catalog's. */
function paymentLinkAndUnsubscribeRoutes() {
  const payment = (name: keyof typeof PaymentLinkRoutes) =>
    withCatalogs(['payment-link', 'booking'], async () => ({ Component: (await import('./routes/payment-link-route'))[name] }));
  const unsubscribe = (name: keyof typeof UnsubscribeRoutes) =>
    withCatalogs(['unsubscribe'], async () => ({ Component: (await import('./routes/unsubscribe-route'))[name] }));
  return [
    { path: paths.paymentLink.path, lazy: payment('PaymentLinkRoute') },
    { path: paths.paymentLinkDisplay.path, lazy: payment('PaymentLinkDisplayRoute') },
    { path: paths.unsubscribeConfirmation.path, lazy: unsubscribe('UnsubscribeConfirmationRoute') },
    { path: paths.unsubscribeSuccess.path, lazy: unsubscribe('UnsubscribeSuccessRoute') },
  ];
}

/** One route table over the features; each screen's code loads when its route is first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: paths.home.path,
          // "/ redirects to /booking/result", keeping the query (the hotel code above all).
          loader: ({ request }) => redirect(`${paths.results.path}${new URL(request.url).search}`),
        },
        { path: paths.results.path, lazy: withCatalogs(LANDING_ROUTES.results.namespaces, () => import('./routes/results-route')) },
        { path: paths.recommender.path, lazy: withCatalogs(['search'], () => import('./routes/recommender-route')) },
        { path: paths.recommenderWidget.path, lazy: withCatalogs(['search'], () => import('./routes/recommender-widget-route')) },
        { path: paths.facilities.path, lazy: withCatalogs(['search'], () => import('./routes/facilities-route')) },
        { path: paths.cancellationPolicy.path, lazy: withCatalogs(['search'], () => import('./routes/cancellation-policy-route')) },
        { path: paths.guestDetail.path, lazy: withCatalogs(LANDING_ROUTES.guestDetail.namespaces, () => import('./routes/guest-detail-route')) },
        { path: paths.confirmation.path, lazy: withCatalogs(['booking'], () => import('./routes/confirmation-route')) },
        { path: paths.manageReservation.path, lazy: withCatalogs(['manage', 'booking'], () => import('./routes/manage-reservation-route')) },
        { path: paths.reservationLookup.path, lazy: withCatalogs(['manage'], () => import('./routes/reservation-lookup-route')) },
        { path: paths.reviewReservation.path, lazy: withCatalogs(['manage'], () => import('./routes/review-reservation-route')) },
        { path: paths.threeDSecureReturn.path, lazy: withCatalogs(['booking'], () => import('./routes/three-d-secure-return-route')) },
        { path: paths.paymentHubReturn.path, lazy: withCatalogs(['booking', 'payment-providers'], () => import('./routes/payment-hub-return-route')) },
        { path: paths.amazonPayReturn.path, lazy: withCatalogs(['booking', 'payment-providers'], () => import('./routes/amazon-pay-return-route')) },
        { path: paths.adyenReturn.path, lazy: withCatalogs(['booking', 'payment-providers'], () => import('./routes/adyen-return-route')) },
        { path: paths.reservationFail.path, lazy: withCatalogs(['booking'], () => import('./routes/reservation-fail-route')) },
        { path: paths.signIn.path, lazy: () => import('./routes/sign-in-route') },
        { path: paths.chatSignIn.path, lazy: () => import('./routes/sign-in-route') },
        { path: paths.providerCallback.path, lazy: () => import('./routes/provider-callback-route'), handle: SESSION_CHANGING },
        { path: paths.otaSignIn.path, lazy: () => import('./routes/ota-sign-in-route'), handle: SESSION_CHANGING },
        { path: paths.ssoCustomCallback.path, lazy: () => import('./routes/sso-custom-callback-route'), handle: SESSION_CHANGING },
        { path: paths.organizationSignIn.path, lazy: () => import('./routes/organization-sign-in-route') },
        { path: paths.organizationAdmin.path, lazy: withCatalogs(['organization-admin'], () => import('./routes/organization-admin-route')) },
        { path: paths.signOut.path, lazy: () => import('./routes/sign-out-route'), handle: SESSION_CHANGING },
        ...signUpRoutes(),
        ...accountRoutes(),
        ...paymentLinkAndUnsubscribeRoutes(),
        ...lotteryRoutes(),
        { path: paths.iframeToken.path, lazy: () => import('./routes/iframe-token-route'), handle: SESSION_CHANGING },
        { path: paths.iframeLiffToken.path, lazy: () => import('./routes/iframe-liff-token-route'), handle: SESSION_CHANGING },
        { path: paths.iframeChangeLocale.path, lazy: () => import('./routes/iframe-change-locale-route') },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
