// @vitest-environment jsdom
// The chatbot messages of the bridge (document 2 section 7.12): payload validation both ways, the host's answer
// to getTriplabotUserId, and the document tracking a chatbot or LINE host shares with the widget element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID } from '#bridge/shape.ts';
import { chatbotUserIdReplyValidator, guardMethods, hostMethodValidators } from '#bridge/validate.ts';
import { createHostMethods } from '#loader/src/element/create-host-methods.ts';
import { trackAppDocuments } from '#loader/src/shared/app-documents.ts';

describe('chatbot payloads', () => {
  it('takes a chatbot credential only as non-empty strings with its expiry, dropping fields it does not know', () => {
    const validate = hostMethodValidators.receiveTriplabotSession;
    const expiresAt = '2026-06-01T04:00:00.000Z';
    expect(validate({ session: 'abc123', expires_at: expiresAt, user: { email: 'leak@example.com' } })).toEqual({
      session: 'abc123',
      expires_at: expiresAt,
    });
    // A bare session (what an app before ADR 192 sent: a member session) is not a chatbot credential.
    expect(validate({ session: 'abc123' })).toBe(INVALID);
    expect(validate({ session: '', expires_at: expiresAt })).toBe(INVALID);
    expect(validate({ session: 42 })).toBe(INVALID);
    expect(validate('abc123')).toBe(INVALID);
    expect(validate(null)).toBe(INVALID);
  });

  it('ignores whatever arrives with triplabotSynced and getTriplabotUserId (they carry no payload)', () => {
    expect(hostMethodValidators.triplabotSynced({ anything: true })).toBeUndefined();
    expect(hostMethodValidators.getTriplabotUserId('x')).toBeUndefined();
  });

  it('accepts a chatbot user id or null as the host’s answer, and nothing else', () => {
    expect(chatbotUserIdReplyValidator('U4af4980629a1b2c3d4e5f60718293a4b')).toBe('U4af4980629a1b2c3d4e5f60718293a4b');
    expect(chatbotUserIdReplyValidator('chat-1a2b:web.visitor_9')).toBe('chat-1a2b:web.visitor_9');
    expect(chatbotUserIdReplyValidator(null)).toBeNull();
    for (const malformed of ['', 'a b', '<script>', 'x'.repeat(129), 42, undefined, { id: 'x' }]) {
      expect(chatbotUserIdReplyValidator(malformed)).toBe(INVALID);
    }
  });

  it('drops a malformed receiveTriplabotSession with a warning; the host callback hears only the valid one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const heard: unknown[] = [];
    const methods = guardMethods(
      createHostMethods({ widget: frame, onResize: vi.fn(), onReady: vi.fn(), onClose: vi.fn(), onChatbotSession: (payload) => heard.push(payload) }),
      hostMethodValidators,
    );
    const credential = { session: 'chatbot-credential', expires_at: '2026-06-01T04:00:00.000Z' };
    void methods.receiveTriplabotSession({ session: '', expires_at: credential.expires_at });
    void methods.receiveTriplabotSession(credential);
    expect(heard).toEqual([credential]);
    expect(warn).toHaveBeenCalledWith('[hotel-booking-widget] dropped malformed receiveTriplabotSession payload');
    warn.mockRestore();
    frame.remove();
  });
});

describe('getTriplabotUserId on the host', () => {
  it('answers null on a hotel page, and the chatbot user where the host has one', () => {
    const frame = document.createElement('iframe');
    const base = { widget: frame, onResize: vi.fn(), onReady: vi.fn(), onClose: vi.fn() };
    expect(createHostMethods(base).getTriplabotUserId()).toBeNull();
    let user: string | null = null;
    const chatbot = createHostMethods({ ...base, chatbotUserId: () => user });
    expect(chatbot.getTriplabotUserId()).toBeNull();
    user = 'chat-42';
    expect(chatbot.getTriplabotUserId()).toBe('chat-42');
  });
});

describe('trackAppDocuments', () => {
  afterEach(() => vi.restoreAllMocks());

  const tracker = () => {
    const events: string[] = [];
    const documents = trackAppDocuments({
      ready: (version) => events.push(`ready ${version}`),
      disconnected: () => events.push('disconnected'),
      reconnected: (version) => events.push(`reconnected ${version}`),
    });
    return { events, documents };
  };

  it('reports the first ready, then a reload as lost and back', () => {
    const { events, documents } = tracker();
    documents.load();
    documents.ready(1);
    expect(documents.connected()).toBe(true);
    documents.load();
    expect(documents.connected()).toBe(false);
    documents.ready(1);
    expect(events).toEqual(['ready 1', 'disconnected', 'reconnected 1']);
  });

  it('takes a second ready as a new document (lost, then back) even before its load event', () => {
    const { events, documents } = tracker();
    documents.load();
    documents.ready(1);
    documents.ready(1);
    documents.load();
    expect(events).toEqual(['ready 1', 'disconnected', 'reconnected 1']);
    expect(documents.connected()).toBe(true);
  });

  it('warns on a protocol version it does not speak, and still connects', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, documents } = tracker();
    documents.ready(2);
    expect(events).toEqual(['ready 2']);
    expect(warn).toHaveBeenCalledWith('[hotel-booking-widget] the booking app speaks bridge protocol 2, this loader 1');
  });
});
