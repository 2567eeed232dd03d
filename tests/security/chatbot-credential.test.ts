// @vitest-environment node
// Attack tests for issue 13, "no member bearer token reaches a host page" (ADR 192), on the server side. What the app
// hands a chatbot (chatbot_session's data.session) may end up with any script of the host page, so it must be a
// chatbot-scoped, short-lived credential: each test uses it as an attacker who harvested it would, and each fails on
// the commit before the fix, where it was a full 30-day member session.
import { describe, expect, it, vi } from 'vitest';
import { ZChatbotLinkResponse, ZChatbotSessionResponse } from '#domain/entities/chatbot.ts';
import { ZApiErrorBody } from '#domain/entities/api-error.ts';
import { sha256Hex } from '#server/src/security/digest.ts';
import { bearer, HANAKO, memberCall, signIn } from '../server/member-api';
import { createTestApi, day, HOST_ORIGIN, NOW, reservationOf, TOKYO } from '../server/test-api';

// Each case seeds a database, whose demo passwords are scrypt hashes: seconds on a machine that is busy.
vi.setConfig({ testTimeout: 30_000 });

/** The hotel's registered chatbot host; HOST_ORIGIN stays a hotel page (allowed parent, not a chatbot host). */
const CHAT_ORIGIN = 'https://chat.example';
const CHAT_USER = 'chat-user-13';

type Api = ReturnType<typeof createTestApi>;

/** A test API whose clock the test moves, with Sakura Tokyo's chatbot host registered. */
function chatbotApi() {
  let clock = NOW;
  const api = createTestApi({ now: () => clock });
  api.db.prepare('INSERT INTO hotel_chatbot_host_origins (hotel_id, origin) VALUES (?, ?)').run(TOKYO.id, CHAT_ORIGIN);
  return { api, setClock: (at: Date) => (clock = at) };
}

function askChatbotSession(api: Api, session: string, token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ user_id: CHAT_USER, parent_origin: CHAT_ORIGIN, ...query });
  return memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/chatbot_session?${search.toString()}`, { headers: bearer(token) });
}

/** Hanako signs in in the chat frame; the chatbot (and so, possibly, a host script) gets the credential. */
async function harvested(api: Api) {
  const session = await api.newSession();
  const member = await signIn(api.app, session, TOKYO.id, HANAKO);
  const response = await askChatbotSession(api, session, member.session);
  expect(response.status).toBe(200);
  return { session, member, credential: ZChatbotSessionResponse.parse(await response.json()).data };
}

const chatbotLink = (api: Api, session: string, credential: string) =>
  memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/chatbot_link`, { headers: bearer(credential) });

describe('the chatbot credential', () => {
  it('cannot read the member profile, pass as a sign-in, mint one-time tokens or open further chatbot sessions', async () => {
    const { api } = chatbotApi();
    const { session, credential } = await harvested(api);
    const stolen = bearer(credential.session);

    const profile = await memberCall(api.app, session, 'GET', '/user/me', { headers: stolen });
    expect(profile.status).toBe(401);
    const program = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/program`, { headers: stolen });
    expect(program.status).toBe(401);
    // The identity call (what /iframe-token and accessToken= hand-overs use) names nobody: no session to adopt.
    const identity = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, { headers: stolen });
    expect(await identity.json()).toMatchObject({ session: null, user: null, meta: { reset_code: 3401 } });
    const oneTime = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/one_time_access_tokens`, { headers: stolen });
    expect(oneTime.status).toBe(401);
    const further = await askChatbotSession(api, session, credential.session, { user_id: 'attacker-chat' });
    expect(further.status).toBe(401);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM chatbot_links WHERE chatbot_user_id = ?').get('attacker-chat')).toEqual({ n: 0 });
  });

  it('cannot manage the member’s reservations', async () => {
    const { api } = chatbotApi();
    const { session, member, credential } = await harvested(api);
    const body = await api.pricedBooking(session, TOKYO.id, {
      roomTypeCode: 'deluxe-twin',
      roomPlanCode: 'deluxe-twin_breakfast',
      checkin: day(20),
      checkout: day(21),
    });
    const booked = await reservationOf(await api.postReservation(session, TOKYO.id, body));
    api.db.prepare("UPDATE reservations SET owner_kind = 'member', owner_member_id = ? WHERE id = ?").run(HANAKO.id, booked.reservationID);
    const at = (what: string) => `/hotels/${TOKYO.id}/reservations/${booked.reservation_number}/${what}?bypass_token=${booked.bypass_token}`;

    expect((await memberCall(api.app, session, 'GET', at('management'), { headers: bearer(member.session) })).status).toBe(200);
    const managed = await memberCall(api.app, session, 'GET', at('management'), { headers: bearer(credential.session) });
    expect(ZApiErrorBody.parse(await managed.json()).title).toBe('member_sign_in_required');
    const cancel = await memberCall(api.app, session, 'PUT', at('cancel'), {
      headers: bearer(credential.session),
      body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 },
    });
    expect(ZApiErrorBody.parse(await cancel.json()).title).toBe('member_sign_in_required');
    expect(api.db.prepare('SELECT cancelled_at FROM reservations WHERE id = ?').get(booked.reservationID)).toEqual({ cancelled_at: null });
  });

  it('names only its chat link, for an hour, and is stored as a digest', async () => {
    const { api, setClock } = chatbotApi();
    const { session, credential } = await harvested(api);
    expect(new Date(credential.expires_at).getTime() - NOW.getTime()).toBe(60 * 60 * 1000);

    const link = await chatbotLink(api, session, credential.session);
    expect(ZChatbotLinkResponse.parse(await link.json()).data).toEqual({
      chatbot_user_id: CHAT_USER,
      user_id: HANAKO.id,
      program_id: 1,
      expires_at: credential.expires_at,
    });
    const stored = api.db.prepare<[], { token_sha256: string }>('SELECT token_sha256 FROM chatbot_credentials').all();
    expect(stored).toEqual([{ token_sha256: sha256Hex(credential.session) }]);
    // The chat link call takes only chatbot credentials, never a member session.
    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    expect((await chatbotLink(api, session, member.session)).status).toBe(401);

    setClock(new Date(NOW.getTime() + 60 * 60 * 1000));
    expect((await chatbotLink(api, session, credential.session)).status).toBe(401);
  });

  it('is revoked when the member signs out, and when the chat user links again', async () => {
    const { api } = chatbotApi();
    const first = await harvested(api);
    const again = await askChatbotSession(api, first.session, first.member.session);
    const second = ZChatbotSessionResponse.parse(await again.json()).data;
    expect((await chatbotLink(api, first.session, first.credential.session)).status).toBe(401);
    expect((await chatbotLink(api, first.session, second.session)).status).toBe(200);

    const signOut = await memberCall(api.app, first.session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_out`, {
      headers: bearer(first.member.session),
    });
    expect(signOut.status).toBe(200);
    expect((await chatbotLink(api, first.session, second.session)).status).toBe(401);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM chatbot_links WHERE member_id = ?').get(HANAKO.id)).toEqual({ n: 0 });
  });
});

describe('linking a chat to a member', () => {
  it('happens only for a page the hotel registered as its chatbot host, not for any allowed hotel page', async () => {
    const { api } = chatbotApi();
    const session = await api.newSession();
    const member = await signIn(api.app, session, TOKYO.id, HANAKO);

    const hotelPage = await askChatbotSession(api, session, member.session, { parent_origin: HOST_ORIGIN });
    expect(hotelPage.status).toBe(403);
    expect(ZApiErrorBody.parse(await hotelPage.json()).title).toBe('chatbot_host_not_registered');
    const withoutOrigin = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/chatbot_session?user_id=${CHAT_USER}`, {
      headers: bearer(member.session),
    });
    expect(withoutOrigin.status).toBe(422);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM chatbot_links').get()).toEqual({ n: 0 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM chatbot_credentials').get()).toEqual({ n: 0 });

    // Another hotel's registration does not count for this one.
    api.db.prepare('INSERT INTO hotel_chatbot_host_origins (hotel_id, origin) VALUES (?, ?)').run(102, 'https://kyoto-chat.example');
    const kyotoChat = await askChatbotSession(api, session, member.session, { parent_origin: 'https://kyoto-chat.example' });
    expect(kyotoChat.status).toBe(403);
  });

  it('the settings answer lists the registered chatbot hosts', async () => {
    const { api } = chatbotApi();
    const session = await api.newSession();
    const settings = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.code}/settings/booking_widget`);
    expect(await settings.json()).toMatchObject({ allowed_parent_origins: [HOST_ORIGIN], chatbot_host_origins: [CHAT_ORIGIN] });
  });
});
