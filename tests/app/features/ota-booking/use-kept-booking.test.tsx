// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeptBooking } from '#app/features/ota-booking/hooks/use-kept-booking.ts';
import { readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

// ADR 242: guest detail's draft kept on the server (temporary storages), so another tab starts with it.

const HOTEL = 'umi-okinawa';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LATER = new Date(Date.now() + 60 * 60_000).toISOString();

type Sent = { url: string; method: string; body: Record<string, unknown> | null };

function fakeApi(reply: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

const kept = (data: Record<string, unknown>) =>
  new Response(JSON.stringify({ data: { id: ID, hotel_code: HOTEL, step: 'guest_detail', data, updated_at: LATER, expires_at: LATER } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ brandId: 2, clientSession: 'session-token-0002', userToken: null, locale: 'en', renewClientSession: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the booking kept on the server', () => {
  it('fills a new tab\'s empty draft from the kept booking, through the draft\'s own fields only', async () => {
    localStorage.setItem(`hbw:ota-kept-booking:${HOTEL}`, ID);
    const sent = fakeApi(() => kept({ values: { first_name: 'Aiko', phone: '+81312345678', card_number: '4111111111111111' } }));
    const { result } = renderHook(() => useKeptBooking(HOTEL));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(sent[0]).toMatchObject({ method: 'GET' });
    expect(sent[0]?.url).toContain(`/api/ota/v1/temporary_storages/${ID}`);
    expect(readBookingDraft(HOTEL).values).toEqual({ first_name: 'Aiko', phone: '+81312345678' });
  });

  it('shows the tab\'s own draft at once, and keeps what is typed after a pause', async () => {
    saveDraftValues(HOTEL, { first_name: 'Aiko' });
    const sent = fakeApi(({ body }) => kept(body?.data as Record<string, unknown>));
    vi.useFakeTimers();
    const { result } = renderHook(() => useKeptBooking(HOTEL));
    expect(result.current).toBe(true);
    saveDraftValues(HOTEL, { last_name: 'Tan' });
    saveDraftValues(HOTEL, { last_name: 'Tanaka' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    const id = localStorage.getItem(`hbw:ota-kept-booking:${HOTEL}`) ?? '';
    expect(sent[0]).toMatchObject({ method: 'POST', body: { hotel_code: HOTEL, step: 'guest_detail', data: { values: { first_name: 'Aiko', last_name: 'Tanaka' } } } });
    expect(sent[0]?.url).toContain(`/api/ota/v1/temporary_storages/${id}`);
    saveDraftValues('sakura-tokyo', { first_name: 'Other' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
  });

  it('keeps what was typed last when the page is left within the pause, under the page\'s step (ADR 260)', async () => {
    saveDraftValues(HOTEL, { first_name: 'Aiko' });
    const sent = fakeApi(({ body }) => kept(body?.data as Record<string, unknown>));
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useKeptBooking(HOTEL, 'payment'));
    saveDraftValues(HOTEL, { phone: '+81312345678' });
    expect(sent).toHaveLength(0);
    // Continue to payment, or Confirm booking, before the pause is over.
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { step: 'payment', data: { values: { first_name: 'Aiko', phone: '+81312345678' } } } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
  });
});
