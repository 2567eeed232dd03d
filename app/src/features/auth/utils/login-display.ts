import type { MembershipSettings } from '#domain/entities/membership-settings.ts';
import type { MemberUser, SignedInOrganization } from '#domain/entities/member.ts';
import { isSignUpOffered } from '#domain/rules/sign-up.ts';

// Document 1 section 4 "Login display" and section 2 "Login menu items", as pure rules the header applies.

/** "Logout is hidden for brands 1106 and 1099." */
export const LOGOUT_HIDDEN_BRAND_IDS: readonly number[] = [1106, 1099];

/** What the login button says: both names, the organisation's, the member's formal name, or 'Login'. */
export type LoginLabel =
  | { kind: 'both'; organization: string; user: MemberUser }
  | { kind: 'organization'; organization: string }
  | { kind: 'user'; user: MemberUser }
  | { kind: 'login' };

export function loginLabel(user: MemberUser | null, organization: SignedInOrganization | null): LoginLabel {
  if (organization && user) return { kind: 'both', organization: organization.display_name, user };
  if (organization) return { kind: 'organization', organization: organization.display_name };
  if (user) return { kind: 'user', user };
  return { kind: 'login' };
}

export type LoginMenuItem = 'member_sign_in' | 'corporate_sign_in' | 'sign_up' | 'logout';

export type LoginMenuContext = {
  settings: MembershipSettings | undefined;
  brandId: number;
  signedIn: boolean;
  user: MemberUser | null;
  organization: SignedInOrganization | null;
  /** The brand's custom authentication is in play: signed in by it, or its token is in the address. */
  customAuth: boolean;
  lotteryEntry: boolean;
  /** The search runs in voucher mode (mode=voucher). */
  voucherMode: boolean;
  pathname: string;
};

const LOTTERY_CONFIRMATION = /^\/room-lottery\/confirmation(\/|$)/;

/**
 * The menu items that have a screen today, in the spec's order. Account pages, coupons and the organisation admin
 * page arrive with their screens.
 */
export function loginMenuItems(context: LoginMenuContext): LoginMenuItem[] {
  const { settings } = context;
  const items: LoginMenuItem[] = [];
  // "Member login is offered only when not signed in, no custom auth is present and membership login is enabled."
  if (!context.user && !context.customAuth && settings?.login_enabled) items.push('member_sign_in');
  // "Corporate login ... when not corporate-signed-in, enabled, not in lottery entry and not on lottery confirmation."
  if (!context.organization && settings?.corporate_login_enabled && !context.lotteryEntry && !LOTTERY_CONFIRMATION.test(context.pathname)) {
    items.push('corporate_sign_in');
  }
  const { signedIn, customAuth, voucherMode } = context;
  if (isSignUpOffered({ settings, signedIn, customAuth, voucherMode })) items.push('sign_up');
  if (context.signedIn && !LOGOUT_HIDDEN_BRAND_IDS.includes(context.brandId)) items.push('logout');
  return items;
}

/** "Logout on the lottery confirmation page returns to booking result." */
export function leavesPageOnLogout(pathname: string): boolean {
  return LOTTERY_CONFIRMATION.test(pathname);
}

export const SIGN_IN_PATHS: readonly string[] = [
  '/sign-in',
  '/organization-sign-in',
  '/ota-sign-in',
  '/chat-sign-in',
  '/sign-up',
  '/sign-up-result',
  '/sign-up-done',
  '/chat-sign-up',
  '/chat-sign-up-form',
  '/chat-sign-up-result',
  '/chat-sign-up-done',
];

/** "Sign-in and sign-up carry a return address (urlBack) unless already on such a page." */
export function urlBackFor(pathname: string, search: string): string | undefined {
  return SIGN_IN_PATHS.includes(pathname) ? undefined : `${pathname}${search}`;
}

/**
 * Where a finished sign-in goes: the urlBack when it is an address inside the app, else the fallback. Anything
 * that could leave the app (another origin, a protocol-relative or backslash path) is ignored.
 */
export function safeUrlBack(urlBack: string | null, fallback: string): string {
  if (!urlBack || !urlBack.startsWith('/') || urlBack.startsWith('//') || urlBack.includes('\\')) return fallback;
  const path = urlBack.split('?')[0] ?? '';
  return SIGN_IN_PATHS.includes(path) ? fallback : urlBack;
}

/** "Sign-in status changing mid-flow redirects to search": the pages of a booking in progress. */
const MID_FLOW = [/^\/reservation\/guest-detail$/, /^\/room-lottery\/guest-detail$/, /^\/reservation\/payment$/];

export function isMidFlow(pathname: string): boolean {
  return MID_FLOW.some((pattern) => pattern.test(pathname));
}
