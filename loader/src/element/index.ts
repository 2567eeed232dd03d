// element.js: the custom element and the JS API behind it, fetched by loader.js when the page is idle, a widget
// comes into view, or the guest (or the page) asks for it.
import { h, render } from 'preact';
import { SEARCH_PARAM_KEYS } from '#bridge/host-link.ts';
import type { WidgetConfig } from '../shared/widget-config';
import { WIDGET_TAG } from '../shared/widget-tag';
import { runCommand as run } from './commands';
import { HotelBookingWidget } from './hotel-booking-widget';

/** Every attribute the widget reads; a change to any of them renders it again. */
const OBSERVED = ['hotel-code', 'locale', 'mode', 'view', 'app-base-url', 'preload', ...SEARCH_PARAM_KEYS];

let defined: WidgetConfig | undefined;

/**
 * Defines <hotel-booking-widget>. The bootstrap calls it with what it read from its script tag (the app origin
 * above all); the first call wins, so a loader pasted twice defines the element once. The element is a plain
 * custom element that renders the Preact component into its open shadow root while it is in the page (ADR 203:
 * the component reads its attributes itself, so a wrapper library had nothing left to do but cost bytes).
 */
export function defineHotelBookingWidget(config: WidgetConfig): void {
  if (customElements.get(WIDGET_TAG)) return;
  defined = config;
  customElements.define(
    WIDGET_TAG,
    class extends HTMLElement {
      static observedAttributes = OBSERVED;
      readonly #root = this.attachShadow({ mode: 'open' });

      connectedCallback() {
        render(h(HotelBookingWidget, { config, container: this.#root }), this.#root);
      }

      attributeChangedCallback() {
        if (this.isConnected) this.connectedCallback();
      }

      disconnectedCallback() {
        render(null, this.#root);
      }
    },
  );
}

/** Runs one JS API call (`HotelBooking(name, argument)`); before the element is defined it does nothing. */
export function runCommand(name: string, argument?: unknown): void {
  if (defined) run(defined, name, argument);
}
