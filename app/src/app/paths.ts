import type { ReservationProof } from '#app/features/confirmation/api/get-reservation.ts';
import { bookingSelectionQuery, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { stayQuery, type Stay } from '#app/shared/stay/stay-query.ts';
import { buildQuery } from './routing/url-rewrites';

// The route table as data (document 1 section 2, standard brand variant): each route's pattern, a builder for its
// address, and the shell's rules for it. Builders leave the hotel code to useHotelLink, which every in-app
// navigation goes through.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  return `${path}${buildQuery(query)}`;
}

export type RouteRules = {
  /** "Headless routes have no header or footer." */
  headless?: boolean;
  /** "Protected routes" (document 1 section 6): nobody signed in is sent to sign-in. */
  protected?: boolean;
};

export const paths = {
  home: {
    path: '/',
    build: () => '/',
  },
  results: {
    path: '/booking/result',
    build: (stay?: Stay) => withQuery('/booking/result', stay ? stayQuery(stay) : {}),
  },
  recommender: {
    path: '/booking/recommender',
    build: () => '/booking/recommender',
  },
  recommenderWidget: {
    path: '/recommender-widget',
    headless: true,
    build: () => '/recommender-widget',
  },
  facilities: {
    path: '/facilities',
    build: () => '/facilities',
  },
  cancellationPolicy: {
    path: '/cancellation-policy',
    /** The policies of the given room plans (room_plan_codes, comma separated). */
    build: (roomPlanCodes: readonly string[] = []) =>
      withQuery('/cancellation-policy', { room_plan_codes: roomPlanCodes.length > 0 ? roomPlanCodes.join(',') : undefined }),
  },
  guestDetail: {
    path: '/reservation/guest-detail',
    /** is_day_use=true when the room was found by a day-use search: guest detail prices and books its day. */
    build: (selection: BookingSelection) => withQuery('/reservation/guest-detail', bookingSelectionQuery(selection)),
  },
  confirmation: {
    path: '/reservation/confirmation/:confirmationNumber',
    build: (confirmationNumber: string, proof: ReservationProof) =>
      withQuery(`/reservation/confirmation/${encodeURIComponent(confirmationNumber)}`, proof),
  },
  manageReservation: {
    path: '/reservation/manage/:confirmationNumber',
    /** Changing, cancelling and the receipt of a booked reservation, proven as on the confirmation page. */
    build: (confirmationNumber: string, proof: ReservationProof) =>
      withQuery(`/reservation/manage/${encodeURIComponent(confirmationNumber)}`, proof),
  },
  reviewReservation: {
    path: '/review-reservation/:confirmationNumber',
    protected: true,
    /** The review of a stay; hotelId names the reserved hotel (document 1 section 2). */
    build: (confirmationNumber: string, hotelId: number) =>
      withQuery(`/review-reservation/${encodeURIComponent(confirmationNumber)}`, { hotelId: String(hotelId) }),
  },
  reservationLookup: {
    path: '/search',
    build: () => '/search',
  },
  threeDSecureReturn: {
    path: '/reservation/3ds-return',
    build: () => '/reservation/3ds-return',
  },
  /** Where the payment hub's page sends the guest back to with its signed result (ADR 248). */
  paymentHubReturn: {
    path: '/reservation/payment-hub-return',
    build: () => '/reservation/payment-hub-return',
  },
  /** Where Amazon Pay's page sends the guest back to with the checkout session's id (ADR 258). */
  amazonPayReturn: {
    path: '/reservation/amazon-pay-return',
    build: () => '/reservation/amazon-pay-return',
  },
  /** Adyen's returnUrl: where the card issuer's 3-D Secure page sends the guest back to (ADR 270). */
  adyenReturn: {
    path: '/reservation/adyen-return',
    build: () => '/reservation/adyen-return',
  },
  reservationFail: {
    path: '/reservation/fail',
    /**
     * code: the document 2 section 8.2 code; the stay is the search to go back to. `current` is the reservation the
     * attempt made (a card check that failed cancels it): current_reservation marks the way back to its
     * confirmation after a session loss (document 1 section 2, document 2 section 7.13).
     */
    build: (code: string, stay?: Stay, current?: { number: string; bypass_token: string }) =>
      withQuery('/reservation/fail', {
        code,
        ...(stay ? stayQuery(stay) : {}),
        ...(current ? { current_reservation: current.number, bypass_token: current.bypass_token } : {}),
      }),
  },
  signIn: {
    path: '/sign-in',
    /** urlBack: where to return after signing in. */
    build: (urlBack?: string) => withQuery('/sign-in', { urlBack }),
  },
  providerCallback: {
    path: '/sign-in/:provider/callback',
    /** Where a provider's consent page returns (ADR 214); the app builds it with the hotel code for the provider. */
    build: (provider: string) => `/sign-in/${encodeURIComponent(provider)}/callback`,
  },
  otaSignIn: {
    path: '/ota-sign-in',
    /** Sign-in with the travel site's account; also where that sign-in returns (ADR 222). */
    build: () => '/ota-sign-in',
  },
  ssoCustomCallback: {
    path: '/sso/custom/callback',
    /** Where the brand's partner site (SSO) returns with its code and the state (ADR 222). */
    build: () => '/sso/custom/callback',
  },
  chatSignIn: {
    path: '/chat-sign-in',
    /** Sign-in inside the chatbot (iframe=chatbot); urlBack: where to return after signing in. */
    build: (urlBack?: string) => withQuery('/chat-sign-in', { urlBack }),
  },
  // Sign-up (document 1 section 2): the standard pages, and the chat's (a choice page first, then the form). The
  // result page learns the address from navigation state: emails are never put in an address.
  signUp: {
    path: '/sign-up',
    /** urlBack: where the done page continues to. */
    build: (urlBack?: string) => withQuery('/sign-up', { urlBack }),
  },
  signUpResult: {
    path: '/sign-up-result',
    build: (urlBack?: string) => withQuery('/sign-up-result', { urlBack }),
  },
  signUpDone: {
    path: '/sign-up-done',
    build: (urlBack?: string) => withQuery('/sign-up-done', { urlBack }),
  },
  chatSignUp: {
    path: '/chat-sign-up',
    build: (urlBack?: string) => withQuery('/chat-sign-up', { urlBack }),
  },
  chatSignUpForm: {
    path: '/chat-sign-up-form',
    build: (urlBack?: string) => withQuery('/chat-sign-up-form', { urlBack }),
  },
  chatSignUpResult: {
    path: '/chat-sign-up-result',
    build: (urlBack?: string) => withQuery('/chat-sign-up-result', { urlBack }),
  },
  chatSignUpDone: {
    path: '/chat-sign-up-done',
    build: (urlBack?: string) => withQuery('/chat-sign-up-done', { urlBack }),
  },
  /** Where a chatbot user lands once their membership is linked to the chat. */
  syncDone: {
    path: '/sync-done',
    build: () => '/sync-done',
  },
  signOut: {
    path: '/sign-out',
    build: () => '/sign-out',
  },
  organizationSignIn: {
    path: '/organization-sign-in',
    /** urlBack: where to return after signing in. */
    build: (urlBack?: string) => withQuery('/organization-sign-in', { urlBack }),
  },
  organizationAdmin: {
    path: '/organization-admin',
    protected: true,
    build: () => '/organization-admin',
  },
  // The password and e-mail lifecycle and my account (document 1 section 2, ADR 213). Mailed links open the first
  // four with their tokens, which the pages take out of the address.
  forgotPassword: {
    path: '/forgot-password',
    build: () => '/forgot-password',
  },
  changePassword: {
    path: '/change-password',
    build: () => '/change-password',
  },
  memberConfirmation: {
    path: '/member-confirmation',
    build: () => '/member-confirmation',
  },
  resendConfirmationEmail: {
    path: '/resend-confirmation-email',
    build: () => '/resend-confirmation-email',
  },
  memberDeleted: {
    path: '/member-deleted-confirmation',
    build: () => '/member-deleted-confirmation',
  },
  myAccount: {
    path: '/my-account',
    protected: true,
    build: () => '/my-account',
  },
  myAccountProfile: {
    path: '/my-account/profile',
    protected: true,
    build: () => '/my-account/profile',
  },
  myAccountReservations: {
    path: '/my-account/reservations',
    protected: true,
    build: () => '/my-account/reservations',
  },
  myAccountPoints: {
    path: '/my-account/points',
    protected: true,
    build: () => '/my-account/points',
  },
  myAccountPaymentOptions: {
    path: '/my-account/payment-options',
    protected: true,
    build: () => '/my-account/payment-options',
  },
  myAccountPromotions: {
    path: '/my-account/promotions',
    protected: true,
    build: () => '/my-account/promotions',
  },
  myAccountChangeEmail: {
    path: '/my-account/change-login-email',
    protected: true,
    build: () => '/my-account/change-login-email',
  },
  myAccountDelete: {
    path: '/my-account/delete-account',
    protected: true,
    build: () => '/my-account/delete-account',
  },
  // The helper pages a chatbot or LINE host opens (headless; see HEADLESS_PATHS): the address carries the token.
  iframeToken: {
    path: '/iframe-token',
    headless: true,
    build: () => '/iframe-token',
  },
  iframeLiffToken: {
    path: '/iframe-liff-token',
    headless: true,
    build: () => '/iframe-liff-token',
  },
  iframeChangeLocale: {
    path: '/iframe-change-locale',
    headless: true,
    build: () => '/iframe-change-locale',
  },
  serviceUnavailable: {
    path: '/503',
    headless: true,
    build: (hotelCode: string | null) => withQuery('/503', { code: hotelCode ?? undefined }),
  },
  maintenance: {
    path: '/maintenance',
    build: () => '/maintenance',
  },
  // Room lottery (document 1 section 2): the event and its entry, the entry's page, the winner's booked room and a
  // booking that could not be made. The entry number is the confirmation number of the first two.
  lotteryGuestDetail: {
    path: '/room-lottery/guest-detail',
    protected: true,
    /** lottery_event names the event; lottery_access_token is a preview link's token. */
    build: (eventId: number, accessToken?: string) =>
      withQuery('/room-lottery/guest-detail', { lottery_event: String(eventId), lottery_access_token: accessToken }),
  },
  lotteryConfirmation: {
    path: '/room-lottery/confirmation/:confirmationNumber',
    protected: true,
    build: (entryNumber: string) => `/room-lottery/confirmation/${encodeURIComponent(entryNumber)}`,
  },
  lotteryComplete: {
    path: '/room-lottery/complete/:confirmationNumber',
    build: (entryNumber: string) => `/room-lottery/complete/${encodeURIComponent(entryNumber)}`,
  },
  lotteryReservationIncomplete: {
    path: '/room-lottery/reservation-incomplete/:lotteryEntryNumber',
    /** code: the refusal's error code, which words why. */
    build: (entryNumber: string, code?: number) =>
      withQuery(`/room-lottery/reservation-incomplete/${encodeURIComponent(entryNumber)}`, { code: code === undefined ? undefined : String(code) }),
  },
  // The payment link a hotel mails and its display page, and the marketing mails' unsubscribe pages (ADR 232); all
  // headless (HEADLESS_PATHS), the payment pages without the chatbot.
  paymentLink: {
    path: '/payments/:paymentNumber',
    build: (paymentNumber: string) => `/payments/${encodeURIComponent(paymentNumber)}`,
  },
  paymentLinkDisplay: {
    path: '/payments/:paymentNumber/display',
    build: (paymentNumber: string) => `/payments/${encodeURIComponent(paymentNumber)}/display`,
  },
  unsubscribeConfirmation: {
    path: '/unsubscribe-email/confirmation',
    build: () => '/unsubscribe-email/confirmation',
  },
  unsubscribeSuccess: {
    path: '/unsubscribe-email/success',
    build: () => '/unsubscribe-email/success',
  },
  error: {
    path: '/error',
    build: () => '/error',
  },
} as const satisfies Record<string, RouteRules & { path: string; build: (...args: never[]) => string }>;

/** Sign-in is the chat sign-in page when the app runs in the chatbot (document 2 section 7.13). */
export function signInPathBuilder(inChatbot: boolean): (urlBack?: string) => string {
  return inChatbot ? paths.chatSignIn.build : paths.signIn.build;
}

/**
 * Where a protected route sends someone not signed in, with the way back: the organisation admin to the corporate
 * sign-in (only an organisation account can use that screen), every other to the member's (the chat's in the chatbot).
 */
export function protectedRouteSignIn(pathname: string, inChatbot: boolean): (urlBack: string) => string {
  return pathname.replace(/\/+$/, '') === paths.organizationAdmin.path ? paths.organizationSignIn.build : signInPathBuilder(inChatbot);
}

/**
 * Paths of the spec's headless and protected routes, including screens later features add: the shell applies
 * the rules by path, so a feature adding one of these routes gets the behaviour without touching the shell.
 */
export const HEADLESS_PATHS = [
  '/iframe-token',
  '/iframe-liff-token',
  '/recommender-widget',
  '/iframe-change-locale',
  '/503',
  '/payments/*',
  '/unsubscribe-email/*',
] as const;

export const PROTECTED_PATHS = [
  '/my-account',
  '/my-account/*',
  '/organization-admin',
  '/sign-out',
  '/review-reservation/*',
  '/room-lottery/guest-detail',
  '/room-lottery/confirmation/*',
] as const;

/** "A back link to search on profile, reservations, points, payment options, admin and promotions pages." */
export const BACK_TO_SEARCH_PATHS = [
  '/my-account/profile',
  '/my-account/reservations',
  '/my-account/points',
  '/my-account/payment-options',
  '/my-account/promotions',
  '/organization-admin',
] as const;

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

export function isHeadlessPath(pathname: string): boolean {
  return matchesAny(HEADLESS_PATHS, pathname);
}

export function isProtectedPath(pathname: string): boolean {
  return matchesAny(PROTECTED_PATHS, pathname);
}

export function hasBackToSearch(pathname: string): boolean {
  return matchesAny(BACK_TO_SEARCH_PATHS, pathname);
}

/** The spec's path builders for product pages (document 1 section 2, "Path builders"). */
export const productPaths = {
  /** "The search path drops the code parameter and empty values." */
  reservationSearch: (product: string, code: string, query: Record<string, string | undefined>) => {
    const { code: _dropped, ...rest } = query;
    return withQuery(`/reservation-${product}/${encodeURIComponent(code)}/search`, rest);
  },
  reservationGuestDetail: (product: string, code: string) => `/reservation-${product}/${encodeURIComponent(code)}/guest-detail`,
  reservationPayment: (product: string, code: string) => `/reservation-${product}/${encodeURIComponent(code)}/payment`,
  reservationConfirmation: (product: string, code: string) => `/reservation-${product}/${encodeURIComponent(code)}/confirmation`,
  memberOpenSignup: (product: string, code: string) => `/member-registration-${product}/${encodeURIComponent(code)}/open-signup`,
  memberSignupDone: (product: string, code: string) => `/member-registration-${product}/${encodeURIComponent(code)}/done`,
  memberSignIn: (product: string, code: string) => `/member-registration-${product}/${encodeURIComponent(code)}/sign-in`,
  corporateSignIn: (code: string) => `/corporate/${encodeURIComponent(code)}/sign-in`,
} as const;
