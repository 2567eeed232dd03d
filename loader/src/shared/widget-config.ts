/** What the bootstrap learns from its own script tag and hands to the element chunk. */
export type WidgetConfig = {
  /** Origin the loader was served from; the app runs there and only it may talk to the widget. */
  appOrigin: string;
  /** Defaults for widgets that leave out the attribute (the script tag's data-hotel-code / data-locale). */
  hotelCode?: string;
  locale?: string;
};

/** The exports of element.js the bootstrap relies on. */
export type ElementModule = {
  defineHotelBookingWidget: (config: WidgetConfig) => void;
};
