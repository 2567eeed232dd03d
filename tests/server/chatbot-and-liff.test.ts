// Chatbot and LINE hosts on the server (issue 3): the chatbot session of document 2 sections 7.2/7.7, POST
// /liff/upsert of section 7.5 (the chatbot credential's attack tests: tests/security/chatbot-credential.test.ts), and the stand-in LINE login that issues LIFF access tokens.
import { describe, expect, it, vi } from 'vitest';
import { ZApiErrorBody } from '#domain/entities/api-error.ts';
import { ZChatbotLinkResponse, ZChatbotSessionResponse, ZLiffUpsertResponse } from '#domain/entities/chatbot.ts';
import { issueLiffAccessToken } from '#server/src/liff/line-platform.ts';
import { bearer, HANAKO, memberCall, signIn, UMI_MEMBER } from './member-api';
import { createTestApi, HOST_ORIGIN, NOW, OKINAWA, TOKYO } from './test-api';

// Each case seeds a database, whose demo passwords are scrypt hashes: seconds on a machine that is busy.
vi.setConfig({ testTimeout: 30_000 });

const CHATBOT_USER = 'chatbot-user-42';
const LINE_USER = { userId: 'U0123456789abcdef0123456789abcdef', displayName: 'Line Guest' };

async function whoIs(api: ReturnType<typeof createTestApi>, session: string, token: string) {
  const response = await memberCall(api.app, session, 'GET', '/user/me', { headers: bearer(token) });
  return { status: response.status, json: (await response.json()) as { data?: { user: { id: number; provider: string | null } | null } } };
}

describe('GET /hotels/:id/memberships/chatbot_session', () => {
  /** Sakura Tokyo's registered chatbot host (settings chatbot_host_origins, ADR 192). */
  const CHAT_ORIGIN = 'https://chat.example';
  function chatbotApi() {
    const api = createTestApi();
    api.db.prepare('INSERT INTO hotel_chatbot_host_origins (hotel_id, origin) VALUES (?, ?)').run(TOKYO.id, CHAT_ORIGIN);
    return api;
  }
  const chatbotSessionPath = (userId: string, extra = '') =>
    `/hotels/${TOKYO.id}/memberships/chatbot_session?user_id=${userId}&parent_origin=${encodeURIComponent(CHAT_ORIGIN)}${extra}`;

  it('links the chatbot user to the signed-in member and gives the chatbot a credential for that link', async () => {
    const api = chatbotApi();
    const session = await api.newSession();
    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    const response = await memberCall(api.app, session, 'GET', chatbotSessionPath(CHATBOT_USER, '&auth_auto_message_id=msg-7'), {
      headers: bearer(member.session),
    });
    expect(response.status).toBe(200);
    const { data } = ZChatbotSessionResponse.parse(await response.json());
    expect(data.session).not.toBe(member.session);
    const link = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/chatbot_link`, { headers: bearer(data.session) });
    expect(ZChatbotLinkResponse.parse(await link.json()).data).toMatchObject({ chatbot_user_id: CHATBOT_USER, user_id: HANAKO.id });
    const row = api.db
      .prepare('SELECT member_id, hotel_id, auth_auto_message_id FROM chatbot_links WHERE chatbot_user_id = ?')
      .get(CHATBOT_USER);
    expect(row).toEqual({ member_id: HANAKO.id, hotel_id: TOKYO.id, auth_auto_message_id: 'msg-7' });
    // The app's own session is untouched.
    expect((await whoIs(api, session, member.session)).status).toBe(200);
  });

  it('refuses without a signed-in member (401, code 1400) and with a malformed chatbot user id (422)', async () => {
    const api = chatbotApi();
    const session = await api.newSession();
    const anonymous = await memberCall(api.app, session, 'GET', chatbotSessionPath(CHATBOT_USER));
    expect(anonymous.status).toBe(401);
    expect(ZApiErrorBody.parse(await anonymous.json()).codes).toEqual([1400]);

    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    const malformed = await memberCall(api.app, session, 'GET', chatbotSessionPath(encodeURIComponent('<script>')), {
      headers: bearer(member.session),
    });
    expect(malformed.status).toBe(422);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM chatbot_links').get()).toEqual({ n: 0 });
  });

  it('never lets another brand’s member session in', async () => {
    const api = chatbotApi();
    const umiSession = await api.newSession(OKINAWA.code);
    const umi = await signIn(api.app, umiSession, OKINAWA.id, UMI_MEMBER);
    const session = await api.newSession();
    const response = await memberCall(api.app, session, 'GET', chatbotSessionPath(CHATBOT_USER), { headers: bearer(umi.session) });
    expect(response.status).toBe(401);
  });
});

describe('POST /liff/upsert', () => {
  const upsert = (api: ReturnType<typeof createTestApi>, session: string, body: unknown) =>
    memberCall(api.app, session, 'POST', '/liff/upsert', { body });

  it('creates a LINE member on the first visit and signs the same member in on the next', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const token = issueLiffAccessToken(api.db, LINE_USER, NOW);

    const first = await upsert(api, session, { hotel_code: TOKYO.code, liff_access_token: token });
    expect(first.status).toBe(201);
    const created = ZLiffUpsertResponse.parse(await first.json()).data;
    expect(created.created).toBe(true);
    expect(created.user).toMatchObject({ first_name: 'Line Guest', provider: 'line', program_id: 1 });
    expect((await whoIs(api, session, created.session)).json.data?.user).toMatchObject({ id: created.user?.id, provider: 'line' });

    const again = await upsert(api, session, { hotel_code: TOKYO.code, liff_access_token: token });
    expect(again.status).toBe(200);
    const known = ZLiffUpsertResponse.parse(await again.json()).data;
    expect(known).toMatchObject({ created: false, user: { id: created.user?.id } });
    expect(known.session).not.toBe(created.session);
  });

  it('refuses a token LINE does not know (422, code 3401) and creates nobody', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const before = api.db.prepare('SELECT COUNT(*) AS n FROM members').get();
    const response = await upsert(api, session, { hotel_code: TOKYO.code, liff_access_token: 'not-a-token-line-issued-xyz' });
    expect(response.status).toBe(422);
    expect(ZApiErrorBody.parse(await response.json()).codes).toEqual([3401]);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual(before);
  });

  it('refuses an expired token, another brand’s hotel and a request without a client session', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const expired = issueLiffAccessToken(api.db, LINE_USER, new Date(NOW.getTime() - 13 * 60 * 60 * 1000));
    expect((await upsert(api, session, { hotel_code: TOKYO.code, liff_access_token: expired })).status).toBe(422);

    const token = issueLiffAccessToken(api.db, LINE_USER, NOW);
    expect((await upsert(api, session, { hotel_code: OKINAWA.code, liff_access_token: token })).status).toBe(401);
    const bare = await api.app.request('/liff/upsert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hotel_code: TOKYO.code, liff_access_token: token }),
    });
    expect(bare.status).toBe(401);
  });
});

describe('the stand-in LINE login page', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const back = `${HOST_ORIGIN}/liff.html?x=1`;

  it('offers a labelled form for an allowed return address and refuses any other origin', async () => {
    const api = createTestApi();
    const page = await api.app.request(`/__line/authorize?hotel_code=${TOKYO.code}&redirect_uri=${encodeURIComponent(back)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="line_user_id">');
    expect(html).toContain('<label for="display_name">');

    const elsewhere = await api.app.request(`/__line/authorize?hotel_code=${TOKYO.code}&redirect_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(elsewhere.status).toBe(400);
    const posted = await api.app.request('/__line/authorize', form({ hotel_code: TOKYO.code, redirect_uri: 'https://evil.example/', action: 'allow', line_user_id: LINE_USER.userId, display_name: 'x' }));
    expect(posted.status).toBe(400);
  });

  it('sends the guest back with a LIFF access token in the fragment that /liff/upsert accepts', async () => {
    const api = createTestApi();
    const answer = await api.app.request(
      '/__line/authorize',
      form({ hotel_code: TOKYO.code, redirect_uri: back, action: 'allow', line_user_id: LINE_USER.userId, display_name: LINE_USER.displayName }),
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(back);
    const token = new URLSearchParams(location.hash.slice(1)).get('liff_access_token') ?? '';
    const session = await api.newSession();
    const upserted = await memberCall(api.app, session, 'POST', '/liff/upsert', { body: { hotel_code: TOKYO.code, liff_access_token: token } });
    expect(upserted.status).toBe(201);
  });

  it('sends the guest back with access_denied on cancel, and refuses a malformed LINE user id', async () => {
    const api = createTestApi();
    const cancelled = await api.app.request('/__line/authorize', form({ hotel_code: TOKYO.code, redirect_uri: back, action: 'cancel' }));
    expect(new URL(cancelled.headers.get('Location') ?? '').hash).toBe('#error=access_denied');
    const malformed = await api.app.request(
      '/__line/authorize',
      form({ hotel_code: TOKYO.code, redirect_uri: back, action: 'allow', line_user_id: 'U123', display_name: 'x' }),
    );
    expect(malformed.status).toBe(422);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM line_liff_tokens').get()).toEqual({ n: 0 });
  });
});

describe('settings chatbot_setting', () => {
  it('says per platform where a hotel offers its chatbot, and is absent for a hotel without one', async () => {
    const api = createTestApi();
    const tokyo = (await (await api.app.request(`/hotels/${TOKYO.code}/settings/booking_widget`)).json()) as Record<string, unknown>;
    expect(tokyo.chatbot_setting).toEqual({ display_on_desktop: true, display_on_mobile: true });
    const kyoto = (await (await api.app.request('/hotels/sakura-kyoto/settings/booking_widget')).json()) as Record<string, unknown>;
    expect(kyoto.chatbot_setting).toEqual({ display_on_desktop: true, display_on_mobile: false });
    const okinawa = (await (await api.app.request(`/hotels/${OKINAWA.code}/settings/booking_widget`)).json()) as Record<string, unknown>;
    expect(okinawa).not.toHaveProperty('chatbot_setting');
  });
});

describe('GET /hotels/:id/memberships/companions', () => {
  it('answers the signed-in member’s programme companions, off where the programme has none', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const answer = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/companions`, { headers: bearer(hanako.session) });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Record<string, { is_active: boolean; names: Record<string, string> }> };
    expect(data.adult_companion).toMatchObject({ is_active: true, names: { en: 'Adult companion', ja: '同伴者（大人）' } });
    expect(Object.keys(data.kid_tier_A_companion?.names ?? {})).toHaveLength(8);

    const taro = await signIn(api.app, session, TOKYO.id, { email: 'taro@example.com', password: 'Sakura-2026' });
    const other = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/companions`, { headers: bearer(taro.session) });
    expect(((await other.json()) as { data: unknown }).data).toEqual({
      adult_companion: { is_active: false, names: {} },
      kid_tier_A_companion: { is_active: false, names: {} },
    });
  });

  it('needs a signed-in member, and the settings say which hotels have companion support', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    expect((await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/companions`)).status).toBe(401);
    const tokyo = (await (await api.app.request(`/hotels/${TOKYO.code}/settings/booking_widget`)).json()) as Record<string, unknown>;
    const kyoto = (await (await api.app.request('/hotels/sakura-kyoto/settings/booking_widget')).json()) as Record<string, unknown>;
    expect([tokyo.companion_support, kyoto.companion_support]).toEqual([true, false]);
  });
});
