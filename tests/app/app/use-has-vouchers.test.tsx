// @vitest-environment jsdom
// The login menu's coupons item shows only when the signed-in member holds vouchers (document 1 section 2,
// ADR 223): the app layer asks the vouchers call for a member only, and tells the menu.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHasVouchers } from '#app/app/routes/use-has-vouchers.ts';
import { LoginMenu } from '#app/features/auth/components/login-menu.tsx';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../factories';

const MEMBERSHIP = { login_enabled: true, corporate_login_enabled: false, sign_up_enabled: true, custom_auth_token_name: null };
const USER = { id: 1, first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', provider: null, program_id: 1, non_signed_in_program_ids: [] };
const SLOW = { timeout: 10_000 };
const PATHS = {
  results: '/booking/result',
  signIn: () => '/sign-in',
  organizationSignIn: () => '/organization-sign-in',
  signUp: () => '/sign-up',
  screens: { my_reservations: '/my-account/reservations', coupons: '/my-account/promotions' },
};
const VOUCHER = {
  number: 'V-SAKURA-0001',
  hotel_id: 101,
  amount: 10_000,
  name: 'Tokyo stay voucher',
  status: 'available',
  ui_status: 'available',
  staying_period: null,
  sale_period: { from: '2026-10-01', to: '2026-12-31' },
  excluded_periods: [],
  valid_through: '2027-02-25',
  consumed_at: null,
  reservation_number: null,
};

function Menu() {
  return <LoginMenu paths={PATHS} hasVouchers={useHasVouchers()} />;
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], { initialEntries: ['/booking/result'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings({ hotel_id: 101, membership: MEMBERSHIP })}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function fakeVouchers(vouchers: unknown[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ data: vouchers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: 'member-token-00001', locale: 'en', renewClientSession: null });
  useAuthStore.setState({ user: USER, organization: null, program: null, byBrandAuth: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the coupons item and the member’s vouchers', { timeout: 20_000 }, () => {
  it('offers coupons to a member holding a voucher', async () => {
    const fetchMock = fakeVouchers([VOUCHER]);
    const user = renderMenu();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Account menu: Hanako Sato' }));
    expect(await screen.findByRole('link', { name: 'Coupons' }, SLOW)).toHaveAttribute('href', expect.stringContaining('/my-account/promotions'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/hotels/101/memberships/vouchers');
  });

  it('offers no coupons to a member without vouchers', async () => {
    const fetchMock = fakeVouchers([]);
    const user = renderMenu();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Account menu: Hanako Sato' }));
    expect(await screen.findByRole('link', { name: 'My reservations' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coupons' })).toBeNull();
  });

  it('asks nothing when nobody is signed in', async () => {
    useSessionStore.setState({ userToken: null });
    useAuthStore.setState({ user: null });
    const fetchMock = fakeVouchers([VOUCHER]);
    renderMenu();
    expect(await screen.findByRole('button', {}, SLOW)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
