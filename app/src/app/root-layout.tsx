import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { LoadingStatus } from '../components/ui/loading-status';
import { useHotelSettings } from '../lib/hotel-settings';

/**
 * The frame of every routed screen. After an in-app navigation, focus moves to the new page's heading so a
 * screen reader announces where the guest arrived (a client-side route change is otherwise silent).
 */
export function RootLayout() {
  const { hotel_name: hotelName } = useHotelSettings();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    // preventScroll: inside an iframe, scrolling into view would scroll the host page too.
    target?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <PageFrame hotelName={hotelName} mainRef={mainRef}>
      <ScrollRestoration />
      <Outlet />
    </PageFrame>
  );
}

/** While a screen's code loads on the first visit. */
export function RouteLoading() {
  const { hotel_name: hotelName } = useHotelSettings();
  const { t } = useTranslation('common');
  return (
    <PageFrame hotelName={hotelName}>
      <LoadingStatus label={t('app.loading')} />
    </PageFrame>
  );
}
