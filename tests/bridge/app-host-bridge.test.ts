// @vitest-environment jsdom
// The app's end of the bridge (app/src/platform/host-bridge.ts): the rules that decide what it tells the host.
import { describe, expect, it } from 'vitest';
import {
  createHostReports,
  escapeClosesApp,
  hostLinkKeys,
  mayShareCompanionInfo,
  parentOriginsFrom,
  type HostRemote,
} from '#app/platform/host-bridge.ts';

describe('mayShareCompanionInfo', () => {
  it('allows companion info only with an access token and companion support on', () => {
    expect(mayShareCompanionInfo({ access_token: 'token' }, true)).toBe(true);
    expect(mayShareCompanionInfo({ access_token: 'token' }, false)).toBe(false);
    expect(mayShareCompanionInfo({ access_token: '' }, true)).toBe(false);
    expect(mayShareCompanionInfo({ access_token: null }, true)).toBe(false);
    expect(mayShareCompanionInfo({}, true)).toBe(false);
    expect(mayShareCompanionInfo(null, true)).toBe(false);
  });
});

describe('hostLinkKeys', () => {
  it('names booking_widget_open and the search keys that came with it', () => {
    expect(hostLinkKeys('?hotel_code=h&locale=en&booking_widget_open=search&checkin=2026-12-01&adults=2')).toEqual([
      'booking_widget_open',
      'checkin',
      'adults',
    ]);
  });

  it('never names the app’s own keys (hotel_code, locale): the host page may use them for itself', () => {
    expect(hostLinkKeys('?booking_widget_open=confirm&hotel_code=h&locale=en')).toEqual(['booking_widget_open']);
  });

  it('is null when the app was not opened by a host link', () => {
    expect(hostLinkKeys('?hotel_code=h&checkin=2026-12-01')).toBeNull();
  });
});

describe('escapeClosesApp', () => {
  const keydown = (key: string, target: Element = document.body, handled = false) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    if (handled) event.preventDefault();
    let seen: KeyboardEvent | undefined;
    target.addEventListener('keydown', (e) => (seen = e as KeyboardEvent), { once: true });
    target.dispatchEvent(event);
    return seen ?? event;
  };

  it('closes on an unhandled Escape', () => {
    expect(escapeClosesApp(keydown('Escape'))).toBe(true);
    expect(escapeClosesApp(keydown('Enter'))).toBe(false);
    expect(escapeClosesApp(keydown('Escape', document.body, true))).toBe(false);
  });

  it('leaves Escape to the app’s own dialogs, lists and menus', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    expect(escapeClosesApp(keydown('Escape', button))).toBe(false);
    dialog.remove();
  });
});

describe('parentOriginsFrom', () => {
  it('keeps http(s) origins only', () => {
    expect(parentOriginsFrom(['https://hotel.example/path/', '*', 'javascript:x', ' http://localhost:5174 '])).toEqual([
      'https://hotel.example',
      'http://localhost:5174',
    ]);
  });
});

describe('createHostReports', () => {
  const hostA = Promise.resolve({} as HostRemote);
  const hostB = Promise.resolve({} as HostRemote);

  function recorder() {
    const sent: [string, string, unknown[]][] = [];
    const names = new Map([
      [hostA, 'A'],
      [hostB, 'B'],
    ]);
    const reports = createHostReports((host, { method, args }) => sent.push([names.get(host) ?? '?', method, args]));
    return { sent, reports };
  }

  it('sends what was reported before the connection once it is made', () => {
    const { sent, reports } = recorder();
    reports.report('login', [{ user_id: 1, program_id: null }]);
    reports.report('ga4Event', [{ name: 'search_result', params: {} }]);
    expect(sent).toEqual([]);
    reports.attach(hostA);
    expect(sent).toEqual([
      ['A', 'login', [{ user_id: 1, program_id: null }]],
      ['A', 'ga4Event', [{ name: 'search_result', params: {} }]],
    ]);
  });

  it('replays sign-in and companion info (the latest of each) to a new connection; never the chatbot credential', () => {
    const { sent, reports } = recorder();
    reports.attach(hostA);
    reports.report('login', [{ user_id: 1, program_id: null }]);
    reports.report('login', [{ user_id: 2, program_id: 5 }]);
    reports.report('receiveTriplabotSession', [{ session: 's-1', expires_at: '2026-06-01T04:00:00.000Z' }]);
    reports.report('reservationCompleted', [{ reservation_number: 'R1' }]);
    sent.length = 0;

    reports.detach(hostA);
    reports.attach(hostB);
    expect(sent).toEqual([['B', 'login', [{ user_id: 2, program_id: 5 }]]]);
  });

  it('forgets state on request (a sign-out)', () => {
    const { sent, reports } = recorder();
    reports.report('login', [{ user_id: 1, program_id: null }]);
    reports.forget(['login']);
    reports.attach(hostA);
    expect(sent).toEqual([]);
  });
});
