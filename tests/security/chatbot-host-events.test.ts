// @vitest-environment jsdom
// Attack test for issue 13 (ADR 192), on the host side: a third-party script on the host page listens for every
// DOM event the widget element or frame-host.js dispatches and looks for a credential in it. On the commit before the
// fix, receiveTriplabotSession became a bubbling `hotel-booking-widget:receiveTriplabotSession` event any script
// could read. Now the credential reaches frame-host.js's onChatbotSession callback only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostMethods } from '#bridge/host-methods.ts';
import { guardMethods, hostMethodValidators } from '#bridge/validate.ts';
import { createHostMethods } from '#loader/src/element/create-host-methods.ts';

const CREDENTIAL = { session: 'chatbot-credential-0123456789abcdef', expires_at: '2026-06-01T04:00:00.000Z' };

/** Everything the page's scripts could hear: each event dispatched anywhere, with its detail as text. */
function eavesdrop(): string[] {
  const heard: string[] = [];
  const dispatch = EventTarget.prototype.dispatchEvent;
  vi.spyOn(EventTarget.prototype, 'dispatchEvent').mockImplementation(function (this: EventTarget, event: Event) {
    heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail ?? null)}`);
    return dispatch.call(this, event);
  });
  return heard;
}

/** The host methods as the bridge runs them: validated, then each app message, as the app sends it. */
function deliverEveryMessage(methods: HostMethods): void {
  const guarded = guardMethods(methods, hostMethodValidators);
  void guarded.ready({ protocolVersion: 1 });
  void guarded.login({ user_id: 1, program_id: 1 });
  void guarded.receiveTriplabotSession(CREDENTIAL);
  void guarded.triplabotSynced();
  void guarded.getTriplabotUserId();
}

describe('the chatbot credential on the host page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('is never dispatched as a DOM event by the widget element, which has no chatbot and drops it', () => {
    const heard = eavesdrop();
    const widget = document.createElement('hotel-booking-widget');
    document.body.append(widget);
    deliverEveryMessage(createHostMethods({ widget, onResize: vi.fn(), onReady: vi.fn(), onClose: vi.fn() }));
    expect(heard.some((event) => event.startsWith('hotel-booking-widget:login'))).toBe(true);
    expect(heard.filter((event) => event.includes(CREDENTIAL.session) || event.includes('receiveTriplabotSession'))).toEqual([]);
  });

  it('reaches frame-host.js’s onChatbotSession callback only, never an event on its iframe', () => {
    const heard = eavesdrop();
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const onChatbotSession = vi.fn();
    deliverEveryMessage(createHostMethods({ widget: iframe, onResize: vi.fn(), onReady: vi.fn(), onClose: vi.fn(), onChatbotSession }));
    expect(onChatbotSession).toHaveBeenCalledExactlyOnceWith(CREDENTIAL);
    expect(heard.some((event) => event.startsWith('hotel-booking-widget:triplabotSynced'))).toBe(true);
    expect(heard.filter((event) => event.includes(CREDENTIAL.session) || event.includes('receiveTriplabotSession'))).toEqual([]);
  });
});
