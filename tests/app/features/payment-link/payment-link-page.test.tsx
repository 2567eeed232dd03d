// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_CARD_NUMBER_CODE, PAYMENT_LINK_ERROR_CODES } from '#domain/constants/error-codes.ts';
import { TIME } from '#domain/constants/limits.ts';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { PaymentLinkPage } from '#app/features/payment-link/components/payment-link-page.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { someSettings } from '../../factories';

const NUMBER = 'PABCDEFGHJKLM';

function someLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    payment_number: NUMBER,
    status: 'pending',
    hotel_name: 'Sakura Hotel Tokyo',
    guest_name: 'Hanako Yamada',
    description: 'Airport transfer',
    amount: 12000,
    currency: 'JPY',
    card: null,
    paid_at: null,
    opened_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

const refusal = (status: number, title: string, codes: number[]) =>
  Response.json({ title, status, codes, details: { base: [{ error: title }] } }, { status });

/** Answers the link on GET, the stand-in tokenizer's token, and `payment` for the payment call. */
function stubApi(link: PaymentLink, payment: () => Response = () => Response.json({ data: { ...link, status: 'paid' } })) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/psp/tokens')) return Response.json({ token: 'tok_test', brand: 'visa', last4: '1111' }, { status: 201 });
    if (url.endsWith('/payment')) return payment();
    return Response.json({ data: link });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(display = false) {
  const element = <PaymentLinkPage paymentNumber={NUMBER} display={display} payPath={`/payments/${NUMBER}`} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/payments/${NUMBER}?hotel_code=sakura-tokyo`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
}

const FRAME_TITLE = "Card details on the payment provider's secure page";

/** The card typed in the stand-in's frame: the app sees only the token the frame posts (ADR 255). */
function fillCard() {
  const frame = screen.getByTitle<HTMLIFrameElement>(FRAME_TITLE);
  const data = { type: 'hbw:card-token', provider: 'stand-in', token: 'tok_test', brand: 'visa', last4: '1111' };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }));
  });
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Typing a whole card takes a few seconds of simulated key presses on a loaded machine.
describe('payment link page', { timeout: 15_000 }, () => {
  it.each([
    ['paid', 'This payment has already been made. Nothing more will be charged.'],
    ['completed', 'This payment has been completed.'],
    ['refunded', 'This payment has been refunded.'],
    ['cancelled', 'This payment request has been cancelled.'],
  ] as const)('shows a %s link without the card form', async (status, text) => {
    stubApi(someLink({ status }));
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('asks again after a failed attempt, with the form', async () => {
    stubApi(someLink({ status: 'failed' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The last payment attempt failed.');
    expect(screen.getByRole('button', { name: 'Pay ¥12,000' })).toBeInTheDocument();
  });

  it('takes the card in the stand-in tokenizer\'s frame for a hotel with no provider: no card input in the app', async () => {
    stubApi(someLink());
    renderPage();
    await screen.findByRole('button', { name: 'Pay ¥12,000' });
    expect(screen.getByTitle<HTMLIFrameElement>(FRAME_TITLE).src).toContain('/psp/hosted-fields/stand-in?hotel_id=');
    expect(document.querySelectorAll('input, select')).toHaveLength(0);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('pays with the token of the card fields\' frame and shows it paid', async () => {
    const fetchMock = stubApi(someLink(), () => Response.json({ data: someLink({ status: 'paid', card: { brand: 'visa', last4: '1111' } }) }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay ¥12,000' });
    fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay ¥12,000' }));
    expect(await screen.findByText('Thank you. Your payment is complete.')).toBeInTheDocument();
    // The hotel's call carried the frame's token; the app called no tokenizer.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/psp/'))).toBe(false);
    const payment = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/payment'));
    const body = String(payment?.[1]?.body);
    expect(body).toContain('tok_test');
    expect(body).not.toContain('4111111111111111');
  });

  it('says a changed amount asks for a reload, and offers it', async () => {
    stubApi(someLink(), () => refusal(409, 'payment_amount_changed', [PAYMENT_LINK_ERROR_CODES.payment_amount_changed]));
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay ¥12,000' });
    fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay ¥12,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount of this payment has changed. Please reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('words a refused card number and opens the fields again for another card', async () => {
    stubApi(someLink(), () => refusal(422, 'invalid', [CHECK_CARD_NUMBER_CODE]));
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay ¥12,000' });
    fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay ¥12,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card number is not valid. Please check the information you entered.');
    expect(screen.queryByText('The card ending 1111 is ready.')).not.toBeInTheDocument();
    expect(screen.getByTitle(FRAME_TITLE)).toBeInTheDocument();
  });

  it('says the record was not found', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal(404, 'payment_record_not_found', [PAYMENT_LINK_ERROR_CODES.payment_record_not_found])));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment was found for this link.');
  });

  it('asks for a reload an hour after the link was loaded, in place of the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(someLink());
    renderPage();
    await screen.findByRole('button', { name: 'Pay ¥12,000' });
    act(() => {
      vi.advanceTimersByTime(TIME.paymentLinkReloadMs);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page has been open for more than an hour.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('the display page shows the status and the way to pay', async () => {
    stubApi(someLink());
    renderPage(true);
    expect(await screen.findByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', expect.stringContaining(`/payments/${NUMBER}`));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
