import type { HostMethods, TriplabotSessionPayload } from '#bridge/host-methods.ts';
import { forwardToGa4 } from './ga4';
import { removeHostQuery } from './host-query';
import { emitWidgetEvent, widgetEvent, type CredentialMethodName } from './widget-events';

type HostMethodsOptions = {
  widget: HTMLElement;
  onResize: (height: number) => void;
  /** A new app document connected (`ready`); the connection decides whether that is a first or a reconnect. */
  onReady: (protocolVersion: number) => void;
  /** The guest closed the app (its close button or Escape inside it): the modal closes. */
  onClose: () => void;
  /** The app document said `ready`, naming its hotel when it knows it. */
  onAppReady?: (hotelName: string | undefined) => void;
  /** The app moved to another page: an inline widget brings its top into view; other hosts may ignore it. */
  onBringIntoView?: () => void;
  /** The host's chatbot user (a chatbot or LINE host); a hotel page has none. */
  chatbotUserId?: () => string | null;
  /** The chatbot's credential (frame-host.js); a hotel page's element has no chatbot and drops it. */
  onChatbotSession?: (payload: TriplabotSessionPayload) => void;
};

/**
 * What the widget does for each message of the app. Every message but the chatbot's credential also becomes a DOM
 * event on the element, so the hotel's page can react (analytics, its own sign-in state) without a JS API. The
 * credential goes to `onChatbotSession` alone: a DOM event would hand it to every script on the page (ADR 192).
 */
export function createHostMethods({
  widget,
  onResize,
  onReady,
  onClose,
  onAppReady,
  onBringIntoView,
  chatbotUserId,
  onChatbotSession,
}: HostMethodsOptions): HostMethods {
  // Messages the widget only passes on: the payload (validated by the bridge) becomes the event's detail.
  const event =
    <N extends Exclude<keyof HostMethods, CredentialMethodName>>(name: N) =>
    (...payload: Parameters<HostMethods[N]>): void => {
      widget.dispatchEvent(widgetEvent(name, payload[0] ?? null));
    };
  return {
    ready: (payload) => {
      onAppReady?.(payload.hotelName);
      onReady(payload.protocolVersion);
    },
    resize: (payload) => {
      onResize(payload.height);
      emitWidgetEvent(widget, 'resize', payload);
    },
    bringIntoView: () => {
      onBringIntoView?.();
      emitWidgetEvent(widget, 'bringIntoView');
    },
    login: event('login'),
    close: () => {
      onClose();
      emitWidgetEvent(widget, 'close');
    },
    showChatbot: event('showChatbot'),
    bookingWidgetOpened: event('bookingWidgetOpened'),
    removeQuery: (payload) => {
      removeHostQuery(payload.keys);
      emitWidgetEvent(widget, 'removeQuery', payload);
    },
    ga4Event: (payload) => {
      forwardToGa4(payload);
      emitWidgetEvent(widget, 'ga4Event', payload);
    },
    receiveTriplabotSession: (payload) => onChatbotSession?.(payload),
    triplabotSynced: event('triplabotSynced'),
    getTriplabotUserId: () => {
      emitWidgetEvent(widget, 'getTriplabotUserId');
      // A hotel page has no chatbot of ours (null); a chatbot or LINE host answers with its own user.
      return chatbotUserId?.() ?? null;
    },
    receiveCompanionInfo: event('receiveCompanionInfo'),
    reservationCompleted: event('reservationCompleted'),
  };
}
