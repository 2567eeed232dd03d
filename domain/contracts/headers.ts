// Document 2 section 7.1: the headers every request carries. One list, read by the app's API client
// and by the server's CORS configuration, so the two cannot drift.
export const REQUEST_HEADERS = {
  tracingId: 'X-Request-Id',
  appVersion: 'X-App-Version',
  siteController: 'X-Site-Controller',
  tier: 'X-Tier',
  locale: 'X-Locale',
  clientSession: 'X-Client-Session',
  authorization: 'Authorization',
  pubnubKey: 'X-Pubnub-Key',
  emailConversionTrackingId: 'X-Email-Conversion-Tracking-Id',
  idempotencyKey: 'Idempotency-Key',
  /** The identity call's one-time access token (document 2 section 7.2). */
  oneTimeAccessToken: 'X-One-Time-Access-Token',
} as const;
