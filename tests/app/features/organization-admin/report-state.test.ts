import { describe, expect, it } from 'vitest';
import { addMonths, monthChoices, readReportState, reportFilters, reportQuery, writeReportState } from '#app/features/organization-admin/utils/report-state.ts';

describe('the organisation report state in the address', () => {
  it('defaults to the five months before this one through the next, every status, newest check-in first', () => {
    const state = readReportState(new URLSearchParams('hotel_code=sakura-tokyo'), '2026-11');
    expect(state).toEqual({ fromMonth: '2026-06', toMonth: '2026-12', hotelId: null, status: 'all', sort: 'checkin_date', order: 'desc', page: 1 });
    expect(reportQuery(state)).toEqual({ from: '2026-06-01', to: '2026-12-31', status: 'all', sort: 'checkin_date', order: 'desc', page: 1, per_page: 20 });
  });

  it('offers twelve months, so no period passes the server’s 366 days', () => {
    const months = monthChoices('2026-11');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months.at(-1)).toBe('2027-01');
    expect(reportFilters(readReportState(new URLSearchParams('from=2026-02&to=2027-01'), '2026-11'))).toMatchObject({ from: '2026-02-01', to: '2027-01-31' });
  });

  it('ignores values it does not know and reads a reversed period as its first month', () => {
    const state = readReportState(new URLSearchParams('from=2026-09&to=2026-07&status=deleted&sort=email&order=up&page=-2&hotel_id=abc'), '2026-11');
    expect(state).toMatchObject({ fromMonth: '2026-09', toMonth: '2026-09', status: 'all', sort: 'checkin_date', order: 'desc', page: 1, hotelId: null });
    expect(readReportState(new URLSearchParams('from=2020-01'), '2026-11').fromMonth).toBe('2026-06');
  });

  it('keeps the rest of the address and starts again at page 1 on any change but the page', () => {
    const query = new URLSearchParams('hotel_code=sakura-tokyo&page=3');
    const state = readReportState(query, '2026-11');
    const filtered = writeReportState(query, state, { hotelId: 102 });
    expect(filtered.get('hotel_code')).toBe('sakura-tokyo');
    expect(filtered.get('hotel_id')).toBe('102');
    expect(filtered.get('page')).toBe('1');
    expect(writeReportState(query, state, { page: 4 }).get('page')).toBe('4');
  });

  it('counts months across a year end', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
