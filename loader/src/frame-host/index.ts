// frame-host.js: the host end of the bridge for pages that place the app's iframe themselves, as a chatbot or a
// LINE LIFF page does (bridge/PROTOCOL.md, "Chatbot and LINE hosts"). A hotel page uses loader.js instead.
// It behaves as the widget element does (same validation, events, ready/lost/back tracking and waiting host ->
// app calls) without the element, the launcher, the modal or the sizing.
import type { AppMethodName } from '#bridge/app-methods.ts';
import type { TriplabotSessionPayload } from '#bridge/host-methods.ts';
import { createHostMethods } from '../element/create-host-methods';
import { connectApp } from '../shared/connect-app';
import { warn } from '../shared/warn';

export type AppFrameOptions = {
  /** The iframe the host placed, its `src` on the app origin (…/booking/result?hotel_code=…&iframe=chatbot). */
  iframe: HTMLIFrameElement;
  /** The only origin accepted; by default the origin of the iframe's `src`. */
  appOrigin?: string;
  /** The chatbot's user, which the app asks for (`getTriplabotUserId`); null until the chatbot has one. */
  chatbotUserId?: () => string | null;
  /**
   * The chatbot's credential for its chat link (`{ session, expires_at }`, ADR 192), handed over once the member
   * linked the chat in this frame. It reaches this callback only, never a DOM event; without one it is dropped.
   */
  onChatbotSession?: (credential: TriplabotSessionPayload) => void;
  /** The app reports its content height; by default the frame keeps the size the host gave it. */
  onResize?: (height: number) => void;
  /** The guest closed the app (its close button, or Escape inside it). */
  onClose?: () => void;
};

export type AppFrame = {
  /** The chatbot signed the guest out: the app signs out too. Waits for the app when it is away. */
  logout: () => void;
  /** The chatbot signed the guest in: the app takes the shared sign-in. Waits for the app when it is away. */
  refreshLogin: () => void;
  /** Closes the connection (the app's pending calls reject, which it ignores). */
  destroy: () => void;
};

/**
 * Connects to the app in `iframe`. Every app message is dispatched on the iframe as the DOM event
 * `hotel-booking-widget:<method>` (bubbling, validated payload as `detail`), plus `ready`, `disconnected` and
 * `reconnected`, exactly as the widget element dispatches them; the chatbot's credential alone goes to
 * `onChatbotSession` instead. Never throws into the page.
 */
export function connectAppFrame({
  iframe,
  appOrigin,
  chatbotUserId,
  onChatbotSession,
  onResize = () => undefined,
  onClose = () => undefined,
}: AppFrameOptions): AppFrame {
  const remoteWindow = iframe.contentWindow;
  const origin = appOrigin ?? originOf(iframe.src);
  if (!remoteWindow || !origin) {
    warn('connectAppFrame needs an iframe in the page with an http(s) src on the app origin');
    return { logout: () => undefined, refreshLogin: () => undefined, destroy: () => undefined };
  }

  const waiting: AppMethodName[] = [];
  const connection = connectApp({
    iframe,
    remoteWindow,
    appOrigin: origin,
    events: iframe,
    createMethods: (onReady) => createHostMethods({ widget: iframe, onResize, onReady, onClose, chatbotUserId, onChatbotSession }),
    takeCalls: () => waiting.splice(0),
  });

  const send = (call: AppMethodName) => {
    waiting.push(call);
    connection.flush();
  };
  return {
    logout: () => send('logout'),
    refreshLogin: () => send('refreshLoginFromChatbot'),
    destroy: connection.destroy,
  };
}

function originOf(src: string): string | null {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
