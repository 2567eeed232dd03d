// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '#domain/entities/member-account.ts';
import { ChangePasswordPage } from '#app/features/account/components/change-password-page.tsx';
import { ProfilePage } from '#app/features/account/components/profile-page.tsx';
import type { AccountSession } from '#app/features/account/utils/account-session.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

const SLOW = { timeout: 10_000 };
const PATHS = { profile: '/my-account/profile', reservations: '/my-account/reservations', points: '/my-account/points', paymentOptions: '/my-account/payment-options', promotions: '/my-account/promotions', changeEmail: '/e', changePassword: '/change-password', deleteAccount: '/d' };

const PROFILE: MemberProfile = {
  id: 6,
  email: 'fb.member@example.com',
  pending_email: null,
  provider: null,
  profile_editable: true,
  provider_owned_fields: [],
  program_id: 1,
  first_name: 'Sora',
  last_name: 'Kimura',
  first_name_kanji: null,
  last_name_kanji: null,
  first_name_kana: null,
  last_name_kana: null,
  gender: null,
  date_of_birth: null,
  nationality: null,
  occupation: null,
  phone: null,
  postal_code: null,
  prefecture: null,
  street_address: null,
  building_name_and_number: null,
  promotion_email_opt_in: false,
  receipt_name: null,
  receipt_tax_id: null,
  locale: 'en',
};

type Sent = { url: string; method: string; body: Record<string, unknown> };

function fakeApi(reply: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

const session = (): AccountSession & { adopted: string[] } => {
  const adopted: string[] = [];
  return { adopted, adopt: (signIn) => Promise.resolve(void adopted.push(signIn.session)), forget: () => Promise.resolve() };
};

function renderAt(address: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings({ hotel_id: 101, hotel_code: 'sakura-tokyo' })}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: 'member-token-00001', locale: 'en', renewClientSession: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('my account profile', { timeout: 20_000 }, () => {
  it('shows what an external provider owns read-only with the reason, and never sends it', async () => {
    const byProvider = { ...PROFILE, provider: 'facebook' as const, provider_owned_fields: ['first_name', 'last_name'] };
    const sent = fakeApi((call) => Response.json({ data: call.method === 'PUT' ? { ...byProvider, occupation: 'Chef' } : byProvider }));
    const user = renderAt('/my-account/profile', <ProfilePage session={session()} programs={null} paths={PATHS} />);

    const lastName = await screen.findByLabelText('Last name', {}, SLOW);
    expect(lastName).toHaveAttribute('readonly');
    expect(screen.getAllByText('Comes from the service you sign in with; change it there.')).toHaveLength(2);
    expect(screen.getByText('You sign in with Facebook, so your name comes from Facebook and can only be changed there.')).toBeInTheDocument();
    // A provider's member has no e-mail or password here to change.
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change login email' })).toBeNull();

    await user.type(lastName, 'X');
    await user.type(screen.getByLabelText('Occupation'), 'Chef');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.', {}, SLOW)).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url).toContain('/hotels/101/memberships/update');
    expect(put?.body).toEqual({ occupation: 'Chef' });
  });

  it('puts the server’s field refusal at its field', async () => {
    fakeApi((call) =>
      call.method === 'PUT'
        ? Response.json({ title: 'invalid', status: 422, codes: [], details: { base: [{ error: 'Some profile details are not valid.' }], last_name: [{ error: 'unsupported_characters' }] } }, { status: 422 })
        : Response.json({ data: PROFILE }),
    );
    const user = renderAt('/my-account/profile', <ProfilePage session={session()} programs={null} paths={PATHS} />);
    const lastName = await screen.findByLabelText('Last name', {}, SLOW);
    await user.clear(lastName);
    await user.type(lastName, 'Kimüra');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This contains characters we cannot accept. Use the letters of your name only.', {}, SLOW)).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('signed-in password change', { timeout: 20_000 }, () => {
  it('adopts the new session the change answers, and words a wrong current password at its field', async () => {
    let attempt = 0;
    fakeApi(() => {
      attempt += 1;
      if (attempt === 1) return Response.json({ title: 'invalid', status: 422, codes: [], details: { base: [{ error: 'The current password is not correct.' }], current_password: [{ error: 'incorrect_password' }] } }, { status: 422 });
      return Response.json({ data: { session: 'new-session-token-0002', expires_at: '2026-12-27T00:00:00.000Z', user: null, organization: null } });
    });
    const kept = session();
    const user = renderAt('/change-password', <ChangePasswordPage session={kept} signInPath="/sign-in" forgotPasswordPath="/forgot-password" profilePath="/my-account/profile" />);
    await user.type(await screen.findByLabelText('Current password', {}, SLOW), 'Wrong-2026');
    await user.type(screen.getByLabelText('New password'), 'Fresh-Pass-2027');
    await user.type(screen.getByLabelText('New password (again)'), 'Fresh-Pass-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.', {}, SLOW)).toBeInTheDocument();
    expect(kept.adopted).toEqual([]);

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Blossom-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' }, SLOW)).toBeInTheDocument();
    expect(kept.adopted).toEqual(['new-session-token-0002']);
  });
});
