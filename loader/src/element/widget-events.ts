import type { WidgetView } from '#bridge/host-link.ts';
import type { HostMethodName, HostMethods } from '#bridge/host-methods.ts';
import { WIDGET_TAG } from '../shared/widget-tag';

/** Every DOM event of the widget is named `hotel-booking-widget:<name>`. */
export const WIDGET_EVENT_PREFIX = `${WIDGET_TAG}:`;

// Methods that take no payload (`() => …`) carry null; the others their one payload.
type PayloadOf<F> = F extends () => unknown ? null : F extends (payload: infer P) => unknown ? P : null;

/**
 * Messages that carry a credential and so never become DOM events: every script of the page hears those (ADR 192).
 * The chatbot's credential goes to frame-host.js's `onChatbotSession` callback only; the element drops it.
 */
export type CredentialMethodName = 'receiveTriplabotSession';

/**
 * The `detail` of each event: one per message from the app but the credential ones (named after its method, its
 * validated payload, null for methods without one), plus the widget's own: `opened` and `closed` (the modal), `disconnected` (the app
 * document went away: reload, navigation) and `reconnected` (a new app document connected). loader/README.md
 * lists them for hotels. A host page in TypeScript can type its listeners with
 * `CustomEvent<WidgetEventDetails['reservationCompleted']>`.
 */
export type WidgetEventDetails = { [M in Exclude<HostMethodName, CredentialMethodName>]: PayloadOf<HostMethods[M]> } & {
  opened: { view: WidgetView };
  closed: null;
  disconnected: null;
  reconnected: { protocolVersion: number };
};

export type WidgetEventName = keyof WidgetEventDetails;

/** Bubbles and crosses shadow roots, so a host can listen on the element, on document or on window. */
export function emitWidgetEvent<N extends WidgetEventName>(
  widget: Element,
  name: N,
  ...detail: WidgetEventDetails[N] extends null ? [] : [WidgetEventDetails[N]]
): void {
  widget.dispatchEvent(widgetEvent(name, detail[0] ?? null));
}

export function widgetEvent(name: WidgetEventName, detail: unknown): CustomEvent {
  return new CustomEvent(`${WIDGET_EVENT_PREFIX}${name}`, { bubbles: true, composed: true, detail });
}
