// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribeConfirmationPage } from '#app/features/unsubscribe/components/unsubscribe-confirmation-page.tsx';
import { UnsubscribeSuccessPage } from '#app/features/unsubscribe/components/unsubscribe-success-page.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { someSettings } from '../../factories';

const TOKEN = 'mailed-token-0123456789';

function renderPages(token: string | null) {
  const router = createMemoryRouter(
    [
      { path: '/unsubscribe-email/confirmation', element: <UnsubscribeConfirmationPage token={token} successPath="/unsubscribe-email/success" /> },
      { path: '/unsubscribe-email/success', element: <UnsubscribeSuccessPage /> },
    ],
    { initialEntries: ['/unsubscribe-email/confirmation?hotel_code=sakura-tokyo'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The status call answers subscribed; the unsubscribe call answers `unsubscribeAnswer`. */
function stubApi(unsubscribeAnswer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/unsubscribe') ? unsubscribeAnswer() : Response.json({ data: { email: 'h***@example.com', subscribed: true } }),
    ),
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('unsubscribe pages', () => {
  it('asks about the masked address, unsubscribes and lands on the success page', async () => {
    stubApi(() => Response.json({ data: { email: 'h***@example.com', subscribed: false } }));
    const user = renderPages(TOKEN);
    expect(await screen.findByText('Stop sending Sakura Hotels & Resorts marketing e-mails to h***@example.com?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
  });

  it('shows the unsubscribe error when the call fails, and stays on the page', async () => {
    stubApi(() => Response.json({ title: 'internal_error', status: 500, codes: [], details: { base: [{ error: 'x' }] } }, { status: 500 }));
    const user = renderPages(TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you.');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from e-mails' })).toBeInTheDocument();
  });

  it('shows the error for a link without a token', async () => {
    stubApi(() => Response.json({}));
    renderPages(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
