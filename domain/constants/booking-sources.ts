// Document 1 section 4 and document 2 section 9.3. {product} is the travel-agency product name.
export const OTA_PRODUCT = 'tripla';

export const BOOKING_SOURCES = [
  'wordpress',
  'chatbot',
  'chatbot_booking_widget_off',
  'chatbot_booking_widget_on',
  'booking_widget',
  `booking_widget_to_${OTA_PRODUCT}_ota`,
  `${OTA_PRODUCT}_ota`,
] as const;


/** Document 1 section 2, My account reservations: the channel filter's values (all, the hotel's site, the OTA, WBF). */
export const RESERVATION_CHANNEL_FILTERS = ['all', 'officialWebsite', OTA_PRODUCT, 'wbf'] as const;
