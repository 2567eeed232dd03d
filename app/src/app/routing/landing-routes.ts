import type { Namespace } from '#app/i18n/i18n.ts';

/** A route guests land on from outside the app (a hotel page, a mail, a bookmark), with its catalogs. */
export type LandingRoute = {
  /** Every address that shows the route's screen on a first visit (the home page redirects to the results). */
  paths: readonly string[];
  /**
   * The same on the travel-agency host (ADR 120), where `/` is the site's own home, not the results; a path ending
   * in `/*` stands for every path under it (a hotel's page, /hotels/{code}).
   */
  otaPaths: readonly string[];
  /** The route module, from the repository root, as the build names its chunk's facade. */
  module: string;
  /** The feature's catalogs, beside the shell's: the route table's `withCatalogs` reads them from here. */
  namespaces: readonly Namespace[];
  /**
   * The module the startup imports to send the route's first reads before it draws (start-app.ts), from the
   * repository root. Its chunk is preloaded with the route's, so that import finds it fetched instead of waiting a
   * round trip for it while the page draws (ADR 293).
   */
  startupReads?: string;
};

/**
 * The landing routes, read by the route table (router.tsx) and by the build's preload table (vite.config.ts,
 * ADR 211), so the catalogs preloaded with the entry are the ones the route then asks for (ADR 227). Data only: the
 * build's config imports it. A new route guests reach from outside is worth an entry here.
 */
export const LANDING_ROUTES = {
  results: {
    paths: ['/', '/booking/result'],
    // The standard address of a hotel's results moves to its page on the travel-agency host (otaAddress).
    otaPaths: ['/booking/result', '/hotels/*'],
    module: 'app/src/app/routes/results-route.tsx',
    namespaces: ['search'],
  },
  guestDetail: {
    paths: ['/reservation/guest-detail'],
    otaPaths: ['/reservation/guest-detail'],
    module: 'app/src/app/routes/guest-detail-route.tsx',
    // A provider's hosted card fields have their own words (ADR 237). Not the results page's: the booking summary's
    // member discount line, once theirs (ADR 225), is the booking's, so guest detail does not load them (ADR 291).
    namespaces: ['booking', 'payment-providers'],
    startupReads: 'app/src/features/checkout/api/guest-detail-address-reads.ts',
  },
} as const satisfies Record<string, LandingRoute>;
