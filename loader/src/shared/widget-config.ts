import type { WidgetOptions } from './widget-options';

/** What the bootstrap learns from its own script tag and hands to the element chunk. */
export type WidgetConfig = {
  /** Origin the loader was served from; the app runs there and only it may talk to the widget. */
  appOrigin: string;
  /** Defaults for widgets that leave an attribute out (the script tag's data-* attributes). */
  defaults: WidgetOptions;
};

/** A call of the public JS API: `HotelBooking(name, argument)`. */
export type ApiCall = [name: string, argument?: unknown];

/** The exports of element.js the bootstrap relies on. */
export type ElementModule = {
  defineHotelBookingWidget: (config: WidgetConfig) => void;
  /** Runs one JS API call once the element is defined. */
  runCommand: (name: string, argument?: unknown) => void;
};
