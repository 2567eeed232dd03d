import { describe, expect, it } from 'vitest';
import { reservationCalendarFile } from '#app/features/confirmation/utils/calendar-file.ts';
import { zonedTimeToUtc } from '#domain/rules/wall-clock.ts';
import { aReservation } from '../../../factories';

const TEXT = { summary: 'Stay at Sakura Tokyo', description: 'Reservation number RABC123456' };
const NOW = new Date('2030-04-01T00:00:00Z');

describe('calendar file', () => {
  it('turns a hotel wall-clock time into UTC, daylight saving included', () => {
    expect(zonedTimeToUtc('2030-04-10', '15:00', 'Asia/Tokyo').toISOString()).toBe('2030-04-10T06:00:00.000Z');
    expect(zonedTimeToUtc('2030-07-10', '15:00', 'America/New_York').toISOString()).toBe('2030-07-10T19:00:00.000Z');
    expect(zonedTimeToUtc('2030-01-10', '15:00', 'America/New_York').toISOString()).toBe('2030-01-10T20:00:00.000Z');
  });

  it('holds one event from check-in time to check-out time in the hotel time zone', () => {
    const reservation = aReservation({
      checkin_date: '2030-04-10',
      checkout_date: '2030-04-12',
      hotel: { id: 101, name: 'Sakura, Tokyo', url: 'https://sakura.example', time_zone: 'Asia/Tokyo', checkin_time: '15:00', checkout_time: '11:00' },
    });
    const file = reservationCalendarFile(reservation, TEXT, 'UTC', NOW);
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'DTSTART:20300410T060000Z',
        'DTEND:20300412T020000Z',
        'DTSTAMP:20300401T000000Z',
        'SUMMARY:Stay at Sakura Tokyo',
        'LOCATION:Sakura\\, Tokyo',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(file).toContain(`UID:${reservation.reservation_number}@hotel-101`);
  });

  it('carries no guest details', () => {
    const reservation = aReservation();
    const file = reservationCalendarFile(reservation, TEXT, 'Asia/Tokyo', NOW);
    expect(file).not.toContain(reservation.email);
    expect(file).not.toContain(reservation.phone);
  });

  it('folds long lines at 75 octets', () => {
    const file = reservationCalendarFile(aReservation(), { summary: '東京のホテルでのご宿泊'.repeat(4), description: 'x' }, 'Asia/Tokyo', NOW);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
