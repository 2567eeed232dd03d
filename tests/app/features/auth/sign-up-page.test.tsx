// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from '#app/features/auth/components/sign-up-page.tsx';
import { SignUpResultPage } from '#app/features/auth/components/sign-up-result-page.tsx';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import type { SignUpFlow } from '#app/features/auth/utils/sign-up-flow.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

const MEMBERSHIP = { login_enabled: true, corporate_login_enabled: false, sign_up_enabled: true, custom_auth_token_name: null };
const SLOW = { timeout: 10_000 };
const FLOW: SignUpFlow = {
  kind: 'standard',
  formPath: () => '/sign-up',
  resultPath: () => '/sign-up-result',
  donePath: '/sign-up-done',
  signInPath: () => '/sign-in',
  fallbackPath: '/booking/result',
  linkContext: () => Promise.resolve({}),
};

function renderAt(address: string, membership = MEMBERSHIP) {
  const router = createMemoryRouter(
    [
      { path: '/sign-up', element: <SignUpPage flow={FLOW} /> },
      { path: '/sign-up-result', element: <SignUpResultPage flow={FLOW} /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HotelSettingsProvider settings={someSettings({ hotel_id: 101, hotel_code: 'sakura-tokyo', membership })}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

type Sent = { url: string; body: Record<string, unknown> };

function fakeApi(reply: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const type = async (label: string, text: string) => {
    await user.click(await screen.findByLabelText(label, { exact: true }));
    await user.paste(text);
  };
  await type('Email address', 'mei@example.com');
  await type('Password', 'Blossom-2026');
  await type('Password (again)', 'Blossom-2026');
  await type('Last name', 'Tanaka');
  await type('First name', 'Mei');
  await user.click(screen.getByLabelText('I agree to the membership terms and the privacy policy.'));
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

describe('sign-up page', { timeout: 20_000 }, () => {
  it('sends the sign-up with a link back to the done page, then says to check the mail, without the address in the URL', async () => {
    const sent = fakeApi(() => Response.json({ data: { email: 'mei@example.com', expires_at: '2026-06-02T03:00:00.000Z' } }, { status: 201 }));
    const { router, user } = renderAt('/sign-up?hotel_code=sakura-tokyo&urlBack=%2Fbooking%2Fresult%3Fadults%3D2');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('mei@example.com')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('mei');
    expect(sent[0]?.url).toContain('/hotels/101/memberships/sign_up');
    const link = new URL(String(sent[0]?.body.confirmation_url));
    expect(link.pathname).toBe('/sign-up-done');
    expect(Object.fromEntries(link.searchParams)).toEqual({ hotel_code: 'sakura-tokyo', locale: 'en', urlBack: '/booking/result?adults=2' });
    expect(sent[0]?.body).toMatchObject({ email: 'mei@example.com', first_name: 'Mei', last_name: 'Tanaka', locale: 'en', terms_accepted: true });
    expect(sent[0]?.body).not.toHaveProperty('password_confirmation');

    // The link can be sent again from the result page.
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to mei@example.com. Earlier links no longer work.', {}, SLOW)).toBeInTheDocument();
    expect(sent[1]?.url).toContain('/memberships/resend_confirmation');
    expect(sent[1]?.body).toMatchObject({ email: 'mei@example.com' });
  });

  it('is not offered to somebody signed in', async () => {
    useSessionStore.setState({ userToken: 'member-token' });
    renderAt('/sign-up?hotel_code=sakura-tokyo');
    expect(await screen.findByText('You are already signed in, so there is nothing to sign up for.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('is not offered where the brand has sign-up off', async () => {
    renderAt('/sign-up?hotel_code=sakura-tokyo', { ...MEMBERSHIP, sign_up_enabled: false });
    expect(await screen.findByText('Sign-up is not available here.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
