// Host links: a hotel page address such as https://hotel.example/?booking_widget_open=search&checkin=2026-12-01
// opens the widget on a view, the way hotels already link to their booking engine. The loader reads these keys
// from the host's address and hands them to the app; the app then asks the host (removeQuery) to drop them, so a
// reload or a shared link does not open the widget again.

/** The host query key that opens the widget, and its values: search results, or reservation lookup. */
export const HOST_LINK_OPEN_KEY = 'booking_widget_open';
export const WIDGET_VIEWS = ['search', 'confirm'] as const;
export type WidgetView = (typeof WIDGET_VIEWS)[number];

/**
 * Search parameters a host link, a widget attribute or `HotelBooking('search', ...)` may carry into the app's
 * query (document 1 section 2, search form parameters). The app reads some of them today and more later.
 */
export const SEARCH_PARAM_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'children',
  'rooms',
  'room_count',
  'kids_tiers',
  'kids_ages',
  'room_type_code',
  'room_type_codes',
  'hotel_plan_code',
  'hotel_plan_codes',
  'room_plan_code',
  'room_plan_codes',
  'promo_code',
  'coupon_code',
  'order',
  'is_day_use',
  'search_type',
  'nights',
  'reservation_no',
  'currency',
  // Not a search parameter: the CMS plugin that embedded the widget (data-cms="wordpress"), which the app records
  // as the booking's source (ADR 233). Carried the same way, from an attribute into the app's query.
  'cms',
] as const;

export const isWidgetView = (value: unknown): value is WidgetView =>
  (WIDGET_VIEWS as readonly unknown[]).includes(value);
