// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberCoupon, PointEntry, PointSummary, SavedCard, Voucher } from '#domain/entities/loyalty.ts';
import { PaymentOptionsPage } from '#app/features/account/components/payment-options-page.tsx';
import { PointsPage } from '#app/features/account/components/points-page.tsx';
import { PromotionsPage } from '#app/features/account/components/promotions-page.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

const SLOW = { timeout: 10_000 };
const PATHS = {
  profile: '/my-account/profile',
  reservations: '/my-account/reservations',
  points: '/my-account/points',
  paymentOptions: '/my-account/payment-options',
  promotions: '/my-account/promotions',
};

const SUMMARY: PointSummary = {
  program_enabled: true,
  point_name: 'Sakura Points',
  total_point: 12_341,
  ranking_points_value: 12_394,
  balance: 10_894,
  future: 1_447,
  spent: 500,
  gained: 12_000,
  expired: 606,
  refunded: 0,
  exchanged: 0,
  rank: { id: 2, name: 'Silver' },
  next_rank: { id: 3, name: 'Gold' },
  points_to_next_rank: 2_606,
  next_expiry: { date: '2027-03-01', points: 1_200 },
  spend_rules: { step: 100, minimum: 500, cap_percent: 100 },
  digico_amounts: [1_000, 3_000, 5_000, 10_000],
};

const entry = (id: number, description: string): PointEntry => ({
  id,
  date: '2026-10-01',
  kind: 'gained',
  description,
  points: 300,
  expires_on: '2027-10-01',
  reservation_number: null,
});

const COUPON: MemberCoupon = {
  code: 'CLUB-SILVER-10',
  hotel_id: 101,
  percent: 10,
  valid_until: '2027-06-30',
  target_plans: ['ROOM-ONLY', 'BREAKFAST'],
  max_stays: 2,
  usage_limit: 100,
  max_discounted_nights: 2,
  remaining_uses: 2,
  expired: false,
};

const VOUCHER: Voucher = {
  number: 'V-SAKURA-0001',
  hotel_id: 101,
  amount: 10_000,
  name: 'Tokyo stay voucher',
  status: 'available',
  ui_status: 'available',
  staying_period: { from: '2026-11-27', to: '2027-02-25' },
  sale_period: { from: '2026-10-01', to: '2026-12-31' },
  excluded_periods: [{ from: '2026-12-17', to: '2026-12-19' }],
  valid_through: '2027-02-25',
  consumed_at: null,
  reservation_number: null,
};

const CARD: SavedCard = { id: 7, brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 };

type Sent = { url: URL; method: string; body: Record<string, unknown> };

function fakeApi(reply: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: new URL(String(input), 'http://api.test'), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

const exchange = (id: number) => ({ id, exchange_type: 'digico', amount: 3000, code_last4: `00${id}0`.slice(-4), valid_until: '2027-05-26', created_at: '2026-11-27T10:00:00.000Z' });
/** GET point_exchanges: one exchange a page, `pages` pages (none when 0). */
const exchangesAnswer = (call: Sent, pages: number) => {
  const page = Number(call.url.searchParams.get('page') ?? '1');
  return Response.json({ data: pages === 0 ? [] : [exchange(page)], page, total_pages: pages, total_entries: pages });
};
const isExchangeList = (call: Sent) => call.url.pathname.endsWith('/point_exchanges') && call.method === 'GET';

const refused = (status: number, message: string) => Response.json({ title: 'refused', status, codes: [], details: { base: [{ error: message }] } }, { status });

function renderAt(address: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings({ hotel_id: 101, hotel_code: 'sakura-tokyo', currency: 'JPY' })}>
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

describe('points page', { timeout: 20_000 }, () => {
  it('shows the balance, rank and paged history by the brand’s point name', async () => {
    const sent = fakeApi((call) => {
      if (call.url.pathname.endsWith('/memberships/point')) return Response.json({ data: SUMMARY });
      if (isExchangeList(call)) return exchangesAnswer(call, 0);
      const page = Number(call.url.searchParams.get('page'));
      return Response.json({ data: [entry(page, `Stay ${page}`)], page, total_pages: 2, total_entries: 6, program_enabled: true });
    });
    const user = renderAt('/my-account/points', <PointsPage paths={PATHS} />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Sakura Points' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('10,894 Sakura Points')).toBeInTheDocument();
    expect(screen.getByText('1,447 Sakura Points')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Until Gold')).toBeInTheDocument();
    expect(screen.getByText('2,606 Sakura Points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Points' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText('Stay 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Expires Fri, Oct 1, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Stay 2', {}, SLOW)).toBeInTheDocument();
    const timeline = sent.filter((call) => call.url.pathname.endsWith('/points_timeline'));
    expect(timeline.map((call) => [call.url.searchParams.get('page'), call.url.searchParams.get('per_page')])).toEqual([
      ['1', '5'],
      ['2', '5'],
    ]);
  });

  it('checks an exchange, asks to confirm, then shows the code once with a copy button', async () => {
    const sent = fakeApi((call) => {
      if (call.url.pathname.endsWith('/memberships/point')) return Response.json({ data: SUMMARY });
      if (call.url.pathname.endsWith('/point_exchanges') && call.method === 'POST') {
        const confirmed = call.body.confirm === true;
        return Response.json(
          { data: { confirmed, id: confirmed ? 4 : null, exchange_type: 'digico', amount: 3000, valid_until: '2027-05-26', balance_after: 7_894, code: confirmed ? 'DGC-1234-5678-ABCD' : null } },
          { status: confirmed ? 201 : 200 },
        );
      }
      if (isExchangeList(call)) return exchangesAnswer(call, 0);
      return Response.json({ data: [], page: 1, total_pages: 0, total_entries: 0, program_enabled: true });
    });
    const user = renderAt('/my-account/points', <PointsPage paths={PATHS} />);

    expect(await screen.findByText('An exchange cannot be undone.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Available at hotels in Japan only.')).toBeInTheDocument();
    expect(screen.getByText('The gift code is valid for 180 days.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sakura Points to exchange'), '3000');
    await user.click(screen.getByRole('button', { name: 'Review the exchange' }));
    expect(await screen.findByText('Exchange 3,000 Sakura Points for a gift code valid until Wed, May 26, 2027?', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Balance afterwards: 7,894 Sakura Points')).toBeInTheDocument();
    // Nothing is spent until the member confirms.
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ amount: 3000, exchange_type: 'digico', confirm: false }]);

    await user.click(screen.getByRole('button', { name: 'Exchange now' }));
    expect(await screen.findByText('DGC-1234-5678-ABCD', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Copy or note this code now: it will not be shown again.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ amount: 3000, exchange_type: 'digico', confirm: true });
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText('The code was copied.')).toBeInTheDocument();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('DGC-1234-5678-ABCD');
  });

  it('shows the server’s refusal of an exchange and keeps the amount choice', async () => {
    fakeApi((call) => {
      if (call.url.pathname.endsWith('/memberships/point')) return Response.json({ data: SUMMARY });
      if (call.method === 'POST') return refused(422, 'Point exchange is available at hotels in Japan only.');
      if (isExchangeList(call)) return exchangesAnswer(call, 0);
      return Response.json({ data: [], page: 1, total_pages: 0, total_entries: 0, program_enabled: true });
    });
    const user = renderAt('/my-account/points', <PointsPage paths={PATHS} />);
    await user.click(await screen.findByRole('button', { name: 'Review the exchange' }, SLOW));
    expect(await screen.findByText('Point exchange is available at hotels in Japan only.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Sakura Points to exchange')).toBeInTheDocument();
    expect(await screen.findByText('No points yet.')).toBeInTheDocument();
  });

  it('lists the Digico exchanges with the code’s last 4 only, paged apart from the point history', async () => {
    const sent = fakeApi((call) => {
      if (call.url.pathname.endsWith('/memberships/point')) return Response.json({ data: SUMMARY });
      if (isExchangeList(call)) return exchangesAnswer(call, 2);
      return Response.json({ data: [], page: 1, total_pages: 0, total_entries: 0, program_enabled: true });
    });
    const user = renderAt('/my-account/points', <PointsPage paths={PATHS} />);
    const history = await screen.findByRole('region', { name: 'Digico exchanges' }, SLOW);
    expect(await within(history).findByText('•••• 0010', {}, SLOW)).toBeInTheDocument();
    expect(within(history).getByText('3,000 Sakura Points')).toBeInTheDocument();
    expect(within(history).getByText('Valid until Wed, May 26, 2027')).toBeInTheDocument();
    expect(within(history).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(history).getByRole('link', { name: 'Next page' }));
    expect(await within(history).findByText('•••• 0020', {}, SLOW)).toBeInTheDocument();
    const listed = sent.filter(isExchangeList);
    expect(listed.map((call) => [call.url.searchParams.get('page'), call.url.searchParams.get('per_page')])).toEqual([
      ['1', '5'],
      ['2', '5'],
    ]);
    // The point history kept its own page.
    expect(sent.filter((call) => call.url.pathname.endsWith('/points_timeline')).every((call) => call.url.searchParams.get('page') === '1')).toBe(true);
  });

  it('says so when the programme has no points', async () => {
    fakeApi(() => Response.json({ data: { ...SUMMARY, program_enabled: false } }));
    renderAt('/my-account/points', <PointsPage paths={PATHS} />);
    expect(await screen.findByText('Your membership programme has no points.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the error when the points call fails', async () => {
    fakeApi(() => refused(500, 'Something went wrong on our side.'));
    renderAt('/my-account/points', <PointsPage paths={PATHS} />);
    expect(await screen.findByText('Something went wrong on our side.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('promotions page', { timeout: 20_000 }, () => {
  it('lists the coupons with their limits and the vouchers with their state', async () => {
    fakeApi((call) => Response.json({ data: call.url.pathname.endsWith('/discount_coupons') ? [COUPON] : [VOUCHER] }));
    renderAt('/my-account/promotions', <PromotionsPage paths={PATHS} />);
    const coupon = (await screen.findByText('CLUB-SILVER-10', {}, SLOW)).closest('li');
    expect(coupon).not.toBeNull();
    const row = within(coupon as HTMLElement);
    expect(row.getByText('10% off', { exact: false })).toBeInTheDocument();
    expect(row.getByText('Wed, Jun 30, 2027')).toBeInTheDocument();
    expect(row.getByText('ROOM-ONLY, BREAKFAST')).toBeInTheDocument();
    expect(row.getByText('100')).toBeInTheDocument();
    const voucher = (await screen.findByText('V-SAKURA-0001', {}, SLOW)).closest('li') as HTMLElement;
    expect(within(voucher).getAllByText('Available')).toHaveLength(2);
    expect(within(voucher).getByText('¥10,000')).toBeInTheDocument();
    expect(within(voucher).getByText('Thu, Dec 17, 2026 – Sat, Dec 19, 2026')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    fakeApi(() => Response.json({ data: [] }));
    renderAt('/my-account/promotions', <PromotionsPage paths={PATHS} />);
    expect(await screen.findByText('You have no coupons.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('You have no vouchers.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('payment options page', { timeout: 20_000 }, () => {
  it('lists a saved card and deletes it only after the confirmation step', async () => {
    let cards = [CARD];
    const sent = fakeApi((call) => {
      if (call.method === 'DELETE') {
        cards = [];
        return Response.json({ data: null });
      }
      return Response.json({ data: cards });
    });
    const user = renderAt('/my-account/payment-options', <PaymentOptionsPage paths={PATHS} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Visa ending 1111' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Expires 12/2030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending 1111' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Delete Visa ending 1111' }));
    await user.click(screen.getByRole('button', { name: 'Delete the card' }));
    expect(await screen.findByText('The card was deleted.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('You have no saved cards.', {}, SLOW)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual(['/hotels/101/memberships/credit_cards/7']);
  });
});
