import { createBrowserRouter, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { RootLayout, RouteLoading } from '../root-layout';
import { RouteErrorPage } from '../routes/route-error-page';
import { withCatalogs } from '../routing/with-catalogs';
import { otaPaths } from './ota-paths';
import { OTA_PRODUCT_PATH, otaProductAddress } from './ota-product-paths';
import { otaAddress, otaModeOf, type OtaMode } from './ota-site';
import { OtaSiteErrorPage, OtaSiteLayout, OtaSiteLoading } from './ota-site-layout';

/**
 * Every address this mode has no route for: where it belongs on the travel-agency site (otaAddress), reached by
 * the router when it is this mode's, by a page load when it is the other's (or when it is this very address,
 * which only main.tsx serves, like /503).
 */
function leaveFor(mode: OtaMode) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = otaAddress({ pathname: url.pathname, search: url.search });
    const to = `${target.pathname}${target.search}`;
    const same = to === `${url.pathname}${url.search}`;
    return otaModeOf(target.pathname) === mode && !same ? redirect(to) : redirectDocument(to);
  };
}

/** A product path opens as the site's own page for it (a hotel's page: a page load), else the home page. */
function openProductPath({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = otaProductAddress({ pathname: url.pathname, search: url.search });
  return redirectDocument(target ? `${target.pathname}${target.search}` : otaPaths.home.build());
}

/** The site's own pages, without a hotel: the home page and the hotel search. */
export function createOtaSiteRouter() {
  return createBrowserRouter([
    {
      Component: OtaSiteLayout,
      HydrateFallback: OtaSiteLoading,
      ErrorBoundary: OtaSiteErrorPage,
      children: [
        { path: otaPaths.home.path, lazy: withCatalogs(['ota', 'stay-plus-flight'], () => import('../routes/ota-search-route')) },
        { path: otaPaths.searchHotels.path, lazy: withCatalogs(['ota', 'stay-plus-flight'], () => import('../routes/ota-search-route')) },
        { path: OTA_PRODUCT_PATH, loader: openProductPath },
        { path: '*', loader: leaveFor('site') },
      ],
    },
  ]);
}

/** A hotel's booking pages on the travel-agency site: the standard screens, under the variant's addresses. */
export function createOtaHotelRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: otaPaths.hotel.path, lazy: withCatalogs(['search'], () => import('../routes/ota-results-route')) },
        { path: otaPaths.confirmReservation.path, lazy: withCatalogs(['booking', 'ota-booking'], () => import('../routes/ota-confirm-reservation-route')) },
        { path: otaPaths.guestDetail.path, lazy: withCatalogs(['booking', 'ota-booking', 'payment-providers'], () => import('../routes/ota-guest-detail-route')) },
        { path: otaPaths.payment.path, lazy: withCatalogs(['booking', 'ota-booking', 'payment-providers'], () => import('../routes/ota-payment-route')) },
        { path: otaPaths.confirmation.path, lazy: withCatalogs(['booking'], () => import('../routes/confirmation-route')) },
        { path: otaPaths.threeDSecureReturn.path, lazy: withCatalogs(['booking'], () => import('../routes/three-d-secure-return-route')) },
        { path: otaPaths.reservationFail.path, lazy: withCatalogs(['booking'], () => import('../routes/reservation-fail-route')) },
        { path: '*', loader: leaveFor('hotel') },
      ],
    },
  ]);
}
