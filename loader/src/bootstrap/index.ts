// loader.js: the part a hotel page pays for at load. It reads its script tag, installs the JS API (keeping the
// calls the page queued before it loaded), holds the space of inline widgets, draws the launcher of a page with
// none, and fetches the element chunk when the page is idle, a widget is in view, or the guest asks for it.
import { safely, warn } from '../shared/warn';
import type { ApiCall, ElementModule } from '../shared/widget-config';
import { readHostLink } from '../shared/widget-options';
import { WIDGET_TAG } from '../shared/widget-tag';
import { embedLocale } from '../shared/embed-locale';
import { drawLauncher } from './launcher';
import { LAUNCHER_LABELS } from './launcher-labels';
import { scheduleElementLoad } from './load-element';
import { readScriptConfig, type ScriptConfig } from './read-script-config';
import { reserveWidgets } from './reserve-widgets';

/** `window.HotelBooking`: the stub a page pastes (calls kept in `q`) or, once loaded, the real API. */
type Api = ((name: unknown, argument?: unknown) => void) & { q?: ArrayLike<unknown>[]; loaded?: boolean };

/** Calls that show (or warm up) the widget: they fetch the element chunk at once instead of at an idle moment. */
const INTENT = ['open', 'search', 'preload'];

// currentScript is only set while this file first runs, so it is read before anything waits.
const script = document.currentScript;

function whenParsed(run: () => void): void {
  // An async script can run before the body is parsed; all the widgets are only there afterwards.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => safely(run), { once: true });
  } else run();
}

function start(config: ScriptConfig, win: Window & { HotelBooking?: Api }): void {
  const queue: ApiCall[] = Array.from(win.HotelBooking?.q ?? [], (args) => [String(args[0]), args[1]]);
  let element: ElementModule | undefined;
  let loading = false;
  let destroyed = false;
  let removeLauncher: (() => void) | undefined;

  const load = () => {
    if (loading) return;
    loading = true;
    import(config.elementUrl)
      .then((module: ElementModule) => {
        module.defineHotelBookingWidget(config);
        element = module;
        for (const [name, argument] of queue.splice(0)) safely(() => module.runCommand(name, argument));
      })
      .catch((error: unknown) => warn('could not load the widget', error));
  };

  const api: Api = (name, argument) =>
    safely(() => {
      if (destroyed) return;
      const command = String(name);
      if (command === 'destroy') {
        destroyed = true;
        removeLauncher?.();
        if (!element) document.querySelectorAll(WIDGET_TAG).forEach((widget) => widget.remove());
      }
      if (element) element.runCommand(command, argument);
      else if (!destroyed) {
        queue.push([command, argument]);
        if (INTENT.includes(command)) load();
      }
    });
  api.loaded = true;
  win.HotelBooking = api;

  // A host link (?booking_widget_open=search&checkin=...) opens the widget as soon as it can.
  const link = readHostLink(location.search);
  if (link) queue.push(['open', { ...link.search, view: link.view, hostLink: true }]);

  // Once defined (a page that loads element.js itself) the element sizes itself.
  if (!customElements.get(WIDGET_TAG)) reserveWidgets();
  whenParsed(() => {
    if (destroyed) return;
    const widgets = Array.from(document.querySelectorAll(WIDGET_TAG));
    if (widgets.length === 0 && config.launcher && config.defaults.hotelCode) {
      const label = config.launcherLabel ?? LAUNCHER_LABELS[embedLocale(config.defaults.locale)];
      // Pointing at or focusing the launcher warms the app up (ADR 211): the dialog's iframe starts, hidden until
      // the click, and opens the connections the app needs from its own document (a preconnect from this page
      // would sit in the page's network partition, which the frame does not share). Nothing happens at page load.
      removeLauncher = drawLauncher(label, () => api('open'), () => api('preload'));
      if (config.defaults.preload) queue.push(['preload']);
    }
    if (config.defaults.preload || queue.some(([name]) => INTENT.includes(name))) load();
    else scheduleElementLoad(widgets, load);
  });
}

function boot(): void {
  const config = readScriptConfig(script instanceof HTMLScriptElement ? script : null);
  if (!config) {
    warn('loader.js must be loaded by a <script src="https://…/loader.js"> tag');
    return;
  }
  const win = window as Window & { HotelBooking?: Api };
  // The loader pasted twice: the first copy already runs the API and the widgets.
  if (win.HotelBooking?.loaded) return;
  start(config, win);
}

safely(boot);
