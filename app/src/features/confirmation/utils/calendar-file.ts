import type { Reservation } from '#domain/entities/reservation.ts';
import { zonedTimeToUtc } from '#domain/rules/wall-clock.ts';

// Used when the reservation does not say: the stand-in's fixed hotel times (ADR 040).
const DEFAULT_CHECKIN_TIME = '15:00';
const DEFAULT_CHECKOUT_TIME = '11:00';

function icsTime(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 folds lines longer than 75 octets; names in Japanese reach it quickly. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > 75) {
      out.push(current);
      current = ` ${char}`;
    } else {
      current += char;
    }
  }
  out.push(current);
  return out.join('\r\n');
}

type CalendarText = { summary: string; description: string };

/**
 * An add-to-calendar file for a reservation: one event from check-in time on the first day to check-out time on
 * the last, in the hotel's time zone. No guest details: the file may be shared or synced anywhere.
 */
export function reservationCalendarFile(reservation: Reservation, text: CalendarText, hotelTimeZone: string, now: Date): string {
  const timeZone = reservation.hotel.time_zone ?? hotelTimeZone;
  const start = zonedTimeToUtc(reservation.checkin_date, reservation.hotel.checkin_time ?? DEFAULT_CHECKIN_TIME, timeZone);
  const end = zonedTimeToUtc(reservation.checkout_date, reservation.hotel.checkout_time ?? DEFAULT_CHECKOUT_TIME, timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//hotel-booking-widget//booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reservation.reservation_number}@hotel-${reservation.hotel.id}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(text.summary)}`,
    `DESCRIPTION:${icsText(text.description)}`,
    `LOCATION:${icsText(reservation.hotel.name)}`,
    ...(reservation.hotel.url ? [`URL:${reservation.hotel.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
