import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { MemberUser } from '#domain/entities/member.ts';
import { DisclosureMenu, type DisclosureMenuControls } from '#app/components/ui/disclosure-menu.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useSignOut } from '../hooks/use-sign-out';
import { isVoucherMode, useCustomAuth } from '../hooks/use-sign-up-offered';
import { useAuthStore } from '../stores/auth-store';
import { integrationHref, integrationUrl, loginLabel, loginMenuItems, renderableMenuItems, urlBackFor, type LoginMenuItem } from '../utils/login-display';

/** Sign-in and sign-up pages are always in the build. */
const ROUTE_ITEMS: ReadonlySet<LoginMenuItem> = new Set(['member_sign_in', 'corporate_sign_in', 'sign_up']);
import styles from './login-menu.module.css';

/** The screens a menu item opens that this build has (the app layer leaves out those whose route is not there). */
export type LoginMenuScreens = Partial<Record<'admin' | 'account' | 'my_reservations' | 'points' | 'payment_options' | 'coupons', string>>;

export type LoginMenuPaths = {
  results: string;
  signIn: (urlBack?: string) => string;
  organizationSignIn: (urlBack?: string) => string;
  signUp: (urlBack?: string) => string;
  screens: LoginMenuScreens;
};

const ITEM_LABELS = {
  admin: 'login.admin',
  custom_my_page: 'login.customMyPage',
  account: 'login.account',
  my_reservations: 'login.myReservations',
  points: 'login.points',
  payment_options: 'login.paymentOptions',
  coupons: 'login.coupons',
  member_sign_in: 'login.memberSignIn',
  corporate_sign_in: 'login.corporateSignIn',
  sign_up: 'login.signUp',
} as const;

function PersonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

/**
 * The header's login widget (document 1 sections 2 and 4): a button naming who is signed in (organisation and
 * member, either, or 'Login') that opens the menu items available now. Items go to their route with the hotel
 * code; sign-in items carry urlBack back to this page. hasVouchers: the signed-in member holds vouchers.
 */
export function LoginMenu({ paths, hasVouchers = false }: { paths: LoginMenuPaths; hasVouchers?: boolean }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const link = useHotelLink();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const { user, organization, program } = useAuthStore();
  const signOut = useSignOut(paths.results);
  const offered = loginMenuItems({
    settings: settings.membership,
    brandId: settings.hotel_brand_id,
    signedIn,
    user,
    organization,
    program,
    // The app layer asks the member's vouchers (the account feature's call) and says whether there are any.
    hasVouchers,
    customAuth: useCustomAuth(),
    lotteryEntry: searchParams.has('lottery_event') || searchParams.has('current_lottery_entry'),
    voucherMode: isVoucherMode(searchParams),
    pathname,
  });
  const items = renderableMenuItems(offered, (item) => ROUTE_ITEMS.has(item) || paths.screens[item as keyof LoginMenuScreens] !== undefined);
  if (items.length === 0 && !signedIn) return null;

  const formalName = (member: MemberUser) => t('login.formalName', { first: member.first_name, last: member.last_name });
  const label = loginLabel(user, organization);
  const text =
    label.kind === 'both'
      ? t('login.both', { organization: label.organization, name: formalName(label.user) })
      : label.kind === 'organization'
        ? label.organization
        : label.kind === 'user'
          ? formalName(label.user)
          : t('login.button');

  // Signed in with nothing to offer (logout hidden for the brand): the name alone, no empty menu.
  if (items.length === 0) {
    return (
      <span className={styles.label}>
        <PersonIcon /> <bdi className={styles.name}>{text}</bdi>
      </span>
    );
  }

  const urlBack = urlBackFor(pathname, search);
  const integrations = settings.membership?.integrations;
  const customerLogin = integrationUrl(integrations?.customer_login_redirect, organization);
  const customMyPage = integrationUrl(integrations?.membership_menu_redirect, organization);
  const routeOf = (item: Exclude<LoginMenuItem, 'custom_my_page' | 'logout'>): string => {
    switch (item) {
      case 'member_sign_in':
        return paths.signIn(urlBack);
      case 'corporate_sign_in':
        return paths.organizationSignIn(urlBack);
      case 'sign_up':
        return paths.signUp(urlBack);
      default:
        return paths.screens[item] ?? paths.results;
    }
  };
  // The brand's own pages (integrations) replace the screen in this frame's top window, with the hotel code.
  const brandLink = (href: string, label: string, { itemClassName, close }: DisclosureMenuControls) => (
    <a className={itemClassName} href={href} target="_top" onClick={() => close()}>
      {label}
    </a>
  );
  const itemFor = (item: LoginMenuItem, controls: DisclosureMenuControls) => {
    const { itemClassName, close } = controls;
    switch (item) {
      case 'custom_my_page':
        return customMyPage ? brandLink(integrationHref(customMyPage, settings.hotel_code), t(ITEM_LABELS[item]), controls) : null;
      case 'logout':
        return (
          <button
            type="button"
            className={itemClassName}
            onClick={() => {
              close({ focusButton: true });
              void signOut();
            }}
          >
            {t('login.logout')}
          </button>
        );
      default: {
        // The customer-login redirect: member sign-in happens on the brand's page, which sends the guest back here.
        if (item === 'member_sign_in' && customerLogin) {
          const back = new URL(link(urlBack ?? paths.results), window.location.origin).toString();
          return brandLink(integrationHref(customerLogin, settings.hotel_code, back), t(ITEM_LABELS[item]), controls);
        }
        const to = routeOf(item);
        const pointName = item === 'points' ? settings.membership?.point_name : null;
        const label = pointName ?? t(ITEM_LABELS[item]);
        // "Clicking an item goes to its route unless already there": here it only closes the menu.
        const here = to.split('?')[0] === pathname;
        return (
          <Link
            className={itemClassName}
            to={link(to)}
            aria-current={here ? 'page' : undefined}
            onClick={(event) => {
              if (here) event.preventDefault();
              close();
            }}
          >
            {label}
          </Link>
        );
      }
    }
  };

  return (
    <DisclosureMenu
      buttonClassName={styles.button}
      buttonLabel={signedIn ? t('login.menuSignedIn', { name: text }) : undefined}
      buttonContent={
        <>
          <PersonIcon /> <bdi className={styles.name}>{text}</bdi>
        </>
      }
    >
      {(controls) => items.map((item) => <li key={item}>{itemFor(item, controls)}</li>)}
    </DisclosureMenu>
  );
}
