import type { HostMethodName } from '../../../bridge/host-methods';
import { WIDGET_TAG } from '../shared/widget-tag';

/** Every DOM event of the widget is named `hotel-booking-widget:<name>`. */
export const WIDGET_EVENT_PREFIX = `${WIDGET_TAG}:`;

/** One event per message from the app, plus `ready` once the app has said which protocol it speaks. */
export type WidgetEventName = HostMethodName | 'ready';

/** Bubbles and crosses shadow roots, so a host can listen on the element, on document or on window. */
export function emitWidgetEvent(widget: Element, name: WidgetEventName, detail?: unknown): void {
  widget.dispatchEvent(new CustomEvent(`${WIDGET_EVENT_PREFIX}${name}`, { bubbles: true, composed: true, detail }));
}
