import type { Context, Hono } from 'hono';
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { tooManyAttempts } from './api-error';

/**
 * One limit: at most `points` requests per window of `durationSeconds` (the library's fixed window, which starts at
 * the first request). `every` counts each request; `refused` counts only requests answered with a 4xx or 5xx, so
 * guesses (a wrong password, an unknown coupon, a reservation that is not there) are limited and a guest who gets
 * it right is not.
 */
export type RateLimit = { points: number; durationSeconds: number; counts: 'every' | 'refused' };

/** Per client address always; per account (an e-mail or account id) where the request names one. */
export type RateLimitRule = { perAddress: RateLimit; perAccount?: RateLimit };

export type RateLimitedAction =
  | 'clientSession'
  | 'memberSignIn'
  | 'organizationSignIn'
  | 'reservationLookup'
  | 'paymentLink'
  | 'couponCheck'
  | 'signUpMail'
  | 'cardToken'
  | 'reservationCreation'
  | 'emailVerification'
  | 'otaQueryParse';

export type RateLimits = Record<RateLimitedAction, RateLimitRule>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Production defaults (ADR 195). Per address they stay well above what one office or carrier NAT sends, and above
 * what the whole e2e suite sends from its one address; per account they stop guessing one person's secrets.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // The app makes one per brand per browser; the issue measured 1,500 a second from one caller.
  clientSession: { perAddress: { points: 300, durationSeconds: 10 * MINUTE, counts: 'every' } },
  memberSignIn: {
    perAddress: { points: 100, durationSeconds: 10 * MINUTE, counts: 'every' },
    perAccount: { points: 10, durationSeconds: 15 * MINUTE, counts: 'refused' },
  },
  organizationSignIn: {
    perAddress: { points: 100, durationSeconds: 10 * MINUTE, counts: 'every' },
    perAccount: { points: 10, durationSeconds: 15 * MINUTE, counts: 'refused' },
  },
  reservationLookup: {
    perAddress: { points: 30, durationSeconds: 10 * MINUTE, counts: 'refused' },
    perAccount: { points: 10, durationSeconds: 15 * MINUTE, counts: 'refused' },
  },
  // A payment number is the link's only secret (ADR 232): guessing numbers from one address is stopped; the hotel
  // side (issuing a link) is not a guest's call and not limited here.
  paymentLink: { perAddress: { points: 30, durationSeconds: 10 * MINUTE, counts: 'refused' } },
  couponCheck: { perAddress: { points: 20, durationSeconds: 10 * MINUTE, counts: 'refused' } },
  // Each accepted call sends a mail: the per-account limit keeps a stranger from filling someone's inbox.
  signUpMail: {
    perAddress: { points: 30, durationSeconds: HOUR, counts: 'every' },
    perAccount: { points: 5, durationSeconds: HOUR, counts: 'every' },
  },
  // Card testing: many card numbers tried through one address.
  cardToken: { perAddress: { points: 60, durationSeconds: 10 * MINUTE, counts: 'every' } },
  reservationCreation: { perAddress: { points: 100, durationSeconds: 10 * MINUTE, counts: 'every' } },
  // Each request for a code mails one (ADR 242): as the sign-up mails, a stranger may not fill someone's inbox.
  emailVerification: {
    perAddress: { points: 30, durationSeconds: HOUR, counts: 'every' },
    perAccount: { points: 5, durationSeconds: HOUR, counts: 'every' },
  },
  // Reading a traveller's request may call a paid language model (ADR 254): one address may not run up the bill.
  // A traveller retypes a request a few times a minute at most.
  otaQueryParse: { perAddress: { points: 60, durationSeconds: 10 * MINUTE, counts: 'every' } },
};

/**
 * The limits with each per-address allowance multiplied: for a test stack, whose browsers are every guest of a whole
 * suite behind one address. Per-account limits stay as they are (they stop guessing one person's secrets).
 */
export function perAddressTimes(limits: RateLimits, factor: number): RateLimits {
  const scaled = Object.entries(limits).map(([action, rule]) => [
    action,
    { ...rule, perAddress: { ...rule.perAddress, points: rule.perAddress.points * factor } },
  ]);
  return Object.fromEntries(scaled) as RateLimits;
}

type LimitedRoute = {
  action: RateLimitedAction;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The account the request names, read from its JSON body or query. */
  account?: (request: RequestFacts) => string | undefined;
  /** Only these requests count (a price call counts as a coupon check only when it carries a code). */
  applies?: (request: RequestFacts) => boolean;
};

type RequestFacts = { body: Record<string, unknown>; query: (name: string) => string | undefined };

const bodyField = (name: string) => (request: RequestFacts) => {
  const value = request.body[name];
  return typeof value === 'string' ? value : undefined;
};
const withCoupon = (request: RequestFacts) => Boolean(request.query('coupon_code')?.trim());
// A bypass token is a 128-bit secret nobody guesses; the e-mail is what a stranger would try.
const byEmail = (request: RequestFacts) => request.query('email') !== undefined && request.query('bypass_token') === undefined;

/** Every limited call, by the contract's path (domain/contracts), so no route file changes. */
const LIMITED_ROUTES: LimitedRoute[] = [
  { action: 'clientSession', method: 'POST', path: '/api/client_sessions' },
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/sign_in', account: bodyField('email') },
  // The SSO code and refresh exchanges are sign-ins too: a guessed code or token is a session.
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/login' },
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/tokens' },
  { action: 'organizationSignIn', method: 'POST', path: '/hotels/:hotelCode/organization/sign_in', account: bodyField('account_id') },
  { action: 'reservationLookup', method: 'GET', path: '/hotel_brands/:brandId/reservations/:number', account: (r) => r.query('email') },
  { action: 'reservationLookup', method: 'GET', path: '/hotels/:hotelId/reservations/:rid', account: (r) => r.query('email'), applies: byEmail },
  { action: 'reservationLookup', method: 'GET', path: '/hotels/:hotelId/reservations/:rid/*', account: (r) => r.query('email'), applies: byEmail },
  { action: 'paymentLink', method: 'GET', path: '/hotels/:hotelId/payment_links/:paymentNumber' },
  { action: 'paymentLink', method: 'POST', path: '/hotels/:hotelId/payment_links/:paymentNumber/payment' },
  { action: 'couponCheck', method: 'GET', path: '/hotels/:hotelId/rooms/price', applies: withCoupon },
  { action: 'couponCheck', method: 'GET', path: '/hotels/:hotelId/rooms', applies: withCoupon },
  { action: 'signUpMail', method: 'POST', path: '/hotels/:hotelId/memberships/sign_up', account: bodyField('email') },
  { action: 'signUpMail', method: 'POST', path: '/hotels/:hotelId/memberships/resend_confirmation', account: bodyField('email') },
  // Membership I (ADR 212): each accepted call mails a link; the password checks are sign-ins by another door.
  { action: 'signUpMail', method: 'POST', path: '/hotels/:hotelId/memberships/start_reset_password_process', account: bodyField('email') },
  { action: 'signUpMail', method: 'POST', path: '/hotels/:hotelId/memberships/resend_confirm_email', account: bodyField('email') },
  { action: 'signUpMail', method: 'PUT', path: '/hotels/:hotelId/memberships/update_email', account: bodyField('email') },
  { action: 'memberSignIn', method: 'PUT', path: '/hotels/:hotelId/memberships/update_password' },
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/delete_account' },
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/confirm' },
  { action: 'memberSignIn', method: 'POST', path: '/hotels/:hotelId/memberships/:provider/sign_in' },
  { action: 'cardToken', method: 'POST', path: '/psp/tokens' },
  { action: 'cardToken', method: 'POST', path: '/psp/hosted-fields/:provider/tokens' },
  { action: 'cardToken', method: 'POST', path: '/psp/hosted-fields/:provider/saved-card-tokens' },
  { action: 'reservationCreation', method: 'POST', path: '/hotels/:hotelId/reservations' },
  // Only the requests for a code: a code sent back is limited by its own five tries.
  { action: 'emailVerification', method: 'POST', path: '/api/v1/email_verifications', account: bodyField('email'), applies: (r) => r.body.code === undefined },
  { action: 'otaQueryParse', method: 'POST', path: '/api/ota/v1/hotels/parse_query' },
];

export type RateLimitOptions = {
  db: Database;
  limits: RateLimits;
  /** The caller's address; by default the TCP peer, since a forwarded-for header is whatever the caller writes. */
  clientAddress: (c: Context) => string;
};

/** The TCP peer of @hono/node-server's request; in-process requests (tests) have none and share one bucket. */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const TABLE = 'rate_limits';
/** Expired counters are deleted at most this often, by whichever request comes next. */
const PURGE_EVERY_MS = 60_000;

type Bucket = { limiter: RateLimiterSQLite; key: string; counts: RateLimit['counts'] };

/**
 * Mounts the limits ahead of the routes they guard (ADR 195). Counters live in the API's SQLite database, so every
 * API process on one database shares them. A refused request is 429 with Retry-After and, in the spec's error body,
 * `payloads.retry_after_seconds` for the app's message.
 */
export function mountRateLimits(app: Hono, { db, limits, clientAddress }: RateLimitOptions): void {
  const limiter = (prefix: string, limit: RateLimit) =>
    new RateLimiterSQLite({
      storeClient: db,
      storeType: 'better-sqlite3',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: prefix,
      points: limit.points,
      duration: limit.durationSeconds,
    });
  const limiters = new Map(
    (Object.keys(limits) as RateLimitedAction[]).map((action) => {
      const rule = limits[action];
      return [
        action,
        {
          perAddress: { limiter: limiter(`${action}:address`, rule.perAddress), counts: rule.perAddress.counts },
          perAccount: rule.perAccount && { limiter: limiter(`${action}:account`, rule.perAccount), counts: rule.perAccount.counts },
        },
      ] as const;
    }),
  );
  const purge = db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`);
  let purgedAt = 0;

  for (const route of LIMITED_ROUTES) {
    const guard = limiters.get(route.action);
    if (!guard) continue;
    app.on(route.method, route.path, async (c, next) => {
      const facts: RequestFacts = { body: await jsonObject(c, route.method), query: (name) => c.req.query(name) };
      if (route.applies && !route.applies(facts)) return next();

      const nowMs = Date.now();
      if (nowMs - purgedAt > PURGE_EVERY_MS) {
        purgedAt = nowMs;
        purge.run(nowMs);
      }

      const buckets: Bucket[] = [{ ...guard.perAddress, key: clientAddress(c) }];
      const account = route.account?.(facts)?.trim().toLowerCase();
      // Accounts are kept as digests: the counters table holds no e-mail address.
      if (guard.perAccount && account) buckets.push({ ...guard.perAccount, key: sha256Hex(account) });

      let refusal: RateLimiterRes | undefined;
      for (const bucket of buckets) {
        try {
          await bucket.limiter.consume(bucket.key);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          if (!refusal || error.msBeforeNext > refusal.msBeforeNext) refusal = error;
        }
      }
      if (refusal) return tooManyRequests(c, refusal);

      await next();
      if (c.res.status >= 400) return;
      for (const bucket of buckets) if (bucket.counts === 'refused') await bucket.limiter.reward(bucket.key);
    });
  }
}

function tooManyRequests(c: Context, refusal: RateLimiterRes): Response {
  const refused = tooManyAttempts(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
  for (const [name, value] of Object.entries(refused.headers)) c.header(name, value);
  return c.json(refused.body, refused.status);
}

/**
 * The request's JSON body as an object, or an empty one. Hono keeps the text it read, so the route reads it again;
 * malformed JSON is left for the route to refuse.
 */
async function jsonObject(c: Context, method: LimitedRoute['method']): Promise<Record<string, unknown>> {
  if (method === 'GET') return {};
  try {
    const parsed: unknown = JSON.parse(await c.req.text());
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
