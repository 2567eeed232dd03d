// Document 2 section 8: the server's error codes and the user messages shown for them.
// The meaning strings are developer-facing; what a guest reads comes from the app's locale catalogs,
// keyed by the same codes.

export const SERVER_ERROR_CODES = {
  1000: 'invalid',
  1100: 'extras: invalid id',
  1101: 'extras: booking deadline exceeded',
  // Section 8.1 names the meanings of 1102-1106 without saying which code is which; section 8.2 pins 1105 to a
  // room type no longer sold (its message: the room became unavailable during payment), so an extra no longer
  // sold takes 1106, and the guest is never told their room went when an extra did (ADR 208).
  1102: 'extras: bad quantity',
  1103: 'extras: bad total price',
  1104: 'extras: purchase limit exceeded or insufficient',
  1105: 'no longer sold: the room type became unavailable',
  1106: 'extras: no longer sold',
  1200: 'job not finished',
  1250: 'expired',
  1251: 'unprocessable upload',
  1252: 'download not found',
  1300: 'password strength',
  1301: 'account locked',
  1302: 'password already used',
  1400: 'session expired',
  1401: 'sign-up confirmation period expired',
  1402: 'user already confirmed',
  1403: 'account registered by the facility needs a password reset',
  1500: 'coupon invalid',
  1501: 'coupon limit reached',
  1600: 'CSV download limit',
  2001: 'promotion cannot apply',
  2101: 'duplicate plan code',
  2201: 'room type has upcoming reservation',
  2401: 'not enough points',
  3200: 'pay not updatable',
  3201: 'pay not capturable',
  3401: 'session token not found',
  3402: 'brand mismatch',
  3403: 'already spent',
  3501: 'loyalty program error: general',
  3502: 'loyalty program error: balance',
  3503: 'loyalty program error: move points',
  3504: 'loyalty program error: cancel points',
  3601: 'language-restricted plan error',
  3602: 'language-restricted plan error',
  3603: 'language-restricted plan error',
  3604: 'language-restricted plan error',
  3704: 'email cannot receive mail',
  3705: 'email cannot receive mail',
  4000: 'identity session expired',
} as const satisfies Record<number, string>;
export type ServerErrorCode = keyof typeof SERVER_ERROR_CODES;

/** Section 8.2: codes that have a message of their own for the guest, grouped by the message they share. */
export const USER_MESSAGE_KEYS = {
  1105: 'roomUnavailableDuringPayment',
  1400: 'sessionExpired',
  1403: 'facilityRegisteredAccount',
  1501: 'couponLimitReached',
  1903: 'outsideReservablePeriod',
  2304: 'planAccountMismatch',
  2401: 'notEnoughPoints',
  3001: 'paymentTimeout',
  3011: 'paymentTimeout',
  3002: 'paymentFailed',
  3003: 'cardNotUsable',
  3205: 'cardNotUsable',
  3004: 'checkCardNumber',
  3005: 'checkExpiry',
  3006: 'threeDSecureFailed',
  3250: 'threeDSecureFailed',
  3007: 'cardNotAccepted',
  3008: 'threeDSecureCancelled',
  3009: 'threeDSecureSuspended',
  3013: 'reservationBusy',
  3016: 'reservationBusy',
  3014: 'originalReservationChanged',
  3202: 'pointBalanceUnavailable',
  3502: 'pointBalanceUnavailable',
  3203: 'generalProcessingError',
  3251: 'generalProcessingError',
  3204: 'paymentProcessFailed',
  3252: 'cardNo3DSecure',
  3504: 'pointsNotReturned',
  3704: 'emailCannotReceive',
  3705: 'emailCannotReceive',
  3750: 'lotteryOnlyDates',
  3751: 'lotteryUnavailable',
  3752: 'lotteryUnavailable',
  3753: 'lotteryUnavailable',
  3754: 'lotteryUnavailable',
  3757: 'lotteryUnavailable',
  3760: 'lotteryUnavailable',
  3756: 'lotteryAlreadyEntered',
  3780: 'lotteryLinkInvalid',
  3781: 'lotteryLinkInvalid',
  3782: 'lotteryLinkInvalid',
  3783: 'lotteryLinkInvalid',
} as const satisfies Record<number, string>;
export type UserMessageKey = (typeof USER_MESSAGE_KEYS)[keyof typeof USER_MESSAGE_KEYS];

export function userMessageKey(code: number): UserMessageKey | undefined {
  return (USER_MESSAGE_KEYS as Record<number, UserMessageKey>)[code];
}

/** A code the catalogue holds: each named code below must be one, so a typo cannot invent a code. */
type CatalogueCode = ServerErrorCode | keyof typeof USER_MESSAGE_KEYS;

// The codes the server answers and the app reads, by name: code never writes an error number of its own
// (tests/lint/error-code-literals.test.ts fails on one).
/** Section 8.1 "invalid": a request that parsed but breaks a rule. */
export const INVALID_CODE = 1000 satisfies CatalogueCode;
export const EXTRA_INVALID_ID_CODE = 1100 satisfies CatalogueCode;
export const EXTRA_BAD_QUANTITY_CODE = 1102 satisfies CatalogueCode;
export const EXTRA_PURCHASE_LIMIT_CODE = 1104 satisfies CatalogueCode;
/** Section 8.2: the room type became unavailable while the guest was booking (sold out). */
export const ROOM_UNAVAILABLE_CODE = 1105 satisfies CatalogueCode;
export const EXTRA_NO_LONGER_SOLD_CODE = 1106 satisfies CatalogueCode;
/** A file whose content is not an allowed type. */
export const UNPROCESSABLE_UPLOAD_CODE = 1251 satisfies CatalogueCode;
/** "Account locked": too many failed sign-ins for one login. */
export const ACCOUNT_LOCKED_CODE = 1301 satisfies CatalogueCode;
/** "Session expired": a member call with a token that no longer signs anybody in. */
export const MEMBER_SESSION_EXPIRED_CODE = 1400 satisfies CatalogueCode;
export const SIGN_UP_EXPIRED_CODE = 1401 satisfies CatalogueCode;
export const ALREADY_CONFIRMED_CODE = 1402 satisfies CatalogueCode;
/** Section 8.2: reservations are accepted only within the reservable period from today. */
export const OUTSIDE_RESERVABLE_PERIOD_CODE = 1903 satisfies CatalogueCode;
export const PAYMENT_TIMEOUT_CODE = 3001 satisfies CatalogueCode;
export const PAYMENT_FAILED_CODE = 3002 satisfies CatalogueCode;
export const CARD_NOT_USABLE_CODE = 3003 satisfies CatalogueCode;
export const CHECK_CARD_NUMBER_CODE = 3004 satisfies CatalogueCode;
export const CHECK_EXPIRY_CODE = 3005 satisfies CatalogueCode;
export const THREE_DS_FAILED_CODE = 3006 satisfies CatalogueCode;
export const CARD_NOT_ACCEPTED_CODE = 3007 satisfies CatalogueCode;
export const THREE_DS_CANCELLED_CODE = 3008 satisfies CatalogueCode;
export const PAY_NOT_UPDATABLE_CODE = 3200 satisfies CatalogueCode;
/** Identity and one-time tokens: not found, of another brand, already spent (or expired). */
export const TOKEN_NOT_FOUND_CODE = 3401 satisfies CatalogueCode;
export const BRAND_MISMATCH_CODE = 3402 satisfies CatalogueCode;
export const TOKEN_SPENT_CODE = 3403 satisfies CatalogueCode;
/** "Loyalty program error: general": the member's programme could not be loaded. */
export const LOYALTY_GENERAL_CODE = 3501 satisfies CatalogueCode;
export const IDP_EXPIRED = 'IDP_EXPIRED';
export const INVALID_SESSION_TITLE = 'invalid_session';
/** 409 titles of a refused booking, which the app answers differently: choose again, or accept the new total. */
export const SOLD_OUT_TITLE = 'sold_out';
export const PRICE_CHANGED_TITLE = 'price_changed';
/**
 * Section 8.3's overlapping-reservation warning (ADR 239): the same guest already holds a reservation at this hotel
 * over overlapping nights. Not a catalogue code: the guest may book again deliberately (overlap_confirmed).
 */
export const OVERLAPPING_RESERVATION_TITLE = 'overlapping_reservation';
/**
 * Section 8.3's "exchange rates updated, recheck prices" (ADR 251): the rate of the guest's chosen currency changed
 * since the price they saw. Not a catalogue code: the guest rechecks the converted prices and books again.
 */
export const EXCHANGE_RATES_UPDATED_TITLE = 'exchange_rates_updated';
/**
 * Section 8.2's 2304, "plan settings do not match the account state": the price call and the booking refuse a
 * member-only, secret or promo plan the requester's session and search terms do not open (ADR 193).
 */
export const PLAN_NOT_BOOKABLE_CODE = 2304 satisfies CatalogueCode;
/** Section 8.1: a coupon code that is unknown, expired or not for this hotel, and one used up (ADR 193). */
export const COUPON_INVALID_CODE = 1500 satisfies CatalogueCode;
export const COUPON_LIMIT_REACHED_CODE = 1501 satisfies CatalogueCode;
/** The organisation admin's CSV download would pass its row limit (CSV_DOWNLOAD_ROW_LIMIT). */
export const CSV_DOWNLOAD_LIMIT_CODE = 1600 satisfies CatalogueCode;
/** A booking's idempotency key sent again with another request (another stay, other guests or price): ADR 197. */
export const IDEMPOTENCY_KEY_REUSED_TITLE = 'idempotency_key_reused';

/**
 * Codes of our own for the review refusals (ADR 150): the spec's catalogue has none for reviews. They sit in a
 * block section 8 leaves unused (between the lottery's 37xx and identity's 4000), so each code still means one
 * thing; tests/domain/reservation-review.test.ts keeps them apart from the spec's codes.
 */
export const REVIEW_ERROR_CODES = {
  review_not_active: 3850,
  review_stay_not_over: 3851,
  review_already_submitted: 3852,
} as const;

/**
 * Membership (issue 18, document 2 section 8.1): a new password too weak or used before, and a mailed link (password
 * reset, e-mail change) that is unknown, already used or past its time.
 */
export const PASSWORD_STRENGTH_CODE = 1300 satisfies CatalogueCode;
export const PASSWORD_ALREADY_USED_CODE = 1302 satisfies CatalogueCode;
export const LINK_EXPIRED_CODE = 1250 satisfies CatalogueCode;

/**
 * Codes of our own for membership refusals the spec words but does not number (ADR 212), in the same unused block
 * as the review codes: a profile field an external provider owns (document 1 section 6, "external-provider members
 * cannot update their profile"), and a sign-in through an outside provider that did not complete (state, code).
 */
export const MEMBERSHIP_ERROR_CODES = {
  profile_owned_by_provider: 3860,
  provider_sign_in_failed: 3861,
} as const;

/**
 * Loyalty (issue 19, ADR 220): spending more points than the balance (2401, with currentPoint and spendPoint in
 * payloads) and points asked of a member whose programme keeps none (3502, "point balance unavailable").
 */
export const NOT_ENOUGH_POINTS_CODE = 2401 satisfies CatalogueCode;
export const POINT_BALANCE_UNAVAILABLE_CODE = 3502 satisfies CatalogueCode;

// Room lotteries (issue 21, ADR 229): which of the catalogue's 3750-3783 the lottery calls answer.
/** The event does not exist at this hotel, or is not open to view. */
export const LOTTERY_UNAVAILABLE_CODE = 3751 satisfies CatalogueCode;
/** Outside the participation period: entries and their changes are refused. */
export const LOTTERY_OUTSIDE_PERIOD_CODE = 3752 satisfies CatalogueCode;
/** The stay does not apply to the event: its dates, its length (min to max nights) or its guests. */
export const LOTTERY_NOT_APPLICABLE_CODE = 3753 satisfies CatalogueCode;
/** The winner's reservation deadline has passed. */
export const LOTTERY_DEADLINE_PASSED_CODE = 3754 satisfies CatalogueCode;
export const LOTTERY_ALREADY_ENTERED_CODE = 3756 satisfies CatalogueCode;
/** The entry's status does not allow the action (document 1 section 4's transitions). */
export const LOTTERY_STATUS_CODE = 3757 satisfies CatalogueCode;
/** The draw has been made: the event takes no more entries. */
export const LOTTERY_DRAWN_CODE = 3760 satisfies CatalogueCode;
/** A preview link past its 5 minutes. */
export const LOTTERY_LINK_EXPIRED_CODE = 3780 satisfies CatalogueCode;
/** A preview link that names no preview of this event. */
export const LOTTERY_LINK_INVALID_CODE = 3781 satisfies CatalogueCode;
/** "Account does not match the lottery entry" (section 8.3): another member's entry. */
export const LOTTERY_ACCOUNT_MISMATCH_TITLE = 'lottery_account_mismatch';
/** A cancellation went through but the points it spent could not be returned (the programme keeps no points now, ADR 225). */
export const POINTS_NOT_RETURNED_CODE = 3504 satisfies CatalogueCode;

// Payment links (issue 22, ADR 232): section 8.3 words these messages without numbering them.
/** "Payment-link task not finished in 1 hour, reload": the page was opened more than an hour before paying. */
export const PAYMENT_LINK_STALE_CODE = 1200 satisfies CatalogueCode;
/**
 * Codes of our own, in the block the review and membership codes use: "payment record not found", "payment amount
 * changed, reload", and a marketing mail's unsubscribe link that names nobody (section 8.3 "unsubscribe error").
 */
export const PAYMENT_LINK_ERROR_CODES = {
  payment_record_not_found: 3870,
  payment_amount_changed: 3871,
  unsubscribe_link_invalid: 3872,
} as const;
/** 409 title of a link that was paid already (another tab, a retried request): nothing is charged again. */
export const PAYMENT_LINK_ALREADY_PAID_TITLE = 'already_paid';
/** 409 title of a link the hotel closed (completed, refunded, cancelled): it takes no payment. */
export const PAYMENT_LINK_CLOSED_TITLE = 'payment_link_closed';
