// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCard } from '#domain/entities/loyalty.ts';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

// ADR 269: a member's saved card asks its security code in the stand-in's frame, opened with a reference the API
// issued; the app has no code input and sends no code.

const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' };
const CARD: SavedCard = { id: 7, brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 };
const REFERENCE = 'scr_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const FRAME_TITLE = "Card details on the payment provider's secure page";
// The API runs on the page's origin in jsdom (no api-base-url meta), so the provider's frame is on it too.
const TOKEN_MESSAGE = { type: 'hbw:card-token', provider: 'stand-in', token: 'tok_abcdefghijklmnopqrstuvwx', brand: 'visa', last4: '1111' };

type Sent = { url: URL; method: string; body: unknown };

function fakeApi(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: new URL(String(input), window.location.href), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? 'null')) });
      return Response.json({ reference: REFERENCE, expires_at: '2030-04-01T00:15:00.000Z' }, { status: 201 });
    }),
  );
  return sent;
}

function renderForm() {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GuestDetailForm
        rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
        extrasRequired={{ kana: false, address: false }}
        draft={{ ...BOOKER, payment_type: 'card' }}
        onDraftChange={vi.fn()}
        paymentTypes={['on_site', 'card']}
        cardRules={{ checkout: '2030-04-11', currency: 'JPY', charged: 22000 }}
        onPaymentTypeChange={vi.fn()}
        onSubmit={onSubmit}
        total="¥22,000"
        cardCollector={{ kind: 'hosted_fields', provider: 'stand-in', hotelId: 101 }}
        savedCards={[CARD]}
        canSaveCard
      />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

function post(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
  });
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: 'member-token-00001', locale: 'en', renewClientSession: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('a saved card at guest detail', { timeout: 20_000 }, () => {
  it('opens the stand-in frame in its code-only mode and books with its token; the app asks and sends no code', async () => {
    const sent = fakeApi();
    const { onSubmit, user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Visa ending in 1111' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>(FRAME_TITLE);
    expect(new URL(frame.src).pathname).toBe('/psp/hosted-fields/stand-in');
    expect(new URL(frame.src).searchParams.get('saved_card')).toBe(REFERENCE);
    expect(screen.queryByRole('textbox', { name: /Security code/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    expect(sent.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/hotels/101/memberships/credit_cards/7/code_references', { valid_through: '2030-04-11' }],
    ]);

    post(TOKEN_MESSAGE, frame.contentWindow);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { type: 'card', providerToken: TOKEN_MESSAGE.token }, expect.anything(), expect.anything());
  });

  it('says how long to wait when the card has had too many wrong codes today (429), and opens no frame', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { title: 'too_many_requests', status: 429, codes: [], details: { base: [{ error: 'Too many attempts.' }] }, payloads: { retry_after_seconds: 3 * 3600 } },
          { status: 429, headers: { 'Retry-After': String(3 * 3600) } },
        ),
      ),
    );
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Visa ending in 1111' }));
    expect(await screen.findByText('Too many attempts. Please wait 180 minutes and try again.')).toBeInTheDocument();
    expect(screen.queryByTitle(FRAME_TITLE)).toBeNull();
  });

  it('drops the saved card’s token when the member turns to a new card', async () => {
    fakeApi();
    const { onSubmit, user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Visa ending in 1111' }));
    post(TOKEN_MESSAGE, (await screen.findByTitle<HTMLIFrameElement>(FRAME_TITLE)).contentWindow);
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(new URL(screen.getByTitle<HTMLIFrameElement>(FRAME_TITLE).src).searchParams.has('saved_card')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Use this card');
  });
});
