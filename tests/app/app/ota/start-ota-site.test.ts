// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOtaSite } from '#app/app/ota/start-ota-site.ts';
import { applyTheme } from '#app/app/startup/apply-theme.ts';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';
import { readClientSession } from '#app/platform/session-storage.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

type Sent = { url: string; body: unknown };

function answerSessions(status = 201) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = { data: { client_session: 'ota-session-token-0001', hotel_brand_id: null, expires_at: '2999-01-01T00:00:00Z' } };
      return new Response(JSON.stringify(status === 201 ? body : { error: 'down' }), { status });
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<link rel="icon" href="data:,">';
  useSessionStore.setState({ brandId: null, clientSession: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the travel-agency site startup (the variant\'s guard)', () => {
  it('obtains a client session without a hotel code when none is stored, keeps it, and reuses it next time', async () => {
    const sent = answerSessions();
    expect(await startOtaSite(readStartupQuery('?locale=en'))).toEqual({ status: 'ready' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/api\/client_sessions$/);
    expect(sent[0]?.body).not.toHaveProperty('hotel_code');
    expect(readClientSession('ota')?.token).toBe('ota-session-token-0001');
    expect(useSessionStore.getState()).toMatchObject({ brandId: null, clientSession: 'ota-session-token-0001', locale: 'en' });

    useSessionStore.setState({ clientSession: null });
    await startOtaSite(readStartupQuery('?locale=en'));
    expect(sent).toHaveLength(1);
    expect(useSessionStore.getState().clientSession).toBe('ota-session-token-0001');
  });

  it('paints the variant\'s default colour with white text, and fails as unavailable without a session', async () => {
    answerSessions();
    await startOtaSite(readStartupQuery('?locale=ar'));
    expect(document.documentElement.style.getPropertyValue('--hbw-button-bg')).toBe('#c21e58');
    expect(document.documentElement.style.getPropertyValue('--hbw-button-fg')).toBe('#ffffff');
    expect(document.documentElement.dir).toBe('rtl');

    localStorage.clear();
    answerSessions(503);
    expect(await startOtaSite(readStartupQuery(''))).toEqual({ status: 'failed', reason: 'unavailable' });
  });
});

describe('the favicon', () => {
  it('becomes the hotel\'s, from the API\'s address, replacing the empty one', () => {
    applyTheme({ button_colour: '#c8416b', header_colour: '#3b1f2b', favicon: '/brand-assets/sakura-hotels-favicon.svg' });
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.href).toMatch(/\/brand-assets\/sakura-hotels-favicon\.svg$/);
    expect(links[0]?.type).toBe('image/svg+xml');
  });

  it('is left alone when the hotel has none', () => {
    applyTheme({ button_colour: '#c8416b', header_colour: '#3b1f2b', favicon: null });
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
  });
});
