// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginMenu } from '#app/features/auth/components/login-menu.tsx';
import { SignInPage } from '#app/features/auth/components/sign-in-page.tsx';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { readUserSession } from '#app/features/auth/utils/user-session-storage.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

const MEMBERSHIP = { login_enabled: true, corporate_login_enabled: true, sign_up_enabled: true, custom_auth_token_name: null };
const USER = { id: 1, first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', provider: null, program_id: 1, non_signed_in_program_ids: [] };
/** Waits sized for a loaded machine: the tests assert what happens, not how fast. */
const SLOW = { timeout: 10_000 };
const PATHS = { results: '/booking/result', signIn: (urlBack?: string) => `/sign-in${urlBack ? `?urlBack=${encodeURIComponent(urlBack)}` : ''}`, organizationSignIn: () => '/organization-sign-in', signUp: () => '/sign-up', screens: {} };

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage fallbackPath="/booking/result" otherSignIn={() => '/organization-sign-in'} /> },
      { path: '*', element: <LoginMenu paths={PATHS} /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HotelSettingsProvider settings={someSettings({ hotel_id: 101, membership: MEMBERSHIP })}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: null, locale: 'en', renewClientSession: null });
  useAuthStore.setState({ user: null, organization: null, program: null, byBrandAuth: false, searchReady: true });
});
afterEach(() => vi.unstubAllGlobals());

// A loaded machine renders slowly; the tests assert behaviour, never speed.
describe('sign-in page', { timeout: 20_000 }, () => {
  it('words bad input at each field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderAt('/sign-in?hotel_code=sakura-tokyo');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.', {}, SLOW)).toHaveLength(2);
    await user.click(screen.getByLabelText('Email address'));
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused sign-in at the password field', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ title: 'sign_in_failed', status: 422, codes: [1000], details: { base: [{ error: 'x' }] } }, { status: 422 })));
    const { user } = renderAt('/sign-in?hotel_code=sakura-tokyo');
    await user.click(await screen.findByLabelText('Email address'));
    await user.paste('hanako@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Wrong-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email address or password is not correct.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('words a locked account (1301) above the form in the guest\'s language, never the server\'s English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ title: 'account_locked', status: 422, codes: [1301], details: { base: [{ error: 'Too many failed sign-ins.' }] } }, { status: 422 }),
      ),
    );
    await activateLocale('ja');
    try {
      const { user } = renderAt('/sign-in?hotel_code=sakura-tokyo');
      await user.click(await screen.findByLabelText('メールアドレス'));
      await user.paste('hanako@example.com');
      await user.click(screen.getByLabelText('パスワード'));
      await user.paste('Sakura-2026');
      await user.click(screen.getByRole('button', { name: 'ログイン' }));
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent('ロックされています');
      expect(alert).toHaveTextContent('15分後');
      expect(screen.getByLabelText('パスワード')).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      await activateLocale('en');
    }
  });

  it('signs in, stores the token for the brand and returns to urlBack', async () => {
    vi.stubGlobal(
      'fetch',
      // The sign-in, then the signed-in member's programme (fetched right after, as at startup).
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/memberships/program')
          ? Response.json({ data: { id: 1, name: 'Sakura Club', point_program_enabled: true } })
          : Response.json({ data: { session: 'member-token-00000001', expires_at: '2999-01-01T00:00:00Z', user: USER, organization: null, refresh_token: 'r' } }),
      ),
    );
    const { router, user } = renderAt(`/sign-in?hotel_code=sakura-tokyo&urlBack=${encodeURIComponent('/reservation/guest-detail?checkin=2026-06-01')}`);
    await user.click(await screen.findByLabelText('Email address'));
    await user.paste('hanako@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Sakura-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/reservation/guest-detail'), SLOW);
    expect(readUserSession(1)?.token).toBe('member-token-00000001');
    expect(useSessionStore.getState().userToken).toBe('member-token-00000001');
    expect(await screen.findByRole('button', { name: 'Account menu: Hanako Sato' }, SLOW)).toBeInTheDocument();
  });
});

describe('login menu', { timeout: 20_000 }, () => {
  it("opens by keyboard and links to sign-in with the hotel code and the page's address as urlBack", async () => {
    const { user } = renderAt('/booking/result?hotel_code=sakura-tokyo&adults=2');
    const button = await screen.findByRole('button', { name: 'Login' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Member sign-in' });
    const href = new URL(link.getAttribute('href') ?? '', 'https://app.invalid');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('hotel_code')).toBe('sakura-tokyo');
    expect(href.searchParams.get('urlBack')).toBe('/booking/result?hotel_code=sakura-tokyo&adults=2');
    expect(screen.getByRole('link', { name: 'Corporate sign-in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
