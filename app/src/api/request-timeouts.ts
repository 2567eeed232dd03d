// How long the app waits for each kind of call before it gives up and says so (issue 14). A hung API must never
// leave a button disabled with no message. One place, so the kinds stay comparable.
export const REQUEST_TIMEOUTS_MS = {
  /** Reading (GET): settings, searches, prices. Safe to repeat, so a short wait. */
  read: 15_000,
  /** Changing something (POST, PUT, PATCH, DELETE): a booking takes a write lock and charges a card. */
  write: 30_000,
  /** A file upload (multipart): up to 80 MB on a guest's connection. */
  upload: 300_000,
} as const;

export type RequestKind = keyof typeof REQUEST_TIMEOUTS_MS;

/**
 * Keys of the common catalog's apiErrors for a call that got no answer (network failure or timeout), by whether
 * sending it again is safe: a read, or a change sent with an idempotency key, is; any other change may have been
 * made already.
 */
export const UNANSWERED_MESSAGES = {
  network: { retrySafe: 'base.network', retryUnsafe: 'base.networkUnsure' },
  timeout: { retrySafe: 'base.timeout', retryUnsafe: 'base.timeoutUnsure' },
} as const;
