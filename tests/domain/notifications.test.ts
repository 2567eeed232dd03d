import { describe, expect, it } from 'vitest';
import { isForHotel, isWithinDisplayWindow, notificationsToShow } from '#domain/rules/notifications.ts';

const window = (start: string | null, end: string | null) => ({ display_start_date: start, display_end_date: end });

describe('notification display windows', () => {
  it.each([
    ['inside', '2026-06-10', true],
    ['on the first day', '2026-06-05', true],
    ['on the last day', '2026-06-20', true],
    ['before', '2026-06-04', false],
    ['after', '2026-06-21', false],
  ])('a check-in %s the window', (_, checkin, shown) => {
    expect(isWithinDisplayWindow(window('2026-06-05', '2026-06-20'), checkin, '2026-06-01')).toBe(shown);
  });

  it('treats a missing end as open, a missing start as open, both missing as always', () => {
    expect(isWithinDisplayWindow(window('2026-06-05', null), '2030-01-01', '2026-06-01')).toBe(true);
    expect(isWithinDisplayWindow(window(null, '2026-06-20'), '2026-01-01', '2026-06-01')).toBe(true);
    expect(isWithinDisplayWindow(window(null, null), '1999-01-01', '2026-06-01')).toBe(true);
  });

  it('uses today for an undated search', () => {
    expect(isWithinDisplayWindow(window('2026-06-05', null), undefined, '2026-06-01')).toBe(false);
    expect(isWithinDisplayWindow(window('2026-06-05', null), null, '2026-06-06')).toBe(true);
  });

  it('keeps brand notifications for all facilities or the current hotel', () => {
    expect(isForHotel({ hotel_ids: null }, 101)).toBe(true);
    expect(isForHotel({ hotel_ids: [101, 102] }, 101)).toBe(true);
    expect(isForHotel({ hotel_ids: [102] }, 101)).toBe(false);
  });

  it('shows notifications by placement, enabled, window and owner, hiding facility ones in lottery flows', () => {
    const base = { question_type: 'notification', enabled: true, labels: ['place_search_result'], hotel_ids: null, ...window(null, null) };
    const questions = [
      { ...base, id: 1, ownable_type: 'Hotel' as const },
      { ...base, id: 2, ownable_type: 'HotelBrand' as const, hotel_ids: [102] },
      { ...base, id: 3, ownable_type: 'HotelBrand' as const },
      { ...base, id: 4, ownable_type: 'Hotel' as const, enabled: false },
      { ...base, id: 5, ownable_type: 'Hotel' as const, labels: ['place_after_sign_in'] },
      { ...base, id: 6, ownable_type: 'Hotel' as const, question_type: 'free' },
      { ...base, id: 7, ownable_type: 'Hotel' as const, ...window('2026-07-01', null) },
    ];
    const context = { placement: 'place_search_result', checkin: '2026-06-10', today: '2026-06-01', hotelId: 101, isLotteryFlow: false };
    expect(notificationsToShow(questions, context).map((q) => q.id)).toEqual([1, 3]);
    expect(notificationsToShow(questions, { ...context, isLotteryFlow: true }).map((q) => q.id)).toEqual([3]);
  });

  it('shows guest detail notices aimed at the visitor when the visitor is known', () => {
    const base = { question_type: 'notification', enabled: true, hotel_ids: null, ownable_type: 'Hotel' as const, ...window(null, null) };
    const questions = [
      { ...base, id: 1, labels: ['all_users', 'place_booking_process'] },
      { ...base, id: 2, labels: ['membership_program_1', 'place_booking_process'] },
      { ...base, id: 3, labels: ['membership_organization_all', 'place_booking_process'] },
      { ...base, id: 4, labels: ['place_booking_process'] },
    ];
    const context = { placement: 'place_booking_process', checkin: '2026-06-10', today: '2026-06-01', hotelId: 101, isLotteryFlow: false };
    expect(notificationsToShow(questions, { ...context, visitorLabels: ['all_users'] }).map((q) => q.id)).toEqual([1, 4]);
    expect(notificationsToShow(questions, { ...context, visitorLabels: ['all_users', 'membership_program_1'] }).map((q) => q.id)).toEqual([1, 2, 4]);
    // Without a visitor (the search result's notices), targeting is not applied.
    expect(notificationsToShow(questions, context).map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });
});
