// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientSession } from '#domain/contracts/client-sessions.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { createReservation } from '#domain/contracts/reservations.ts';
import { getBookingWidgetSettings } from '#domain/contracts/settings.ts';
import { callApi, credentialsFor } from '#app/api/api-client.ts';
import { setAnswerHandlers } from '#app/api/answer-rules.ts';
import { ApiError } from '#app/api/api-error.ts';
import { readClientSession, writeClientSession } from '#app/platform/session-storage.ts';
import { readTracingIds } from '#app/platform/tracing-ids.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
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
  useSessionStore.setState({ tier: null, siteController: null, pubnubKey: null, emailConversionTrackingId: null, userToken: null });
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

  it('sends every header of section 7.1 that has a value, and no empty ones', async () => {
    useSessionStore.setState({
      tier: 'premium',
      siteController: 'tl-lincoln',
      pubnubKey: 'pub-key-1',
      emailConversionTrackingId: 'mail-42',
      userToken: 'member-token',
    });
    const fetchMock = fakeFetch(json(201, aReservation()), json(200, someSettings()));
    await callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() });
    const sent = sentHeaders(fetchMock);
    expect(sent.get(REQUEST_HEADERS.tier)).toBe('premium');
    expect(sent.get(REQUEST_HEADERS.siteController)).toBe('tl-lincoln');
    expect(sent.get(REQUEST_HEADERS.pubnubKey)).toBe('pub-key-1');
    expect(sent.get(REQUEST_HEADERS.emailConversionTrackingId)).toBe('mail-42');
    expect(sent.get(REQUEST_HEADERS.authorization)).toBe('Bearer member-token');

    useSessionStore.setState({ tier: null, siteController: null, pubnubKey: null, emailConversionTrackingId: null, userToken: null });
    await callApi(getBookingWidgetSettings, settingsParams);
    const bare = sentHeaders(fetchMock, 1);
    for (const name of ['tier', 'siteController', 'pubnubKey', 'emailConversionTrackingId', 'authorization'] as const) {
      expect(bare.has(REQUEST_HEADERS[name])).toBe(false);
    }
  });

  it('sends cookies only when the API is on the brand\'s first-party domain', async () => {
    expect(credentialsFor('https://api.sakura-hotels.example/hotels', 'sakura-hotels.example')).toBe('include');
    expect(credentialsFor('https://sakura-hotels.example/x', '.sakura-hotels.example')).toBe('include');
    expect(credentialsFor('https://api.provider.example/x', 'sakura-hotels.example')).toBe('omit');
    expect(credentialsFor('https://evilsakura-hotels.example/x', 'sakura-hotels.example')).toBe('omit');
    expect(credentialsFor('https://api.sakura-hotels.example/x', null)).toBe('omit');
    const fetchMock = fakeFetch(json(200, someSettings()));
    await callApi(getBookingWidgetSettings, settingsParams);
    expect(fetchMock.mock.calls[0]?.[1].credentials).toBe('omit');
  });

  describe('answer rules', () => {
    const handlers = { invalidSession: vi.fn(), unauthorized: vi.fn(), serviceUnavailable: vi.fn() };
    const idpExpired = { title: 'forbidden', status: 403, codes: ['IDP_EXPIRED'], details: { base: [{ error: 'expired' }] } };

    beforeEach(() => {
      for (const handler of Object.values(handlers)) handler.mockReset();
      setAnswerHandlers(handlers);
    });
    afterEach(() => setAnswerHandlers(null));

    it('on 403 IDP_EXPIRED obtains a new client session and retries once with it', async () => {
      const renew = vi.fn(async () => {
        useSessionStore.setState({ clientSession: 'session-token-0002' });
        return 'session-token-0002';
      });
      useSessionStore.setState({ renewClientSession: renew });
      const fetchMock = fakeFetch(json(403, idpExpired), json(201, aReservation()));
      const reservation = await callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() });
      expect(reservation.reservation_number).toBe(aReservation().reservation_number);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(sentHeaders(fetchMock, 1).get(REQUEST_HEADERS.clientSession)).toBe('session-token-0002');
    });

    it('gives the second IDP_EXPIRED refusal to the caller instead of retrying again', async () => {
      const renew = vi.fn(async () => 'session-token-0002');
      useSessionStore.setState({ renewClientSession: renew });
      const fetchMock = fakeFetch(json(403, idpExpired), json(403, idpExpired));
      await expect(callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() })).rejects.toMatchObject({
        status: 403,
      });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('on invalid_session clears the stored session and hands over to the reload', async () => {
      writeClientSession(1, { token: 'session-token-0001', expiresAt: '2999-01-01T00:00:00Z' });
      const refusal = { title: 'invalid_session', status: 401, codes: [], details: { base: [{ error: 'expired' }] } };
      fakeFetch(json(401, refusal));
      await expect(callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() })).rejects.toMatchObject({
        title: 'invalid_session',
      });
      expect(readClientSession(1)).toBeUndefined();
      expect(useSessionStore.getState().clientSession).toBeNull();
      expect(handlers.invalidSession).toHaveBeenCalledTimes(1);
      expect(handlers.unauthorized).not.toHaveBeenCalled();
    });

    it('on any other 401 of a session call hands the error to the logout rule', async () => {
      const refusal = { title: 'unauthorized', status: 401, codes: [], details: { base: [{ error: 'Signed out' }] } };
      fakeFetch(json(401, refusal));
      await expect(callApi(createReservation, { params: { hotelId: 1 }, body: aReservationRequest() })).rejects.toThrow();
      expect(handlers.unauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: 'Signed out' }));
    });

    it('never applies the session rules to a call that takes no session', async () => {
      const refusal = { title: 'invalid_session', status: 401, codes: [], details: { base: [{ error: 'bad key' }] } };
      fakeFetch(json(401, refusal));
      const body = { client_key: 'k', client_secret: 's', hotel_code: 'sakura-tokyo' };
      await expect(callApi(createClientSession, { body })).rejects.toMatchObject({ status: 401 });
      expect(handlers.invalidSession).not.toHaveBeenCalled();
      expect(handlers.unauthorized).not.toHaveBeenCalled();
    });

    it('sends every 503 to the service unavailable rule', async () => {
      fakeFetch({ status: 503, body: 'down', contentType: 'text/plain' });
      await expect(callApi(getBookingWidgetSettings, settingsParams)).rejects.toMatchObject({ status: 503, local: true });
      expect(handlers.serviceUnavailable).toHaveBeenCalledTimes(1);
    });
  });
});
