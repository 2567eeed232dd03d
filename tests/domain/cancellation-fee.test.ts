import { describe, expect, it } from 'vitest';
import { cancellationFee, cancellationPercentage, partStartsAt } from '#domain/rules/cancellation-fee.ts';

const policy = {
  cancel_before_at: '18:00',
  no_show_percentage_of_cost: 100,
  cancellation_policy_parts: [
    { days_before: 7, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
    { days_before: 0, hours_after: 3, percentage_of_cost: 80 },
  ],
};
const checkin = '2026-06-20';

describe('cancellation fees', () => {
  it('places a part at days before check-in, at cancel_before_at plus hours after', () => {
    expect(partStartsAt(checkin, '18:00', 7, 0)).toBe('2026-06-13T18:00');
    expect(partStartsAt(checkin, '18:00', 0, 3)).toBe('2026-06-20T21:00');
    expect(partStartsAt(checkin, '22:30', 1, 3)).toBe('2026-06-20T01:30');
  });

  it.each([
    ['2026-06-01T09:00', 0],
    ['2026-06-13T17:59', 0],
    ['2026-06-13T18:00', 20],
    ['2026-06-17T17:59', 20],
    ['2026-06-17T18:00', 50],
    ['2026-06-20T20:59', 50],
    ['2026-06-20T21:00', 80],
  ])('cancelling at %s costs %i%%', (at, percent) => {
    expect(cancellationPercentage(policy, checkin, at)).toBe(percent);
  });

  it.each([
    [{ kind: 'cancel' as const, checkin, at: '2026-06-10T12:00' }, 0],
    [{ kind: 'cancel' as const, checkin, at: '2026-06-14T12:00' }, 4_321],
    [{ kind: 'cancel' as const, checkin, at: '2026-06-18T12:00' }, 10_803],
    [{ kind: 'no_show' as const }, 21_607],
  ])('a 21,607 yen stay: %o costs %i', (event, fee) => {
    expect(cancellationFee(policy, 21_607, event)).toBe(fee);
  });

  it('charges a policy without parts only for a no-show', () => {
    const lenient = { cancel_before_at: '00:00', no_show_percentage_of_cost: 50, cancellation_policy_parts: [] };
    expect(cancellationFee(lenient, 10_000, { kind: 'cancel', checkin, at: '2026-06-20T23:00' })).toBe(0);
    expect(cancellationFee(lenient, 10_000, { kind: 'no_show' })).toBe(5_000);
  });
});
