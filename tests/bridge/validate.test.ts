import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AppMethods } from '#bridge/app-methods.ts';
import type { HostMethods } from '#bridge/host-methods.ts';
import { INVALID } from '#bridge/shape.ts';
import {
  appMethodValidators,
  guardMethods,
  helloReplyValidator,
  hostMethodValidators,
  MAX_FRAME_HEIGHT,
} from '#bridge/validate.ts';

const companion = { is_active: true, names: { ja: '添い寝', en: 'Co-sleeping' } };

const validPayloads = {
  resize: { height: 812.5 },
  login: { user_id: 42, program_id: null },
  removeQuery: { keys: ['booking_widget_open', 'checkin'] },
  ga4Event: {
    name: 'view_item_list',
    params: { currency: 'JPY', value: 32000, logged_in: false, coupon: null, items: [{ item_id: 'DLX', price: 16000 }] },
  },
  receiveTriplabotSession: { session: 'chatbot-credential', expires_at: '2026-06-01T04:00:00.000Z' },
  receiveCompanionInfo: { adult_companion: companion, kid_tier_A_companion: { is_active: false, names: {} } },
} satisfies Partial<{ [K in keyof HostMethods]: Parameters<HostMethods[K]>[0] }>;

const malformedPayloads: [keyof typeof validPayloads, unknown][] = [
  ['resize', undefined],
  ['resize', { height: '812' }],
  ['resize', { height: -1 }],
  ['resize', { height: Number.NaN }],
  ['resize', { height: MAX_FRAME_HEIGHT + 1 }],
  ['login', { user_id: 0, program_id: null }],
  ['login', { user_id: 42 }],
  ['removeQuery', { keys: 'checkin' }],
  ['removeQuery', { keys: ['checkin', ''] }],
  ['ga4Event', { name: '1st_event', params: {} }],
  ['ga4Event', { name: 'purchase', params: { value: { nested: true } } }],
  ['ga4Event', { name: 'purchase', params: { items: [{ price: [1] }] } }],
  ['receiveTriplabotSession', { session: '' }],
  ['receiveCompanionInfo', { adult_companion: companion }],
  ['receiveCompanionInfo', { adult_companion: companion, kid_tier_A_companion: { is_active: 'yes', names: {} } }],
  ['receiveCompanionInfo', [companion, companion]],
];

describe('host method validators', () => {
  it.each(Object.entries(validPayloads))('accepts a valid %s payload as it is', (name, payload) => {
    const validate = hostMethodValidators[name as keyof typeof validPayloads];
    expect(validate(payload)).toEqual(payload);
  });

  it.each(malformedPayloads)('rejects a malformed %s payload: %j', (name, payload) => {
    expect(hostMethodValidators[name](payload)).toBe(INVALID);
  });

  it('drops fields it does not know, at every level', () => {
    const validated = hostMethodValidators.receiveCompanionInfo({
      ...validPayloads.receiveCompanionInfo,
      pets_companion: companion,
      adult_companion: { ...companion, icon: 'x.svg' },
    });
    expect(validated).toEqual(validPayloads.receiveCompanionInfo);
  });

  it('keeps a __proto__ key of a map as data, never as a prototype', () => {
    const names = JSON.parse('{"en":"Infant","__proto__":"Baby"}') as unknown;
    const validated = hostMethodValidators.receiveCompanionInfo({
      adult_companion: companion,
      kid_tier_A_companion: { is_active: true, names },
    });
    if (validated === INVALID) throw new Error('expected the payload to pass');
    const validatedNames = validated.kid_tier_A_companion.names;
    expect(Object.getPrototypeOf(validatedNames)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(validatedNames, '__proto__')?.value).toBe('Baby');
  });

  it('accepts anything for methods without a payload', () => {
    expect(hostMethodValidators.close(undefined)).toBeUndefined();
    expect(hostMethodValidators.close({ unexpected: true })).toBeUndefined();
    expect(appMethodValidators.logout('extra')).toBeUndefined();
  });

  it('checks the hello reply', () => {
    expect(helloReplyValidator({ protocolVersion: 1 })).toEqual({ protocolVersion: 1 });
    expect(helloReplyValidator({ protocolVersion: '1' })).toBe(INVALID);
  });
});

describe('guardMethods', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  function guardedHost() {
    const calls: [string, unknown][] = [];
    const record = (name: string) => (payload?: unknown) => {
      calls.push([name, payload]);
    };
    const methods: HostMethods = {
      ready: record('ready'),
      resize: record('resize'),
      bringIntoView: record('bringIntoView'),
      login: record('login'),
      close: record('close'),
      showChatbot: record('showChatbot'),
      bookingWidgetOpened: record('bookingWidgetOpened'),
      removeQuery: record('removeQuery'),
      ga4Event: record('ga4Event'),
      receiveTriplabotSession: record('receiveTriplabotSession'),
      triplabotSynced: record('triplabotSynced'),
      getTriplabotUserId: () => 'chatbot-user-7',
      receiveCompanionInfo: record('receiveCompanionInfo'),
      reservationCompleted: record('reservationCompleted'),
    };
    return { calls, guarded: guardMethods(methods, hostMethodValidators) };
  }

  // Penpal calls methods with whatever arrived, so the tests do too.
  const callUnchecked = (method: unknown, ...args: unknown[]) => (method as (...input: unknown[]) => unknown)(...args);

  it('takes the hotel name with ready, and drops a malformed one without dropping ready', () => {
    const { calls, guarded } = guardedHost();
    callUnchecked(guarded.ready, { protocolVersion: 1, hotelName: 'Sakura Hotel Tokyo Ginza' });
    callUnchecked(guarded.ready, { protocolVersion: 1, hotelName: 42 });
    callUnchecked(guarded.ready, { protocolVersion: 1 });
    expect(calls).toEqual([
      ['ready', { protocolVersion: 1, hotelName: 'Sakura Hotel Tokyo Ginza' }],
      ['ready', { protocolVersion: 1, hotelName: undefined }],
      ['ready', { protocolVersion: 1, hotelName: undefined }],
    ]);
  });

  it('passes a valid payload through and returns the result', () => {
    const { calls, guarded } = guardedHost();
    callUnchecked(guarded.resize, { height: 900 });
    expect(calls).toEqual([['resize', { height: 900 }]]);
    expect(callUnchecked(guarded.getTriplabotUserId)).toBe('chatbot-user-7');
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a malformed payload with a warning instead of throwing', () => {
    const { calls, guarded } = guardedHost();
    expect(() => callUnchecked(guarded.resize, { height: 'tall' })).not.toThrow();
    expect(callUnchecked(guarded.login, null)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[hotel-booking-widget] dropped malformed resize payload');
    expect(warn).toHaveBeenCalledWith('[hotel-booking-widget] dropped malformed login payload');
  });

  it('hands the method only the known fields and only the first argument', () => {
    const { calls, guarded } = guardedHost();
    callUnchecked(guarded.login, { user_id: 42, program_id: 3, access_token: 'secret' }, 'second');
    callUnchecked(guarded.close, 'ignored');
    expect(calls).toEqual([
      ['login', { user_id: 42, program_id: 3 }],
      ['close', undefined],
    ]);
  });

  it('checks ready and reservationCompleted', () => {
    const { calls, guarded } = guardedHost();
    callUnchecked(guarded.ready, { protocolVersion: 1 });
    callUnchecked(guarded.ready, { protocolVersion: 0 });
    callUnchecked(guarded.reservationCompleted, { reservation_number: 'RABC123456', email: 'guest@example.com' });
    callUnchecked(guarded.reservationCompleted, { reservation_number: '' });
    expect(calls).toEqual([
      ['ready', { protocolVersion: 1 }],
      // Only the number crosses: personal data a newer app might add never reaches the host's listeners.
      ['reservationCompleted', { reservation_number: 'RABC123456' }],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('exposes exactly the methods of the contract', () => {
    const app: AppMethods = {
      logout: () => undefined,
      refreshLoginFromChatbot: () => undefined,
      hello: () => ({ protocolVersion: 1 }),
    };
    const guarded = guardMethods({ ...app, debugDump: () => 'internal' } as AppMethods, appMethodValidators);
    expect(Object.keys(guarded).sort()).toEqual(['hello', 'logout', 'refreshLoginFromChatbot']);
    expect(callUnchecked(guarded.hello)).toEqual({ protocolVersion: 1 });
  });
});
