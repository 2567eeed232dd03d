// Document 2 sections 9.1 and 9.2: times, amounts and counts.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TIME = {
  searchCriteriaCookieMs: HOUR,
  clientSessionCookieMs: 0.75 * DAY,
  utmCookieMs: DAY,
  browsingCacheMs: 10 * MINUTE,
  signInRedirectWatchdogMs: 3_500,
  lineSignInRedirectDelayMs: 500,
  popoverDelayMs: 200,
  chatbotUserIdWaitMs: 2_000,
  chatbotUserIdPollMs: 200,
  threeDSecureLimitMs: 15 * MINUTE,
  paymentLinkReloadMs: HOUR,
  updateRetryMs: 5 * MINUTE,
  previewMs: 5 * MINUTE,
  duplicateReservationWindowMs: 2_000,
  emailDelayMs: 10 * MINUTE,
  pointsAddedDaysAfterCheckout: 3,
  /** How far back the sweep looks for stays that have not earned points; a member's points page has no limit. */
  stayPointsSweepLookbackDays: 30,
  digicoValidityDays: 180,
} as const;

export const COUNTS = {
  storedTracingIds: 20,
  storedReservationSummaries: 10,
  maxAttachments: 30,
  maxAttachmentBytes: 80 * 1024 * 1024,
  maxAnswerLength: 255,
  maxTextLength: 255,
  passwordMinLength: 8,
  taiwanTaxIdDigits: 8,
  stayPlusFlightMaxRooms: 5,
  defaultAdults: 2,
  defaultRoomCount: 1,
  defaultMaxGuestsPerRoom: 20,
  pointHistoryPageSize: 5,
  countLimit: 999,
  largeCountLimit: 1e6,
  undatedDefaultNights: 1,
} as const;

export const AMOUNTS = {
  visaMastercardOnlineMaxYen: 1_000_000,
  consumptionTaxPercent: 8,
} as const;

/** Unlimited inventory is the largest safe integer. */
export const UNLIMITED_INVENTORY = Number.MAX_SAFE_INTEGER;

/** "Mobile means window width at most 992." */
export const MOBILE_MAX_WIDTH_PX = 992;

/** Card payment maintenance window, 2024-11-18 04:00 to 06:00 Japan time. */
export const CARD_MAINTENANCE_WINDOW = {
  start: '2024-11-18T04:00:00+09:00',
  end: '2024-11-18T06:00:00+09:00',
} as const;

export const OTA_DEFAULT_BUTTON_COLOUR = '#c21e58';

/**
 * The kinds of file a guest may attach (ADR 194): photos and scans. The server tells them by their content's leading
 * bytes, never by the declared type or the name; the app offers them in the file picker.
 */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
