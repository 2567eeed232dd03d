import { isChatbotSource, isOtaSource, type BookingSource } from '#domain/rules/booking-source.ts';
import { chatbotSetting } from '../chatbot/chatbot-settings';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';

/**
 * The app names the channel it was opened through (ADR 233); the server refuses a channel the hotel does not
 * have, so a booking cannot be counted for the travel-agency site or a chatbot the hotel was never sold through.
 */
export function assertSourceOfHotel(db: Database, hotel: HotelRow, source: BookingSource): void {
  if (isOtaSource(source) && hotel.bw_to_ota_enabled !== 1) {
    throw invalidRequest('This hotel is not sold on the travel-agency site.', { booking_source: [{ error: 'not_sold_on_ota' }] });
  }
  if (isChatbotSource(source) && chatbotSetting(db, hotel.id) === undefined) {
    throw invalidRequest('This hotel has no chatbot.', { booking_source: [{ error: 'no_chatbot' }] });
  }
}
