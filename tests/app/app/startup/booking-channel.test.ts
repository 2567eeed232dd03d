import { describe, expect, it } from 'vitest';
import { openingSource } from '#app/app/startup/booking-channel.ts';
import { bookingSourceFor } from '#domain/rules/booking-source.ts';

const PLAIN = { inChatbot: false, fromChatbot: false };
const STANDARD = { otaSite: false, arrivedAt: '/booking/result' };

describe('booking source by how the app was opened (ADR 233)', () => {
  it('is the booking widget in a hotel page frame or on the standalone site', () => {
    expect(openingSource(PLAIN, '?hotel_code=sakura-tokyo', true, STANDARD)).toBe('booking_widget');
    expect(openingSource(PLAIN, '', false, STANDARD)).toBe('booking_widget');
  });

  it('is wordpress when the CMS plugin embedded the widget', () => {
    expect(openingSource(PLAIN, '?cms=WordPress', true, STANDARD)).toBe('wordpress');
    expect(openingSource(PLAIN, '?cms=drupal', true, STANDARD)).toBe('booking_widget');
  });

  it('tells the chatbot frame from a chatbot hand-off to the widget or the standalone site', () => {
    expect(openingSource({ inChatbot: true, fromChatbot: false }, '', true, STANDARD)).toBe('chatbot');
    expect(openingSource({ inChatbot: false, fromChatbot: true }, '', true, STANDARD)).toBe('chatbot_booking_widget_on');
    expect(openingSource({ inChatbot: false, fromChatbot: true }, '', false, STANDARD)).toBe('chatbot_booking_widget_off');
  });

  it('is the travel-agency site on its host, and a widget hand-off when it arrived at the standard results', () => {
    expect(openingSource(PLAIN, '', false, { otaSite: true, arrivedAt: '/hotels/sakura-tokyo' })).toBe('tripla_ota');
    expect(openingSource(PLAIN, '', false, { otaSite: true, arrivedAt: '/booking/result/' })).toBe('booking_widget_to_tripla_ota');
  });

  it('lets the travel-agency host win over any address parameter', () => {
    const opening = { otaSite: true, fromBookingWidget: false, chatbotFrame: true, fromChatbot: true, framed: true, cms: 'wordpress' };
    expect(bookingSourceFor(opening)).toBe('tripla_ota');
  });
});
