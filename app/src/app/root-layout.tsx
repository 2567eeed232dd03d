import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { AuthEffects } from '#app/features/auth/components/auth-effects.tsx';
import { LoginMenu, type LoginMenuPaths } from '#app/features/auth/components/login-menu.tsx';
import { SignInNotKept } from '#app/features/auth/components/sign-in-not-kept.tsx';
import { AfterSignInNotices } from '#app/features/auth/components/after-sign-in-notices.tsx';
import { LiveRegion } from '#app/components/ui/live-region.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { useLoginMenuScreens } from './routing/built-routes';
import { hasBackToSearch, isHeadlessPath, isProtectedPath, paths, protectedRouteSignIn } from './paths';
import { CurrencyButton } from './shell/currency/currency-button';
import { ChatbotButton } from './shell/chatbot-button';
import { CloseButton } from './shell/close-button';
import { GlobalBanners } from './shell/global-banners';
import { HotelHtml } from './shell/hotel-html';
import { hotelLogo } from './shell/hotel-logo';
import { LanguageMenu } from './shell/language-menu';
import { usePageChange } from './shell/use-page-change';
import { useHasVouchers } from './routes/use-has-vouchers';
import { useVisitorLabels } from './routes/use-visitor-labels';
import { PageSkeleton } from './startup/page-skeleton';
import styles from './shell/shell.module.css';

// Only a chatbot's frame shows it: its code stays out of every other guest's download.
const LinkChatPrompt = lazy(() => import('#app/features/chatbot/components/link-chat-prompt.tsx').then((module) => ({ default: module.LinkChatPrompt })));

/** The shell around a screen: the hotel's header and footer, the header controls and the global banners. */
function Shell({ mainRef, children }: { mainRef?: React.Ref<HTMLElement>; children: React.ReactNode }) {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const { pathname } = useLocation();
  const link = useHotelLink();
  const inChatbot = useInChatbot();
  const screens = useLoginMenuScreens();
  const visitorLabels = useVisitorLabels();
  const hasVouchers = useHasVouchers();
  return (
    <PageFrame
      hotelName={settings.hotel_name}
      logo={hotelLogo(settings)}
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
          <LanguageMenu languages={settings.available_languages} />
          <LoginMenu paths={{ ...(inChatbot ? CHAT_LOGIN_MENU_PATHS : LOGIN_MENU_PATHS), screens }} hasVouchers={hasVouchers} />
          <ChatbotButton />
          <CloseButton />
        </div>
      }
      banners={
        <>
          <GlobalBanners />
          {inChatbot && (
            <Suspense fallback={null}>
              <LinkChatPrompt />
            </Suspense>
          )}
          <SignInNotKept signInPath={paths.signIn.build()} />
          <AfterSignInNotices visitorLabels={visitorLabels} />
        </>
      }
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

const LOGIN_MENU_PATHS: Omit<LoginMenuPaths, 'screens'> = {
  results: paths.results.build(),
  signIn: paths.signIn.build,
  organizationSignIn: paths.organizationSignIn.build,
  signUp: paths.signUp.build,
};
/** In the chatbot, member sign-in and sign-up are the chat pages (document 2 section 7.13). */
const CHAT_LOGIN_MENU_PATHS: Omit<LoginMenuPaths, 'screens'> = { ...LOGIN_MENU_PATHS, signIn: paths.chatSignIn.build, signUp: paths.chatSignUp.build };

/** iframe=chatbot in the address the app started with. */
const useInChatbot = () => useShellStore((state) => state.query?.inChatbot === true);

/** "A brand custom auth token on the booking result or facilities page". */
const CUSTOM_AUTH_PATHS = [paths.results.path, paths.facilities.path] as const;

/** "Protected routes" need someone signed in; anyone else goes to the route's sign-in and comes back here afterwards. */
function ProtectedGuard({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const link = useHotelLink();
  const inChatbot = useInChatbot();
  // The sign-out route guards itself (its own sign-out must not bounce it to sign-in).
  if (isProtectedPath(pathname) && pathname !== paths.signOut.path && !signedIn) {
    return <Navigate to={link(protectedRouteSignIn(pathname, inChatbot)(`${pathname}${search}`))} replace />;
  }
  return children;
}

/** The frame of every routed screen; focus follows in-app navigation to the new page's heading. */
export function RootLayout() {
  const mainRef = usePageChange();

  return (
    <>
      <Shell mainRef={mainRef}>
        <ScrollRestoration />
        <AuthEffects resultsPath={paths.results.build()} customAuthPaths={CUSTOM_AUTH_PATHS} />
        <ProtectedGuard>
          <Outlet />
        </ProtectedGuard>
      </Shell>
      {/* Outside the pages, so it outlives them: what one page announces is read while the next arrives. */}
      <LiveRegion />
    </>
  );
}

/** While a screen's code loads on the first visit. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <Shell>
      <LoadingStatus label={t('app.loading')} />
      <PageSkeleton />
    </Shell>
  );
}
