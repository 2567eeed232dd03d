import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { changeFormSchema } from '#app/features/manage-reservation/utils/change-form.ts';
import { changeFormDefaults, changeFormIssues, changeRequest } from '#app/features/manage-reservation/utils/change-request.ts';
import { aReservation } from '../../factories';

const withExtras = aReservation({
  extras: [
    { extra_id: 7, code: 'dinner', name: 'Dinner', date: '2030-04-10', delivery_time: '19:00', quantity: 2, total_price: 12000 },
    { extra_id: 8, code: 'transfer', name: 'Transfer', date: null, delivery_time: null, quantity: 1, total_price: 8000 },
  ],
});

describe('changeRequest', () => {
  it('sends nothing when nothing changed', () => {
    expect(changeRequest(withExtras, changeFormDefaults(withExtras))).toBeUndefined();
  });

  it('sends both dates when either moved, and only the parts that changed', () => {
    const values = { ...changeFormDefaults(withExtras), checkout: '2030-04-12' };
    expect(changeRequest(withExtras, values)).toEqual({ checkin: '2030-04-10', checkout: '2030-04-12' });
  });

  it('keeps a day use on one day: checkout follows the new date', () => {
    const dayUse = aReservation({ is_day_use: true, checkout_date: '2030-04-10' });
    const values = { ...changeFormDefaults(dayUse), checkin: '2030-04-15', checkout: 'ignored' };
    expect(changeRequest(dayUse, values)).toEqual({ checkin: '2030-04-15', checkout: '2030-04-15' });
  });

  it('sends every room with its children as booked when adults change', () => {
    const values = { ...changeFormDefaults(withExtras), rooms: [{ id: 100, adults: 1 }] };
    expect(changeRequest(withExtras, values)).toEqual({ rooms: [{ id: 100, adults: 1, children: 0 }] });
  });

  it('sends the remaining extras with their date and time, dropping those set to 0', () => {
    const values = { ...changeFormDefaults(withExtras), extras: [{ quantity: 3 }, { quantity: 0 }] };
    expect(changeRequest(withExtras, values)).toEqual({ extras: [{ extra_id: 7, quantity: 3, date: '2030-04-10', delivery_time: '19:00' }] });
  });

  it('offers payment changes only between the ways without a card', () => {
    expect(changeFormDefaults(aReservation({ payment: { type: 'pre_paid' } })).payment_type).toBeNull();
    const values = { ...changeFormDefaults(withExtras), payment_type: 'deferred_payment' as const };
    expect(changeRequest(withExtras, values)).toEqual({ payment_type: 'deferred_payment' });
  });
});

describe('changeFormIssues', () => {
  const today = '2030-04-01';

  it.each([
    [{ checkin: '2030-03-31' }, { checkin: 'checkin_in_past' }],
    [{ checkin: 'soon' }, { checkin: 'invalid_date' }],
    [{ checkout: '2030-04-10' }, { checkout: 'checkout_after_checkin' }],
    [{ rooms: [{ id: 100, adults: 0 }] }, { 'rooms.0.adults': 'adults_min' }],
    [{ extras: [{ quantity: -1 }, { quantity: 1 }] }, { 'extras.0.quantity': 'quantity_min' }],
  ])('refuses %o', (change, issues) => {
    expect(changeFormIssues(withExtras, { ...changeFormDefaults(withExtras), ...change }, today)).toEqual(issues);
  });

  it('does not ask a day use for a checkout', () => {
    const dayUse = aReservation({ is_day_use: true, checkout_date: '2030-04-10' });
    expect(changeFormIssues(dayUse, { ...changeFormDefaults(dayUse), checkin: '2030-04-12', checkout: '' }, today)).toEqual({});
  });

  it("puts the form's refusals at their field paths, array places as numbers", () => {
    const values = { ...changeFormDefaults(withExtras), checkout: '2030-04-09', rooms: [{ id: 100, adults: Number.NaN }], extras: [{ quantity: 1 }, { quantity: -1 }] };
    const result = z.safeParse(changeFormSchema(withExtras), values);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['checkout'], message: 'checkout_after_checkin' },
      { path: ['rooms', 0, 'adults'], message: 'adults_min' },
      { path: ['extras', 1, 'quantity'], message: 'quantity_min' },
    ]);
    expect(z.safeParse(changeFormSchema(withExtras), changeFormDefaults(withExtras)).success).toBe(true);
  });
});
