import { describe, expect, it } from 'vitest';
import { nearestOpenDates } from '#app/features/search/utils/nearest-open-dates.ts';

const day = (date: string, status: 'available' | 'sold_out' | 'closed' = 'available') => ({ date, status });

describe('the open dates nearest a sold-out night', () => {
  it('offers the nearest open day on either side, nearest first', () => {
    const days = [day('2026-12-01'), day('2026-12-03', 'sold_out'), day('2026-12-04', 'sold_out'), day('2026-12-05', 'sold_out'), day('2026-12-06'), day('2026-12-08')];
    expect(nearestOpenDates(days, '2026-12-04')).toEqual(['2026-12-06', '2026-12-01']);
  });

  it('prefers the later day when both are as near', () => {
    expect(nearestOpenDates([day('2026-12-03'), day('2026-12-04', 'sold_out'), day('2026-12-05')], '2026-12-04')).toEqual(['2026-12-05', '2026-12-03']);
  });

  it('skips closed and sold-out days and the asked day itself, and offers what there is', () => {
    expect(nearestOpenDates([day('2026-12-04'), day('2026-12-05', 'closed'), day('2026-12-07')], '2026-12-04')).toEqual(['2026-12-07']);
    expect(nearestOpenDates([day('2026-12-05', 'sold_out')], '2026-12-04')).toEqual([]);
    expect(nearestOpenDates([day('2026-12-05'), day('2026-12-06')], '2026-12-04', 1)).toEqual(['2026-12-05']);
  });
});
