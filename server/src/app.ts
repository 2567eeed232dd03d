import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import * as z from 'zod/mini';
import type { Database } from './db/open-database';
import { ApiError, errorBody } from './http/api-error';
import { corsForOrigins } from './http/cors-for-origins';
import { contractMounter } from './http/mount-contract';
import { mountNoStore } from './http/no-store';
import { DEFAULT_RATE_LIMITS, mountRateLimits, socketAddress, type RateLimits } from './http/rate-limits';
import { queryParserFromEnv, type OtaQueryParser } from './ota/ota-query-parsers';
import { findClientSession, isOtaClientSession } from './sessions/client-sessions';
// Every route file sits in routes/, one per capability (<capability>-routes.ts).
import { mountBrandAssetRoutes } from './routes/brand-asset-routes';
import { mountBrandRoutes } from './routes/brand-routes';
import { mountCancellationPolicyRoutes } from './routes/cancellation-policy-routes';
import { mountHotelInfoRoutes } from './routes/hotel-info-routes';
import { mountChatbotRoutes } from './routes/chatbot-routes';
import { mountClientSessionRoutes } from './routes/client-session-routes';
import { mountExtrasRoutes } from './routes/extras-routes';
import { mountFaults } from './routes/fault-routes';
import { mountFileAttachmentContracts, mountFileAttachmentRoutes } from './routes/file-attachment-routes';
import { mountHotelSwitches } from './routes/hotel-switch-routes';
import { mountLiffRoutes } from './routes/liff-routes';
import { mountLineLoginPage } from './routes/line-login-page-routes';
import { mountManageRoutes } from './routes/manage-routes';
import { mountMarketingEmailRoutes, mountMarketingMailDemoRoutes, mountOneClickUnsubscribe } from './routes/marketing-email-routes';
import { mountMemberRoutes } from './routes/member-routes';
import { mountOrganizationAdminRoutes } from './routes/organization-admin-routes';
import { mountOrganizationRoutes } from './routes/organization-routes';
import { mountOtaRoutes } from './routes/ota-routes';
import { mountOtaBookingRoutes } from './routes/ota-booking-routes';
import { mountOutboxRoutes } from './routes/outbox-routes';
import { mountPartnerSignInPage } from './routes/partner-sign-in-page-routes';
import { mountPaymentRoutes } from './routes/payment-routes';
import { mountPaymentLinkDemoRoutes, mountPaymentLinkRoutes } from './routes/payment-link-routes';
import { mountExchangeRateDemoRoutes } from './routes/exchange-rate-routes';
import { mountPendingPaymentCookieRoutes } from './routes/pending-payment-cookie-routes';
import { mountPhotoRoutes } from './routes/photo-routes';
import { mountQuestionRoutes } from './routes/question-routes';
import { mountRecommenderWidgetRoutes } from './routes/recommender-widget-routes';
import { mountReservationRoutes } from './routes/reservation-routes';
import { mountMemberLoyaltySwitch } from './routes/member-loyalty-switch-routes';
import { mountReservationSwitches } from './routes/reservation-switch-routes';
import { mountRoomsRoutes } from './routes/rooms-routes';
import { mountSearchRoutes } from './routes/search-routes';
import { mountSessionCookieRoutes } from './routes/session-cookie-routes';
import { mountSettingsRoutes } from './routes/settings-routes';
import { mountSignUpRoutes } from './routes/sign-up-routes';
import { mountThreeDSecureRoutes } from './routes/three-d-secure-routes';
import { mountHostedFieldsRoutes } from './routes/hosted-fields-routes';
import { mountPaymentHubPages, mountPaymentHubRoutes } from './routes/payment-hub-routes';
import { mountAmazonPayPages, mountAmazonPayRoutes } from './routes/amazon-pay-routes';
import { mountPayPalPaymentRoutes, mountPayPalStandInRoutes } from './routes/paypal-routes';
import { mountAdyenPaymentRoutes, mountAdyenStandInRoutes } from './routes/adyen-routes';
import { mountMemberAccountRoutes } from './routes/member-account-routes';
import { mountProviderSignInRoutes } from './routes/provider-sign-in-routes';
import { mountProviderConsentPages } from './routes/provider-consent-page-routes';
import { mountLoyaltyRoutes } from './routes/loyalty-routes';
import { mountLotteryDemoRoutes, mountLotteryRoutes } from './routes/lottery-routes';
import { mountHotelReservationView } from './routes/hotel-reservation-view-routes';

export type ApiAppOptions = {
  db: Database;
  /** Origins (the app's) allowed to call the API from a browser. */
  corsOrigins: string[];
  /** The clock; tests fix it so "today" and session expiry are predictable. */
  now?: () => Date;
  /** Mounts the test-only fault switch (server/src/faults); only the browser tests' stack turns it on. */
  faults?: boolean;
  /** Mounts the mail outbox page (GET /__outbox) for demos and browser tests. */
  outbox?: boolean;
  /** Rate limits per call (ADR 195); production defaults unless a test needs tighter ones. */
  rateLimits?: RateLimits;
  /** The caller's address for the rate limits; the TCP peer unless a trusted proxy's header is read here. */
  clientAddress?: (c: Context) => string;
  /** The travel-agency search's request parser (ADR 254); the environment's choice, offline by default. */
  otaQueryParser?: OtaQueryParser;
};

// Zod Mini loads no locale, so an issue without a message of its own would read only "Invalid input". The API's
// error details name the problem ("Too small: expected number to be >=1"); the app's bundle goes without them.
z.config(z.locales.en());

/** Far above any request the contracts describe; refuses bulk bodies before they are read into memory. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApiApp({
  db,
  corsOrigins,
  now = () => new Date(),
  faults = false,
  outbox = false,
  rateLimits = DEFAULT_RATE_LIMITS,
  clientAddress = socketAddress,
  otaQueryParser = queryParserFromEnv(process.env),
}: ApiAppOptions): Hono {
  const app = new Hono();
  app.use(corsForOrigins(corsOrigins));
  // JSON and other text answers gzip-compressed when the client accepts it (issue 20, ADR 210); PDFs, images and
  // answers that already have an encoding pass as they are, and a streamed download stays streamed.
  app.use(compress({ encoding: 'gzip' }));
  mountNoStore(app);
  // Uploads carry their own, larger body limit, so they are mounted ahead of the general one.
  mountFileAttachmentRoutes(app, db, now);
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(413, 'payload_too_large', 'The request body is too large.'), 413),
    }),
  );

  // Test-only switches: the browser tests' stack turns them on (faults: failing calls, a hotel's maintenance,
  // reservation states booking cannot reach); the demo and the browser tests read the mail outbox.
  if (faults) mountFaults(app);
  if (faults) mountHotelSwitches(app, db);
  const reservationClock = faults ? mountReservationSwitches(app, db) : undefined;
  if (faults) mountHotelReservationView(app, db);
  if (faults) mountMemberLoyaltySwitch(app, db, now);
  if (outbox) mountOutboxRoutes(app, db);
  // The stand-in's lottery draw and preview links, which the hotel's own system would make; the demo triggers them.
  if (outbox) mountLotteryDemoRoutes(app, db, now);
  // The stand-in hotel's payment links and the brand's marketing mails (ADR 232), which the demo and tests trigger.
  if (outbox) mountPaymentLinkDemoRoutes(app, db, corsOrigins, now);
  if (outbox) mountMarketingMailDemoRoutes(app, db, corsOrigins, now);
  // The stand-in's exchange-rate feed (ADR 251): the demo and the browser tests move a rate.
  if (outbox) mountExchangeRateDemoRoutes(app, db);
  // After the body limit, so the limits read at most a bounded body; ahead of the routes they guard.
  mountRateLimits(app, { db, limits: rateLimits, clientAddress });

  // Plain pages and files: the card issuer's 3-D Secure page, the stand-in LINE and partner sign-in pages, images.
  mountThreeDSecureRoutes(app, db, now);
  mountHostedFieldsRoutes(app, db, corsOrigins, now);
  mountPaymentHubPages(app, db, now);
  mountAmazonPayPages(app, db, now);
  mountPayPalStandInRoutes(app, db, corsOrigins);
  mountAdyenStandInRoutes(app, db, corsOrigins, now);
  mountLineLoginPage(app, db, now);
  mountPartnerSignInPage(app, db, corsOrigins, now);
  mountProviderConsentPages(app, db, corsOrigins, now);
  mountPhotoRoutes(app);
  mountBrandAssetRoutes(app);
  // A mail client's RFC 8058 one-click unsubscribe: no client session, the mail's token is the proof.
  mountOneClickUnsubscribe(app, db, now);

  // The API's calls, each mounted from its domain/ contract, one line per capability.
  const mount = contractMounter(
    app,
    (token) => findClientSession(db, token, now()),
    (token) => isOtaClientSession(db, token, now()),
  );
  const deps = { db, now };
  // Hotel, rooms and search
  mountClientSessionRoutes(mount, deps);
  mountSettingsRoutes(mount, deps);
  mountRoomsRoutes(mount, deps);
  mountSearchRoutes(mount, deps);
  mountCancellationPolicyRoutes(mount, deps);
  mountExtrasRoutes(mount, deps);
  mountQuestionRoutes(mount, deps);
  mountFileAttachmentContracts(mount, deps);
  mountBrandRoutes(mount, deps);
  mountHotelInfoRoutes(mount, deps);
  mountOtaRoutes(mount, deps, otaQueryParser);
  mountRecommenderWidgetRoutes(mount, deps);
  // Booking, payment and managing a reservation
  mountReservationRoutes(mount, deps, corsOrigins);
  mountPaymentRoutes(mount, deps);
  mountPayPalPaymentRoutes(mount, deps);
  mountAdyenPaymentRoutes(mount, deps, corsOrigins);
  mountPaymentLinkRoutes(mount, deps);
  mountOtaBookingRoutes(mount, deps);
  mountManageRoutes(mount, app, deps, (token) => findClientSession(db, token, now()), reservationClock);
  mountPendingPaymentCookieRoutes(mount, deps, corsOrigins);
  mountPaymentHubRoutes(mount, deps);
  mountAmazonPayRoutes(mount, deps);
  // Membership and organisations
  mountMemberRoutes(mount, deps);
  mountSignUpRoutes(mount, deps, corsOrigins);
  mountMemberAccountRoutes(mount, deps, corsOrigins);
  mountProviderSignInRoutes(mount, deps, corsOrigins);
  mountSessionCookieRoutes(mount, deps, corsOrigins);
  mountOrganizationRoutes(mount, deps);
  mountOrganizationAdminRoutes(mount, deps);
  mountLoyaltyRoutes(mount, deps);
  mountLotteryRoutes(mount, deps, corsOrigins);
  mountMarketingEmailRoutes(mount, deps);
  // Messaging channels
  mountChatbotRoutes(mount, deps);
  mountLiffRoutes(mount, deps);

  app.notFound((c) => c.json(errorBody(404, 'not_found', 'Nothing was found at this address.'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    // Only the error itself is logged: request bodies may carry guest and card data.
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody(500, 'internal_error', 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}
