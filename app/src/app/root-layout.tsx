import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { LoadingStatus } from '../components/ui/loading-status';
import { useHotelSettings } from '../lib/hotel-settings';
import { useHotelLink } from '../lib/use-hotel-link';
import { useSessionStore } from '../stores/session-store';
import { hasBackToSearch, isHeadlessPath, isProtectedPath, paths } from './paths';
import { CurrencyButton } from './shell/currency/currency-button';
import { CloseButton } from './shell/close-button';
import { GlobalBanners } from './shell/global-banners';
import { HotelHtml } from './shell/hotel-html';
import { LanguageMenu } from './shell/language-menu';
import styles from './shell/shell.module.css';

/** The shell around a screen: the hotel's header and footer, the header controls and the global banners. */
function Shell({ mainRef, children }: { mainRef?: React.Ref<HTMLElement>; children: React.ReactNode }) {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const { pathname } = useLocation();
  const link = useHotelLink();
  return (
    <PageFrame
      hotelName={settings.hotel_name}
      headless={isHeadlessPath(pathname)}
      customHeader={
        settings.website_header_html ? (
          <div className={styles.customHeader}>
            <HotelHtml html={settings.website_header_html} />
          </div>
        ) : null
      }
      actions={
        <div className={styles.actions}>
          {hasBackToSearch(pathname) && (
            <Link className={styles.headerLink} to={link(paths.results.build())}>
              {t('shell.backToSearch')}
            </Link>
          )}
          <CurrencyButton />
          <LanguageMenu />
          <CloseButton />
        </div>
      }
      banners={<GlobalBanners />}
      footer={
        settings.website_footer_html ? (
          <footer className={styles.footer} aria-label={t('shell.footer', { hotel: settings.hotel_name })}>
            <HotelHtml html={settings.website_footer_html} />
          </footer>
        ) : null
      }
      mainRef={mainRef}
    >
      {children}
    </PageFrame>
  );
}

/** "Protected routes" need a signed-in member; anyone else goes to sign-in and comes back here afterwards. */
function ProtectedGuard({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const link = useHotelLink();
  if (isProtectedPath(pathname) && !signedIn) {
    return <Navigate to={link(paths.signIn.build(`${pathname}${search}`))} replace />;
  }
  return children;
}

/**
 * The frame of every routed screen. After an in-app navigation, focus moves to the new page's heading so a
 * screen reader announces where the guest arrived (a client-side route change is otherwise silent).
 */
export function RootLayout() {
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
    <Shell mainRef={mainRef}>
      <ScrollRestoration />
      <ProtectedGuard>
        <Outlet />
      </ProtectedGuard>
    </Shell>
  );
}

/** While a screen's code loads on the first visit. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <Shell>
      <LoadingStatus label={t('app.loading')} />
    </Shell>
  );
}
