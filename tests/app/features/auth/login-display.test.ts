import { describe, expect, it } from 'vitest';
import {
  integrationHref,
  integrationUrl,
  isMidFlow,
  isOrganizationAdmin,
  leavesPageOnLogout,
  LOGIN_MENU_ITEMS,
  loginLabel,
  loginMenuItems,
  renderableMenuItems,
  safeUrlBack,
  urlBackFor,
  type LoginMenuContext,
} from '#app/features/auth/utils/login-display.ts';

const USER = { id: 1, first_name: 'Hanako', last_name: 'Sato', email: 'h@example.com', provider: null, program_id: 1, non_signed_in_program_ids: [] };
const ORGANIZATION = { id: 1, name: 'Sakura Trading Co., Ltd.', display_name: 'Sakura Trading', program_id: null, account_name: 'Yuki', role: 'admin' };
const ALL_ON = { login_enabled: true, corporate_login_enabled: true, sign_up_enabled: true, custom_auth_token_name: null };

const context = (overrides: Partial<LoginMenuContext> = {}): LoginMenuContext => ({
  settings: ALL_ON,
  brandId: 1,
  signedIn: false,
  user: null,
  organization: null,
  program: null,
  hasVouchers: false,
  customAuth: false,
  lotteryEntry: false,
  voucherMode: false,
  pathname: '/booking/result',
  ...overrides,
});

describe('loginLabel (document 1 section 4, login display)', () => {
  it('shows both names, the organisation, the member, or Login', () => {
    expect(loginLabel(USER, ORGANIZATION)).toEqual({ kind: 'both', organization: 'Sakura Trading', user: USER });
    expect(loginLabel(null, ORGANIZATION)).toEqual({ kind: 'organization', organization: 'Sakura Trading' });
    expect(loginLabel(USER, null)).toEqual({ kind: 'user', user: USER });
    expect(loginLabel(null, null)).toEqual({ kind: 'login' });
  });
});

describe('loginMenuItems', () => {
  it('offers member and corporate sign-in, and sign-up, to nobody signed in', () => {
    expect(loginMenuItems(context())).toEqual(['member_sign_in', 'corporate_sign_in', 'sign_up']);
  });

  it('offers sign-up only when enabled, with membership login, outside voucher mode, to nobody, without custom auth', () => {
    const offersSignUp = (overrides: Partial<LoginMenuContext>) => loginMenuItems(context(overrides)).includes('sign_up');
    expect(offersSignUp({})).toBe(true);
    expect(offersSignUp({ settings: { ...ALL_ON, sign_up_enabled: false } })).toBe(false);
    expect(offersSignUp({ settings: { ...ALL_ON, login_enabled: false } })).toBe(false);
    expect(offersSignUp({ voucherMode: true })).toBe(false);
    expect(offersSignUp({ signedIn: true, organization: ORGANIZATION })).toBe(false);
    expect(offersSignUp({ customAuth: true })).toBe(false);
  });

  it('offers no member sign-in with custom auth present or membership login off', () => {
    expect(loginMenuItems(context({ customAuth: true }))).toEqual(['corporate_sign_in']);
    expect(loginMenuItems(context({ settings: { ...ALL_ON, login_enabled: false } }))).toEqual(['corporate_sign_in']);
  });

  it('offers no corporate sign-in in a lottery entry, on lottery confirmation, when disabled or already corporate', () => {
    expect(loginMenuItems(context({ lotteryEntry: true }))).toEqual(['member_sign_in', 'sign_up']);
    expect(loginMenuItems(context({ pathname: '/room-lottery/confirmation/L123' }))).toEqual(['member_sign_in', 'sign_up']);
    expect(loginMenuItems(context({ settings: { ...ALL_ON, corporate_login_enabled: false } }))).toEqual(['member_sign_in', 'sign_up']);
    expect(loginMenuItems(context({ signedIn: true, organization: ORGANIZATION }))).toEqual(['admin', 'member_sign_in', 'logout']);
  });

  it('offers logout to anyone signed in, except on brands 1106 and 1099', () => {
    expect(loginMenuItems(context({ signedIn: true, user: USER }))).toContain('logout');
    expect(loginMenuItems(context({ signedIn: true, organization: ORGANIZATION }))).toContain('logout');
    expect(loginMenuItems(context({ signedIn: true, user: USER, brandId: 1106 }))).not.toContain('logout');
    expect(loginMenuItems(context({ signedIn: true, user: USER, brandId: 1099 }))).not.toContain('logout');
  });

  it('offers nothing when the brand has no membership', () => {
    expect(loginMenuItems(context({ settings: undefined }))).toEqual([]);
    expect(loginMenuItems(context({ settings: undefined, signedIn: true, user: USER, program: POINTS_PROGRAM, hasVouchers: true }))).toEqual(['logout']);
  });
});

const POINTS_PROGRAM = { id: 1, name: 'Sakura Club', point_program_enabled: true };
const MENU = { is_active: true, settings_url: 'https://brand.example/my-page', with_organization_url: 'https://brand.example/corporate/my-page' };
const OFF = { is_active: false, settings_url: null, with_organization_url: null };
const member = (overrides: Partial<LoginMenuContext> = {}) => context({ signedIn: true, user: USER, ...overrides });

describe('loginMenuItems: the 11 items (document 1 sections 2, 4 and 6)', () => {
  it('lists the spec\'s 11 items in its order', () => {
    expect(LOGIN_MENU_ITEMS).toEqual([
      'admin', 'custom_my_page', 'account', 'my_reservations', 'points', 'payment_options', 'coupons',
      'member_sign_in', 'corporate_sign_in', 'sign_up', 'logout',
    ]);
  });

  it('gives a member account, reservations and payment options; points and coupons on their conditions', () => {
    expect(loginMenuItems(member())).toEqual(['account', 'my_reservations', 'payment_options', 'corporate_sign_in', 'logout']);
    expect(loginMenuItems(member({ program: POINTS_PROGRAM, hasVouchers: true }))).toEqual([
      'account', 'my_reservations', 'points', 'payment_options', 'coupons', 'corporate_sign_in', 'logout',
    ]);
  });

  it('shows points only with point-programme eligibility', () => {
    expect(loginMenuItems(member({ program: { ...POINTS_PROGRAM, point_program_enabled: false } }))).not.toContain('points');
    expect(loginMenuItems(member({ program: null }))).not.toContain('points');
    expect(loginMenuItems(member({ program: POINTS_PROGRAM }))).toContain('points');
  });

  it('shows coupons only to a signed-in member with vouchers', () => {
    expect(loginMenuItems(member({ hasVouchers: false }))).not.toContain('coupons');
    expect(loginMenuItems(context({ hasVouchers: true }))).not.toContain('coupons');
    expect(loginMenuItems(member({ hasVouchers: true }))).toContain('coupons');
  });

  it('needs the membership login setting for every membership item', () => {
    const off = { ...ALL_ON, login_enabled: false };
    expect(loginMenuItems(member({ settings: off, program: POINTS_PROGRAM, hasVouchers: true }))).toEqual(['corporate_sign_in', 'logout']);
  });

  it('shows admin only to an organisation account whose role contains admin', () => {
    expect(loginMenuItems(context({ signedIn: true, organization: ORGANIZATION }))).toEqual(['admin', 'member_sign_in', 'logout']);
    expect(loginMenuItems(context({ signedIn: true, organization: { ...ORGANIZATION, role: 'booker' } }))).toEqual(['member_sign_in', 'logout']);
    expect(isOrganizationAdmin({ ...ORGANIZATION, role: 'Super Admin' })).toBe(true);
    expect(isOrganizationAdmin(null)).toBe(false);
    expect(loginMenuItems(member())).not.toContain('admin');
  });

  it('gives an organisation user and member both sets, without any sign-in or sign-up', () => {
    expect(loginMenuItems(member({ organization: ORGANIZATION }))).toEqual(['admin', 'account', 'my_reservations', 'payment_options', 'logout']);
  });

  it('replaces the account item by the custom my page when the membership-menu redirect is active', () => {
    const integrations = { membership_menu_redirect: MENU, customer_login_redirect: OFF };
    expect(loginMenuItems(member({ settings: { ...ALL_ON, integrations } }))).toEqual([
      'custom_my_page', 'my_reservations', 'payment_options', 'corporate_sign_in', 'logout',
    ]);
    expect(loginMenuItems(context({ settings: { ...ALL_ON, integrations } }))).not.toContain('custom_my_page');
    const inactive = { membership_menu_redirect: { ...MENU, is_active: false }, customer_login_redirect: OFF };
    expect(loginMenuItems(member({ settings: { ...ALL_ON, integrations: inactive } }))).toContain('account');
  });

  it('picks the integration address for who is signed in', () => {
    expect(integrationUrl(MENU, null)).toBe('https://brand.example/my-page');
    expect(integrationUrl(MENU, ORGANIZATION)).toBe('https://brand.example/corporate/my-page');
    expect(integrationUrl({ ...MENU, with_organization_url: null }, ORGANIZATION)).toBe('https://brand.example/my-page');
    expect(integrationUrl({ ...MENU, is_active: false }, null)).toBeNull();
    expect(integrationUrl(undefined, null)).toBeNull();
  });

  it('puts the hotel code, and for the customer login the way back, in an integration address', () => {
    expect(integrationHref('https://brand.example/login?x=1', 'sakura-kyoto', 'https://app.example/booking/result?hotel_code=sakura-kyoto')).toBe(
      'https://brand.example/login?x=1&hotel_code=sakura-kyoto&urlBack=https%3A%2F%2Fapp.example%2Fbooking%2Fresult%3Fhotel_code%3Dsakura-kyoto',
    );
    expect(integrationHref('https://brand.example/my-page', 'sakura-kyoto')).toBe('https://brand.example/my-page?hotel_code=sakura-kyoto');
  });

  it('renders only the items whose screen is in the build, and always the brand pages and logout', () => {
    const all = [...LOGIN_MENU_ITEMS];
    const built = new Set(['member_sign_in', 'corporate_sign_in', 'sign_up', 'account']);
    expect(renderableMenuItems(all, (item) => built.has(item))).toEqual([
      'custom_my_page', 'account', 'member_sign_in', 'corporate_sign_in', 'sign_up', 'logout',
    ]);
  });
});

describe('addresses', () => {
  it('carries urlBack unless already on a sign-in page', () => {
    expect(urlBackFor('/booking/result', '?hotel_code=x')).toBe('/booking/result?hotel_code=x');
    expect(urlBackFor('/sign-in', '?urlBack=/x')).toBeUndefined();
    expect(urlBackFor('/organization-sign-in', '')).toBeUndefined();
  });

  it('returns only to addresses inside the app', () => {
    expect(safeUrlBack('/reservation/guest-detail?checkin=2026-06-01', '/booking/result')).toBe('/reservation/guest-detail?checkin=2026-06-01');
    for (const unsafe of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', null, '/sign-in?urlBack=/x']) {
      expect(safeUrlBack(unsafe, '/booking/result')).toBe('/booking/result');
    }
  });

  it('knows the lottery confirmation and the mid-flow pages', () => {
    expect(leavesPageOnLogout('/room-lottery/confirmation/L1')).toBe(true);
    expect(leavesPageOnLogout('/booking/result')).toBe(false);
    expect(isMidFlow('/reservation/guest-detail')).toBe(true);
    expect(isMidFlow('/booking/result')).toBe(false);
  });
});
