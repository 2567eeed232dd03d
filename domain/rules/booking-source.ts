import { OTA_PRODUCT, type BOOKING_SOURCES } from '../constants/booking-sources';

export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** How this app document was opened (ADR 233): the facts the booking source is decided from. */
export type AppOpening = {
  /** The travel-agency site's host. */
  otaSite: boolean;
  /** On that host, the standard search address a hotel's booking widget sends a guest to (bw_to_ota_enabled). */
  fromBookingWidget: boolean;
  /** iframe=chatbot: the app inside the chatbot's own frame. */
  chatbotFrame: boolean;
  /** fromChatbot=true: the chatbot opened the booking engine for the guest. */
  fromChatbot: boolean;
  /** The app runs in a frame (the loader's widget), not as the standalone booking site. */
  framed: boolean;
  /** The CMS plugin that embedded the widget (cms=wordpress in the frame's address). */
  cms: string | null;
};

/**
 * Document 1 section 4 and document 2 section 9.3, booking source by channel. The most specific fact wins: the
 * travel-agency host, then the chatbot's frame, then a chatbot hand-off (to the hotel's widget: on; to the
 * standalone site: off), then the WordPress plugin, else the booking widget.
 */
export function bookingSourceFor(opening: AppOpening): BookingSource {
  if (opening.otaSite) return opening.fromBookingWidget ? `booking_widget_to_${OTA_PRODUCT}_ota` : `${OTA_PRODUCT}_ota`;
  if (opening.chatbotFrame) return 'chatbot';
  if (opening.fromChatbot) return opening.framed ? 'chatbot_booking_widget_on' : 'chatbot_booking_widget_off';
  if (opening.cms === 'wordpress') return 'wordpress';
  return 'booking_widget';
}

/** The sources only a hotel sold on the travel-agency site can have, and those only a hotel with a chatbot can. */
export function isOtaSource(source: BookingSource): boolean {
  return source.endsWith('_ota');
}

export function isChatbotSource(source: BookingSource): boolean {
  return source.startsWith('chatbot');
}
