// loader.js: the part a hotel page pays for at load. It reads its script tag, holds the space of the widgets
// in the page and fetches the element chunk when the page is idle or a widget is in view.
import { safely, warn } from '../shared/warn';
import type { ElementModule } from '../shared/widget-config';
import { WIDGET_TAG } from '../shared/widget-tag';
import { scheduleElementLoad } from './load-element';
import { readScriptConfig, type ScriptConfig } from './read-script-config';
import { reserveWidgets } from './reserve-widgets';

// currentScript is only set while this file first runs, so it is read before anything waits.
const script = document.currentScript;

function loadElement(config: ScriptConfig): void {
  import(config.elementUrl)
    .then((element: ElementModule) => element.defineHotelBookingWidget(config))
    .catch((error: unknown) => warn('could not load the widget', error));
}

function scheduleLoad(config: ScriptConfig): void {
  const widgets = Array.from(document.querySelectorAll(WIDGET_TAG));
  scheduleElementLoad(widgets, () => loadElement(config));
}

function boot(): void {
  const config = readScriptConfig(script instanceof HTMLScriptElement ? script : null);
  if (!config) {
    warn('loader.js must be loaded by a <script src="https://…/loader.js"> tag');
    return;
  }
  // Once defined (the loader pasted twice, or a page that loads element.js itself) the element sizes itself.
  if (!customElements.get(WIDGET_TAG)) reserveWidgets();
  // An async script can run before the body is parsed; all the widgets are only there afterwards.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => safely(() => scheduleLoad(config)), { once: true });
  } else {
    scheduleLoad(config);
  }
}

safely(boot);
