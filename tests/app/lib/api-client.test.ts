// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientSession } from '../../../domain/contracts/client-sessions';
import { REQUEST_HEADERS } from '../../../domain/contracts/headers';
import { createReservation } from '../../../domain/contracts/reservations';
import { getBookingWidgetSettings } from '../../../domain/contracts/settings';
import { callApi } from '../../../app/src/lib/api-client';
import { ApiError } from '../../../app/src/lib/api-error';
import { readClientSession, writeClientSession } from '../../../app/src/lib/session-storage';
import { readTracingIds } from '../../../app/src/lib/tracing-ids';
import { useSessionStore } from '../../../app/src/stores/session-store';
import { aReservation, aReservationRequest, someSettings } from '../factories';

type Answer = { status: number; body: string; contentType?: string };

function json(status: number, body: unknown): Answer {
  return { status, body: JSON.stringify(body) };
}

/** A fetch that answers from a queue and records what it was asked. */
function fakeFetch(...answers: Answer[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof fakeFetch>, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1].headers);
}

const settingsParams = { params: { hotelCode: 'sakura-tokyo' } };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('builds the address from the contract and parses a success with its response schema', async () => {
    const fetchMock = fakeFetch(json(200, someSettings()));
    const settings = await callApi(getBookingWidgetSettings, settingsParams);
    expect(settings.hotel_code).toBe('sakura-tokyo');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/hotels/sakura-tokyo/settings/booking_widget');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends the tracing id, app version and locale on every call, the session only where the contract needs it', async () => {
    const fetchMock = fakeFetch(json(200, someSettings()), json(201, aReservation()));
    await callApi(getBookingWidgetSettings, settingsParams);
    await callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest(), idempotencyKey: 'key-1' });

    const publicCall = sentHeaders(fetchMock, 0);
    expect(publicCall.get(REQUEST_HEADERS.tracingId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(publicCall.get(REQUEST_HEADERS.appVersion)).toBeTruthy();
    expect(publicCall.get(REQUEST_HEADERS.locale)).toBe('en');
    expect(publicCall.get(REQUEST_HEADERS.clientSession)).toBeNull();
    expect(publicCall.get(REQUEST_HEADERS.idempotencyKey)).toBeNull();

    const sessionCall = sentHeaders(fetchMock, 1);
    expect(sessionCall.get(REQUEST_HEADERS.clientSession)).toBe('session-token-0001');
    expect(sessionCall.get(REQUEST_HEADERS.idempotencyKey)).toBe('key-1');
    expect(sessionCall.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1].body))).toEqual(aReservationRequest());
    expect(sessionCall.get(REQUEST_HEADERS.tracingId)).not.toBe(publicCall.get(REQUEST_HEADERS.tracingId));
  });

  it('turns an error answer into the error object, with the message from details.base[0].error', async () => {
    const body = {
      title: 'sold_out',
      status: 409,
      codes: [1105],
      details: { base: [{ error: 'This room became unavailable.', code: 1105 }], checkin: [{ error: 'too early' }] },
      payloads: { total_price: 12000 },
    };
    fakeFetch(json(409, body));
    const error = await callApi(getBookingWidgetSettings, settingsParams).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      title: 'sold_out',
      status: 409,
      codes: [1105],
      payloads: { total_price: 12000 },
      message: 'This room became unavailable.',
      local: false,
      json: body,
    });
    expect((error as ApiError).errors.checkin).toEqual([{ error: 'too early' }]);
  });

  it('gives the local base.error02 message for a failure that is not JSON', async () => {
    fakeFetch({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    const error = await callApi(getBookingWidgetSettings, settingsParams).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'base.error02', local: true, json: undefined });
  });

  it('rejects a success that breaks the contract with an error, not a crash later on', async () => {
    fakeFetch(json(200, { hotel_code: 'sakura-tokyo' }));
    const error = await callApi(getBookingWidgetSettings, settingsParams).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ title: 'invalid_response', status: 200, message: 'base.error02', local: true });
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await callApi(getBookingWidgetSettings, settingsParams).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, local: true });
  });

  it('keeps the last 20 tracing ids, the newest last', async () => {
    const fetchMock = fakeFetch(...Array.from({ length: 25 }, () => json(200, someSettings())));
    for (let call = 0; call < 25; call += 1) await callApi(getBookingWidgetSettings, settingsParams);
    const sent = fetchMock.mock.calls.map((_, call) => sentHeaders(fetchMock, call).get(REQUEST_HEADERS.tracingId));
    expect(new Set(sent).size).toBe(25);
    expect(readTracingIds()).toEqual(sent.slice(-20));
  });

  it('on invalid_session forgets the brand session, obtains a new one once and retries with it', async () => {
    writeClientSession(1, { token: 'session-token-0001', expiresAt: '2999-01-01T00:00:00Z' });
    const renew = vi.fn(async () => {
      useSessionStore.setState({ clientSession: 'session-token-0002' });
      return 'session-token-0002';
    });
    useSessionStore.setState({ renewClientSession: renew });
    const refusal = { title: 'invalid_session', status: 401, codes: [], details: { base: [{ error: 'expired' }] } };
    const fetchMock = fakeFetch(json(401, refusal), json(201, aReservation()));

    const reservation = await callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() });

    expect(reservation.reservation_number).toBe(aReservation().reservation_number);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(readClientSession(1)).toBeUndefined();
    expect(sentHeaders(fetchMock, 1).get(REQUEST_HEADERS.clientSession)).toBe('session-token-0002');
  });

  it('gives up after one renewal when the new session is refused too', async () => {
    const renew = vi.fn(async () => 'session-token-0002');
    useSessionStore.setState({ renewClientSession: renew });
    const refusal = { title: 'invalid_session', status: 401, codes: [], details: { base: [{ error: 'expired' }] } };
    fakeFetch(json(401, refusal), json(401, refusal));
    const error = await callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401, title: 'invalid_session' });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('never renews for a call that takes no session', async () => {
    const renew = vi.fn(async () => 'session-token-0002');
    useSessionStore.setState({ renewClientSession: renew });
    const refusal = { title: 'invalid_session', status: 401, codes: [], details: { base: [{ error: 'bad key' }] } };
    fakeFetch(json(401, refusal));
    const body = { client_key: 'k', client_secret: 's', hotel_code: 'sakura-tokyo' };
    await expect(callApi(createClientSession, { body })).rejects.toMatchObject({ status: 401 });
    expect(renew).not.toHaveBeenCalled();
  });
});
