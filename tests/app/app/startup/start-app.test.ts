// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';
import { startApp } from '#app/app/startup/start-app.ts';
import { writeLocalePreference } from '#app/i18n/locale-preference.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { someSettings } from '../../factories';

function answerWith(settings: ReturnType<typeof someSettings>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.endsWith('/api/client_sessions')
      ? { data: { client_session: 'new-session-token-0001', hotel_brand_id: 1, expires_at: '2999-01-01T00:00:00Z' } }
      : settings;
    return new Response(JSON.stringify(body), { status: url.endsWith('/api/client_sessions') ? 201 : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('startApp', () => {
  it('replaces the app with the maintenance page unless the address has maintenance_mode=false', async () => {
    answerWith(someSettings({ maintenance_mode: true }));
    const down = await startApp(readStartupQuery('?hotel_code=sakura-tokyo'), new QueryClient());
    expect(down.status).toBe('maintenance');

    const bypass = await startApp(readStartupQuery('?hotel_code=sakura-tokyo&maintenance_mode=false'), new QueryClient());
    expect(bypass.status).toBe('ready');
  });

  it('takes header values and preview mode from settings and the address', async () => {
    answerWith(someSettings({ hotel_brand_id: 427, tier: 'gold', site_controller: 'sc', pubnub: { auth_key: 'pk' } }));
    await startApp(readStartupQuery('?hotel_code=sakura-tokyo&email_id=e1'), new QueryClient());
    expect(useSessionStore.getState()).toMatchObject({
      hotelCode: 'sakura-tokyo',
      tier: 'gold',
      siteController: 'sc',
      pubnubKey: 'pk',
      emailConversionTrackingId: 'e1',
      firstPartyCookieDomain: null,
      clientSession: 'new-session-token-0001',
    });
    expect(useShellStore.getState().preview).toBe(true);
  });

  it('speaks the address locale, else the stored choice, else the first allowed', async () => {
    answerWith(someSettings({ available_languages: ['ja', 'en', 'ar'] }));
    await startApp(readStartupQuery('?hotel_code=sakura-tokyo&locale=ar'), new QueryClient());
    expect(useSessionStore.getState().locale).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    writeLocalePreference('en');
    await startApp(readStartupQuery('?hotel_code=sakura-tokyo'), new QueryClient());
    expect(useSessionStore.getState().locale).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');

    await startApp(readStartupQuery('?hotel_code=sakura-tokyo&locale=th'), new QueryClient());
    expect(useSessionStore.getState().locale).toBe('ja');
  });
});

describe('startApp: the client session beside the settings (ADR 211)', () => {
  const sessionCalls = (fetchMock: ReturnType<typeof answerWith>) =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/client_sessions'));

  it('asks for the session and the settings together on a first visit, and keeps the session under the brand', async () => {
    const held: (() => void)[] = [];
    const answers = answerWith(someSettings({ hotel_brand_id: 427 }));
    const answer = answers.getMockImplementation();
    // Neither call answers until both were sent: a startup that chained them would never finish.
    answers.mockImplementation(async (url: string) => {
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length === 2) for (const go of held) go();
      });
      return answer ? answer(url) : new Response(null, { status: 500 });
    });
    const outcome = await startApp(readStartupQuery('?hotel_code=sakura-tokyo'), new QueryClient());
    expect(outcome.status).toBe('ready');
    expect(sessionCalls(answers)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('hbw:client-session:427') ?? '{}')).toMatchObject({ token: 'new-session-token-0001' });
    expect(localStorage.getItem('hbw:hotel-brand:sakura-tokyo')).toBe('427');
  });

  it('reuses the remembered brand\'s stored session on the next visit without asking for one', async () => {
    localStorage.setItem('hbw:hotel-brand:sakura-tokyo', '427');
    localStorage.setItem('hbw:client-session:427', JSON.stringify({ token: 'kept-session-token', expiresAt: '2999-01-01T00:00:00Z' }));
    const answers = answerWith(someSettings({ hotel_brand_id: 427 }));
    await startApp(readStartupQuery('?hotel_code=sakura-tokyo'), new QueryClient());
    expect(sessionCalls(answers)).toHaveLength(0);
    expect(useSessionStore.getState().clientSession).toBe('kept-session-token');
  });

  it('never sends one brand\'s session to a hotel that moved to another brand', async () => {
    localStorage.setItem('hbw:hotel-brand:sakura-tokyo', '427');
    localStorage.setItem('hbw:client-session:427', JSON.stringify({ token: 'old-brand-session', expiresAt: '2999-01-01T00:00:00Z' }));
    const answers = answerWith(someSettings({ hotel_brand_id: 9 }));
    await startApp(readStartupQuery('?hotel_code=sakura-tokyo'), new QueryClient());
    expect(sessionCalls(answers)).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ clientSession: 'new-session-token-0001', brandId: 9 });
    expect(localStorage.getItem('hbw:hotel-brand:sakura-tokyo')).toBe('9');
  });
});

describe("startApp: guest detail's reads once a session exists (ADR 282)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const roomsCalls = (fetchMock: ReturnType<typeof answerWith>) =>
    fetchMock.mock.calls.map(([url]) => new URL(url, 'https://api.invalid')).filter((url) => url.pathname.endsWith('/rooms'));

  it('sends the chosen room\'s rooms search from the startup on a guest detail address, before it says ready', async () => {
    const search = '?hotel_code=sakura-tokyo&checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO';
    window.history.replaceState(null, '', `/reservation/guest-detail${search}`);
    const fetchMock = answerWith(someSettings());
    await startApp(readStartupQuery(search), new QueryClient());
    // Already sent when the outcome arrives, so before the page draws (ADR 293): no waiting here.
    expect(roomsCalls(fetchMock)).toHaveLength(1);
    expect(Object.fromEntries(roomsCalls(fetchMock)[0]?.searchParams ?? [])).toMatchObject({ checkin: '2030-04-10', checkout: '2030-04-11' });
  });

  it('sends them once the session exists, with the session this startup obtained (document 1 section 4)', async () => {
    const search = '?hotel_code=sakura-tokyo&checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO';
    window.history.replaceState(null, '', `/reservation/guest-detail${search}`);
    // No session left in the store from an earlier test: the one the rooms search carries is this startup's.
    useSessionStore.setState({ clientSession: null });
    const fetchMock = answerWith(someSettings());
    await startApp(readStartupQuery(search), new QueryClient());
    const rooms = fetchMock.mock.calls.find(([url]) => new URL(url, 'https://api.invalid').pathname.endsWith('/rooms'));
    expect(new Headers(rooms?.[1]?.headers).get(REQUEST_HEADERS.clientSession)).toBe('new-session-token-0001');
  });

  it('sends no guest detail reads on another page', async () => {
    const search = '?hotel_code=sakura-tokyo&checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO';
    window.history.replaceState(null, '', `/reservation/confirmation/R1${search}`);
    const fetchMock = answerWith(someSettings());
    await startApp(readStartupQuery(search), new QueryClient());
    await new Promise((settled) => setTimeout(settled, 50));
    expect(roomsCalls(fetchMock)).toEqual([]);
  });
});
