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
import { loginLabel, loginMenuItems, urlBackFor, type LoginMenuItem } from '../utils/login-display';
import styles from './login-menu.module.css';

export type LoginMenuPaths = {
  results: string;
  signIn: (urlBack?: string) => string;
  organizationSignIn: (urlBack?: string) => string;
  signUp: (urlBack?: string) => string;
};

const ITEM_LABELS = { member_sign_in: 'login.memberSignIn', corporate_sign_in: 'login.corporateSignIn', sign_up: 'login.signUp' } as const;

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
 * code; sign-in items carry urlBack back to this page.
 */
export function LoginMenu({ paths }: { paths: LoginMenuPaths }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const link = useHotelLink();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const { user, organization } = useAuthStore();
  const signOut = useSignOut(paths.results);
  const items = loginMenuItems({
    settings: settings.membership,
    brandId: settings.hotel_brand_id,
    signedIn,
    user,
    organization,
    customAuth: useCustomAuth(),
    lotteryEntry: searchParams.has('lottery_event') || searchParams.has('current_lottery_entry'),
    voucherMode: isVoucherMode(searchParams),
    pathname,
  });
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
  const itemFor = (item: LoginMenuItem, { itemClassName, close }: DisclosureMenuControls) => {
    switch (item) {
      case 'member_sign_in':
      case 'corporate_sign_in':
      case 'sign_up': {
        const to = (item === 'member_sign_in' ? paths.signIn : item === 'sign_up' ? paths.signUp : paths.organizationSignIn)(urlBack);
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
            {t(ITEM_LABELS[item])}
          </Link>
        );
      }
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
