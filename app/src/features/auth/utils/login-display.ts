import type { BrandIntegration, MembershipSettings } from '#domain/entities/membership-settings.ts';
import type { MembershipProgram, MemberUser, SignedInOrganization } from '#domain/entities/member.ts';
import { isOrganizationAdminRole } from '#domain/rules/organization-admin.ts';
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

/** The login menu's 11 items (document 1 section 2, "Login menu items"), in the spec's order. */
export const LOGIN_MENU_ITEMS = [
  'admin',
  'custom_my_page',
  'account',
  'my_reservations',
  'points',
  'payment_options',
  'coupons',
  'member_sign_in',
  'corporate_sign_in',
  'sign_up',
  'logout',
] as const;
export type LoginMenuItem = (typeof LOGIN_MENU_ITEMS)[number];

export type LoginMenuContext = {
  settings: MembershipSettings | undefined;
  brandId: number;
  signedIn: boolean;
  user: MemberUser | null;
  organization: SignedInOrganization | null;
  /** The signed-in member's programme (its point-programme eligibility), null until known. */
  program: MembershipProgram | null;
  /** The signed-in member holds vouchers ("coupons only when vouchers exist"). */
  hasVouchers: boolean;
  /** The brand's custom authentication is in play: signed in by it, or its token is in the address. */
  customAuth: boolean;
  lotteryEntry: boolean;
  /** The search runs in voucher mode (mode=voucher). */
  voucherMode: boolean;
  pathname: string;
};

const LOTTERY_CONFIRMATION = /^\/room-lottery\/confirmation(\/|$)/;

/** "Organisation admin: role text contains admin" (document 1 section 6), by the rule the server applies. */
export const isOrganizationAdmin = (organization: SignedInOrganization | null) => organization !== null && isOrganizationAdminRole(organization.role);

/**
 * An active brand integration's address for who is signed in: the organisation's when an organisation is signed in
 * and the brand gave one, else the general one; null when the integration is off or has no address.
 */
export function integrationUrl(integration: BrandIntegration | undefined, organization: SignedInOrganization | null): string | null {
  if (!integration?.is_active) return null;
  return (organization ? integration.with_organization_url : null) ?? integration.settings_url;
}

/**
 * The menu items the rules offer now, in the spec's order (document 1 sections 2, 4 and 6; ADR 219). Whether an
 * item's screen exists in this build is the caller's question (renderableMenuItems).
 */
export function loginMenuItems(context: LoginMenuContext): LoginMenuItem[] {
  const { settings, user, organization } = context;
  // "Membership features need the membership login setting."
  const member = user !== null && settings?.login_enabled === true;
  const customMyPage = integrationUrl(settings?.integrations?.membership_menu_redirect, organization);
  const offered: Record<LoginMenuItem, boolean> = {
    admin: isOrganizationAdmin(organization),
    // The membership-menu redirect: the brand's own my page replaces the account item ("the account item is hidden
    // when a special integration flag is active").
    custom_my_page: settings?.login_enabled === true && (user !== null || organization !== null) && customMyPage !== null,
    account: member && settings?.integrations?.membership_menu_redirect.is_active !== true,
    my_reservations: member,
    // "The points item needs point-programme eligibility."
    points: member && context.program?.point_program_enabled === true,
    payment_options: member,
    // "Coupons need a signed-in user with vouchers."
    coupons: member && context.hasVouchers,
    // "Member login is offered only when not signed in, no custom auth is present and membership login is enabled."
    member_sign_in: !user && !context.customAuth && settings?.login_enabled === true,
    // "Corporate login ... when not corporate-signed-in, enabled, not in lottery entry and not on lottery confirmation."
    corporate_sign_in:
      !organization && settings?.corporate_login_enabled === true && !context.lotteryEntry && !LOTTERY_CONFIRMATION.test(context.pathname),
    sign_up: isSignUpOffered({ settings, signedIn: context.signedIn, customAuth: context.customAuth, voucherMode: context.voucherMode }),
    // "Logout is hidden for brands 1106 and 1099."
    logout: context.signedIn && !LOGOUT_HIDDEN_BRAND_IDS.includes(context.brandId),
  };
  return LOGIN_MENU_ITEMS.filter((item) => offered[item]);
}

/** Items that open a screen of this app (the rest are the integrations' addresses and logout). */
const ROUTED_MENU_ITEMS = ['admin', 'account', 'my_reservations', 'points', 'payment_options', 'coupons', 'member_sign_in', 'corporate_sign_in', 'sign_up'] as const;
type RoutedMenuItem = (typeof ROUTED_MENU_ITEMS)[number];

/**
 * The offered items that can be shown: a routed item only when its screen is in this build (no dead links), the
 * custom my page always (its address is the brand's), logout always.
 */
export function renderableMenuItems(items: readonly LoginMenuItem[], hasScreen: (item: RoutedMenuItem) => boolean): LoginMenuItem[] {
  return items.filter((item) => !(ROUTED_MENU_ITEMS as readonly string[]).includes(item) || hasScreen(item as RoutedMenuItem));
}

/**
 * An address on the brand's site with the hotel code, and for the customer-login redirect the absolute address to
 * come back to (urlBack), as the app's own sign-in pages get them.
 */
export function integrationHref(url: string, hotelCode: string, urlBack?: string): string {
  const target = new URL(url);
  target.searchParams.set('hotel_code', hotelCode);
  if (urlBack !== undefined) target.searchParams.set('urlBack', urlBack);
  return target.toString();
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

/** The sign-in pages, with the providers' callbacks (ADR 214). */
const isSignInPath = (path: string) => SIGN_IN_PATHS.includes(path) || /^\/sign-in\/[a-z_]+\/callback$/.test(path);

/** "Sign-in and sign-up carry a return address (urlBack) unless already on such a page." */
export function urlBackFor(pathname: string, search: string): string | undefined {
  return isSignInPath(pathname) ? undefined : `${pathname}${search}`;
}

/**
 * Where a finished sign-in goes: the urlBack when it is an address inside the app, else the fallback. Anything
 * that could leave the app (another origin, a protocol-relative or backslash path) is ignored.
 */
export function safeUrlBack(urlBack: string | null, fallback: string): string {
  if (!urlBack || !urlBack.startsWith('/') || urlBack.startsWith('//') || urlBack.includes('\\')) return fallback;
  const path = urlBack.split('?')[0] ?? '';
  return isSignInPath(path) ? fallback : urlBack;
}

/** "Sign-in status changing mid-flow redirects to search": the pages of a booking in progress. */
const MID_FLOW = [/^\/reservation\/guest-detail$/, /^\/room-lottery\/guest-detail$/, /^\/reservation\/payment$/];

export function isMidFlow(pathname: string): boolean {
  return MID_FLOW.some((pattern) => pattern.test(pathname));
}
