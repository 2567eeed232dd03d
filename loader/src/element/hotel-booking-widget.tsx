import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { RESERVED_HEIGHT_PX, releaseReservedSpace } from '../shared/reserved-space';
import { warn } from '../shared/warn';
import type { WidgetConfig } from '../shared/widget-config';
import { nextFrameHeight } from './frame-height';
import { adoptWidgetStyles, canAdoptStyles, WIDGET_CSS } from './shadow-styles';
import { useAppConnection } from './use-app-connection';
import { widgetUrl, type WidgetAttributes } from './widget-url';

export type HotelBookingWidgetProps = WidgetAttributes & {
  config: WidgetConfig;
  /** The element's shadow root, passed by r2wc. */
  container: ShadowRoot;
};

/** The inline widget: the booking app in an iframe as tall as the app's content. */
export function HotelBookingWidget({ hotelCode, locale, config, container }: HotelBookingWidgetProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Starts at the space the bootstrap reserved, so the swap from placeholder to iframe moves nothing.
  const [height, setHeight] = useState(RESERVED_HEIGHT_PX);
  const widget = container.host as HTMLElement;
  const src = widgetUrl(config, { hotelCode, locale });

  const onResize = useCallback((reported: number) => setHeight((current) => nextFrameHeight(current, reported)), []);
  useAppConnection({ frame, widget, appOrigin: config.appOrigin, src, onResize });

  useLayoutEffect(() => {
    if (canAdoptStyles) adoptWidgetStyles(container);
    releaseReservedSpace(widget);
  }, [container, widget]);

  useLayoutEffect(() => {
    if (!src) warn('a <hotel-booking-widget> needs a hotel-code attribute (or data-hotel-code on the loader script)');
  }, [src]);

  return (
    <>
      {!canAdoptStyles && <style>{WIDGET_CSS}</style>}
      {src && <iframe ref={frame} title="Hotel booking" src={src} style={{ height: `${height}px` }} />}
    </>
  );
}
