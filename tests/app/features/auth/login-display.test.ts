import { describe, expect, it } from 'vitest';
import {
  isMidFlow,
  leavesPageOnLogout,
  loginLabel,
  loginMenuItems,
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
    expect(loginMenuItems(context({ signedIn: true, organization: ORGANIZATION }))).toEqual(['member_sign_in', 'logout']);
  });

  it('offers logout to anyone signed in, except on brands 1106 and 1099', () => {
    expect(loginMenuItems(context({ signedIn: true, user: USER }))).toEqual(['corporate_sign_in', 'logout']);
    expect(loginMenuItems(context({ signedIn: true, user: USER, brandId: 1106 }))).toEqual(['corporate_sign_in']);
    expect(loginMenuItems(context({ signedIn: true, user: USER, brandId: 1099 }))).toEqual(['corporate_sign_in']);
  });

  it('offers nothing when the brand has no membership', () => {
    expect(loginMenuItems(context({ settings: undefined }))).toEqual([]);
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
