import { isWidgetView } from '#bridge/host-link.ts';
import { warn } from '../shared/warn';
import type { WidgetConfig } from '../shared/widget-config';
import { mergeOptions, pickSearchParams, readWidgetOptions, type SearchParams } from '../shared/widget-options';
import { WIDGET_TAG } from '../shared/widget-tag';
import { updateWidget, widgetState, type AppCall } from './widget-store';
import type { OpenRequest } from './widget-url';

const widgets = () => Array.from(document.querySelectorAll<HTMLElement>(WIDGET_TAG));

const isModal = (config: WidgetConfig, widget: Element) =>
  mergeOptions(config.defaults, readWidgetOptions((name) => widget.getAttribute(name))).mode === 'modal';

const asRecord = (argument: unknown): Record<string, unknown> =>
  typeof argument === 'object' && argument !== null ? (argument as Record<string, unknown>) : {};

/** Known search keys only, as strings; a page's other fields (or a typo) never reach the app's address. */
function searchFrom(argument: unknown): SearchParams {
  const record = asRecord(argument);
  return pickSearchParams((key) => {
    const value = record[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  });
}

function requestFrom(argument: unknown): OpenRequest {
  const { view, hostLink } = asRecord(argument);
  return { view: isWidgetView(view) ? view : undefined, search: searchFrom(argument), hostLink: hostLink === true };
}

/** The page's first modal widget, or a new one at the end of the body (the launcher's, or the JS API's). */
function modalWidget(config: WidgetConfig): HTMLElement {
  const existing = widgets().find((widget) => isModal(config, widget));
  if (existing) return existing;
  const widget = document.createElement(WIDGET_TAG);
  widget.setAttribute('mode', 'modal');
  const hotelCode = config.defaults.hotelCode ?? widgets()[0]?.getAttribute('hotel-code');
  if (hotelCode) widget.setAttribute('hotel-code', hotelCode);
  document.body.append(widget);
  return widget;
}

/** Queued on every widget whose app is running; each widget sends it when its app is (again) connected. */
function callApps(call: AppCall): void {
  for (const widget of widgets()) {
    if (widget.shadowRoot?.querySelector('iframe')) updateWidget(widget, { calls: [...widgetState(widget).calls, call] });
  }
}

/**
 * The public JS API (loader/README.md): `HotelBooking(name, argument)`. Nothing here throws; an unknown name or
 * a malformed argument is ignored with a console warning.
 */
export function runCommand(config: WidgetConfig, name: string, argument?: unknown): void {
  switch (name) {
    case 'open':
      updateWidget(modalWidget(config), { open: true, request: requestFrom(argument) });
      break;
    case 'close':
      widgets().forEach((widget) => updateWidget(widget, { open: false }));
      break;
    case 'search': {
      // Inline widgets show the new results where they are; a page without one opens the modal on them.
      const request: OpenRequest = { view: 'search', search: searchFrom(argument) };
      const inline = widgets().filter((widget) => !isModal(config, widget));
      if (inline.length > 0) inline.forEach((widget) => updateWidget(widget, { request }));
      else updateWidget(modalWidget(config), { open: true, request });
      break;
    }
    case 'setLocale':
      if (typeof argument === 'string' && argument.trim()) {
        config.defaults.locale = argument.trim();
        widgets().forEach((widget) => widget.setAttribute('locale', argument.trim()));
      } else warn('HotelBooking("setLocale", locale) needs a locale such as "en"');
      break;
    case 'logout':
      callApps('logout');
      break;
    case 'refreshLogin':
      callApps('refreshLoginFromChatbot');
      break;
    case 'preload':
      // The launcher's modal, created ahead of the first click so its app is already loaded (data-preload, or the
      // guest pointing at the launcher): its iframe loads hidden.
      modalWidget(config).setAttribute('preload', '');
      break;
    case 'destroy':
      widgets().forEach((widget) => widget.remove());
      break;
    default:
      warn(`HotelBooking: unknown command "${name}"`);
  }
}
