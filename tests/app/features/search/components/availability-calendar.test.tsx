// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayAvailability } from '#domain/entities/availability.ts';
import { AvailabilityCalendar } from '#app/features/search/components/availability-calendar.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../../factories';

// July 2030: the 1st is a Monday, the 17th a Wednesday.
const PRICES: Record<string, number> = { '2030-07-16': 14_364, '2030-07-17': 14_580 };
const SOLD_OUT = '2030-07-18';
const CLOSED = '2030-07-19';

function day(date: string): DayAvailability {
  if (date === SOLD_OUT) return { date, status: 'sold_out', available_rooms: 0, lowest_price: null, lowest_price_without_tax: null };
  if (date === CLOSED) return { date, status: 'closed', available_rooms: 0, lowest_price: null, lowest_price_without_tax: null };
  const price = PRICES[date] ?? 20_000;
  return { date, status: 'available', available_rooms: 3, lowest_price: price, lowest_price_without_tax: price };
}

function answerAvailability() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(String(url)).searchParams;
      const days: DayAvailability[] = [];
      for (let date = query.get('from') ?? ''; date <= (query.get('to') ?? ''); ) {
        days.push(day(date));
        const next = new Date(`${date}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        date = next.toISOString().slice(0, 10);
      }
      return Response.json({ days });
    }),
  );
}

function renderCalendar(checkin = '2030-07-10', checkout: string | null = '2030-07-12') {
  const onPick = vi.fn<(day: string) => void>();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings({ currency: 'JPY', show_prices_tax_included: true })}>
        <AvailabilityCalendar
          earliest="2030-07-01"
          latest="2030-12-31"
          checkin={checkin}
          checkout={checkout}
          rooms={[{ adults: 2, kids: [] }] as never}
          nights={1}
          isDayUse={false}
          onPick={onPick}
        />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onPick, user: userEvent.setup() };
}

const cell = (date: string) => document.querySelector<HTMLButtonElement>(`[data-day="${date}"]`);

async function focusDay(date: string) {
  await waitFor(() => expect(cell(date)?.getAttribute('aria-label')).toMatch(/¥|sold out|not on sale/));
  cell(date)?.focus();
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ locale: 'en' });
  answerAvailability();
  // The component moves focus on the next frame; jsdom has no frames of its own.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('availability calendar: keyboard', () => {
  it('moves a day with the arrows and a week with up and down', async () => {
    const { user } = renderCalendar();
    await focusDay('2030-07-17');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(cell('2030-07-18')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(cell('2030-07-25')).toHaveFocus());
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    await waitFor(() => expect(cell('2030-07-17')).toHaveFocus());
  });

  it('goes to the start of the week with Home and its end with End', async () => {
    const { user } = renderCalendar();
    await focusDay('2030-07-17');
    await user.keyboard('{Home}');
    await waitFor(() => expect(cell('2030-07-14')).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(cell('2030-07-20')).toHaveFocus());
  });

  it('turns the month with Page Down and Page Up, keeping the day', async () => {
    const { user } = renderCalendar();
    await focusDay('2030-07-17');
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(cell('2030-08-17')).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'August 2030' })).toBeTruthy();
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(cell('2030-07-17')).toHaveFocus());
  });

  it('sets the check-in with Enter on an open day', async () => {
    const { onPick, user } = renderCalendar();
    await focusDay('2030-07-17');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('2030-07-17');
  });
});

describe('availability calendar: refusals and names', () => {
  it('refuses a sold-out or closed day as the check-in, by key and by click', async () => {
    const { onPick, user } = renderCalendar();
    await focusDay(SOLD_OUT);
    expect(cell(SOLD_OUT)).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(cell(SOLD_OUT) as HTMLButtonElement);
    await user.click(cell(CLOSED) as HTMLButtonElement);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('names the check-in, the nights between and the check-out', async () => {
    renderCalendar('2030-07-10', '2030-07-13');
    await waitFor(() => expect(cell('2030-07-10')?.getAttribute('aria-label')).toMatch(/¥/));
    expect(cell('2030-07-10')?.getAttribute('aria-label')).toMatch(/, selected, check-in, /);
    expect(cell('2030-07-11')?.getAttribute('aria-label')).toMatch(/, selected, from /);
    expect(cell('2030-07-13')?.getAttribute('aria-label')).toMatch(/, check-out, from /);
    expect(cell('2030-07-13')?.getAttribute('aria-label')).not.toMatch(/selected/);
    expect(cell('2030-07-14')?.getAttribute('aria-label')).not.toMatch(/selected|check-/);
  });

  it('names the full price and shows neighbouring prices apart', async () => {
    renderCalendar();
    await waitFor(() => expect(cell('2030-07-16')?.getAttribute('aria-label')).toMatch(/from ¥14,364$/));
    expect(cell('2030-07-17')?.getAttribute('aria-label')).toMatch(/from ¥14,580$/);
    expect(cell('2030-07-16')?.textContent).toBe('1614.4K');
    expect(cell('2030-07-17')?.textContent).toBe('1714.6K');
  });

  it('keeps the two prices apart in Japanese too (1.44万 and 1.46万, not 1.5万 twice)', async () => {
    await activateLocale('ja');
    useSessionStore.setState({ locale: 'ja' });
    try {
      renderCalendar();
      await waitFor(() => expect(cell('2030-07-16')?.getAttribute('aria-label')).toContain('￥14,364'));
      expect(cell('2030-07-16')?.textContent).toBe('161.44万');
      expect(cell('2030-07-17')?.textContent).toBe('171.46万');
    } finally {
      await activateLocale('en');
    }
  });
});
