import type { WidgetConfig } from '../shared/widget-config';

export type WidgetAttributes = { hotelCode?: string; locale?: string };

/**
 * The address the iframe opens: the app's results page for the hotel. The element's attributes win over the
 * loader tag's data-* defaults. Null without a hotel code: the app cannot start without one.
 */
export function widgetUrl(config: WidgetConfig, attributes: WidgetAttributes): string | null {
  const hotelCode = attributes.hotelCode?.trim() || config.hotelCode;
  if (!hotelCode) return null;
  const locale = attributes.locale?.trim() || config.locale;
  const url = new URL('/booking/result', config.appOrigin);
  url.searchParams.set('hotel_code', hotelCode);
  if (locale) url.searchParams.set('locale', locale);
  return url.href;
}
