// element.js: the custom element and the JS API behind it, fetched by loader.js when the page is idle, a widget
// comes into view, or the guest (or the page) asks for the widget.
import r2wc from '@r2wc/core';
import { h, render } from 'preact';
import { SEARCH_PARAM_KEYS } from '../../../bridge/host-link';
import type { WidgetConfig } from '../shared/widget-config';
import { WIDGET_TAG } from '../shared/widget-tag';
import { runCommand as run } from './commands';
import { HotelBookingWidget, type HotelBookingWidgetProps } from './hotel-booking-widget';

/** What r2wc hands the component: the element's shadow root (attribute values are read from the element). */
type ElementProps = { container?: HTMLElement };

const OBSERVED = ['hotelCode', 'locale', 'mode', 'view', 'appBaseUrl', 'preload', ...SEARCH_PARAM_KEYS];

let defined: WidgetConfig | undefined;

/**
 * Defines <hotel-booking-widget>. The bootstrap calls it with what it read from its script tag (the app origin
 * above all); the first call wins, so a loader pasted twice defines the element once. r2wc's core runs the
 * component on Preact directly: no React, not even preact/compat, reaches a hotel's page.
 */
export function defineHotelBookingWidget(config: WidgetConfig): void {
  if (customElements.get(WIDGET_TAG)) return;
  defined = config;
  const Widget = ({ container }: ElementProps) =>
    h(HotelBookingWidget, { config, container: container as unknown as ShadowRoot } satisfies HotelBookingWidgetProps);
  const element = r2wc<ElementProps, HTMLElement>(
    // r2wc's types name React's component type; a Preact function component is called the same way.
    Widget as never,
    { shadow: 'open', props: Object.fromEntries(OBSERVED.map((name) => [name, 'string'])) },
    {
      mount: (container, _component, props) => {
        render(h(Widget, props), container);
        return container;
      },
      update: (container, props) => render(h(Widget, props), container),
      unmount: (container) => render(null, container),
    },
  );
  customElements.define(WIDGET_TAG, element);
}

/** Runs one JS API call (`HotelBooking(name, argument)`); before the element is defined it does nothing. */
export function runCommand(name: string, argument?: unknown): void {
  if (defined) run(defined, name, argument);
}
