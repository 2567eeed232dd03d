// element.js: the custom element, fetched by loader.js when the page is idle or a widget comes into view.
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import type { WidgetConfig } from '../shared/widget-config';
import { WIDGET_TAG } from '../shared/widget-tag';
import { HotelBookingWidget, type HotelBookingWidgetProps } from './hotel-booking-widget';

type ElementProps = Omit<HotelBookingWidgetProps, 'config'>;

/**
 * Defines <hotel-booking-widget hotel-code locale>. The bootstrap calls it with what it read from its script tag
 * (the app origin above all); the first call wins, so a loader pasted twice defines the element once.
 */
export function defineHotelBookingWidget(config: WidgetConfig): void {
  if (customElements.get(WIDGET_TAG)) return;
  const Widget = (props: ElementProps) => createElement(HotelBookingWidget, { ...props, config });
  customElements.define(
    WIDGET_TAG,
    r2wc(Widget, { shadow: 'open', props: { hotelCode: 'string', locale: 'string' } }),
  );
}
