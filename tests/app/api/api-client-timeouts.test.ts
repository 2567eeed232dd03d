// @vitest-environment jsdom
// Issue 14, failing well: no call waits forever, and a call that got no answer says whether sending it again is safe.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReservation, getReservationAttempt } from '#domain/contracts/reservations.ts';
import { getBookingWidgetSettings } from '#domain/contracts/settings.ts';
import { createCardToken } from '#domain/contracts/psp-tokens.ts';
import { setAnswerHandlers } from '#app/api/answer-rules.ts';
import { callApi } from '#app/api/api-client.ts';
import { REQUEST_TIMEOUTS_MS } from '#app/api/request-timeouts.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aReservationRequest } from '../factories';

/** A server that never answers: the request ends only when its signal aborts it. */
function hangingFetch() {
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const KEY = '6f1c2b4e-8d3a-4f5b-9c7e-1a2b3c4d5e6f';

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAnswerHandlers(null);
});

describe('request timeouts', () => {
  it('gives up on a read after its timeout, saying a retry is safe', async () => {
    hangingFetch();
    const call = callApi(getBookingWidgetSettings, { params: { hotelCode: 'sakura-tokyo' } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.read - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ title: 'timeout', status: 0, local: true, message: 'base.timeout' });
  });

  it('says a change sent without an idempotency key may have been made, and one with a key may be sent again', async () => {
    hangingFetch();
    const token = callApi(createCardToken, {
      body: { number: '4111111111111111', holder: 'HANAKO SATO', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: '2030-04-11' },
    }).catch((error: unknown) => error);
    const booking = callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest(), idempotencyKey: KEY }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.write);
    expect(await token).toMatchObject({ title: 'timeout', message: 'base.timeoutUnsure' });
    expect(await booking).toMatchObject({ title: 'timeout', message: 'base.timeout' });
  });

  it('keeps a cancellation by the caller its own, not a timeout', async () => {
    hangingFetch();
    const controller = new AbortController();
    const call = callApi(getBookingWidgetSettings, { params: { hotelCode: 'sakura-tokyo' }, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
  });

  it('leaves a 503 to a caller that keeps its page, and sends other callers to the 503 page', async () => {
    const handlers = { invalidSession: vi.fn(), unauthorized: vi.fn(), serviceUnavailable: vi.fn() };
    setAnswerHandlers(handlers);
    const down = () => Response.json({ title: 'service_unavailable', status: 503, codes: [], details: {} }, { status: 503 });
    vi.stubGlobal('fetch', vi.fn(async () => down()));
    await expect(callApi(getReservationAttempt, { params: { hotelId: 1 }, idempotencyKey: KEY, keepPageOn503: true })).rejects.toMatchObject({
      status: 503,
    });
    expect(handlers.serviceUnavailable).not.toHaveBeenCalled();
    await expect(callApi(getReservationAttempt, { params: { hotelId: 1 }, idempotencyKey: KEY })).rejects.toMatchObject({ status: 503 });
    expect(handlers.serviceUnavailable).toHaveBeenCalledTimes(1);
  });
});
