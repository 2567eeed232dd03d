import { describe, expect, it, vi } from 'vitest';
import { purchaseEvent, reportPurchase } from '#app/features/confirmation/utils/purchase-event.ts';
import { aReservation } from '../../../factories';

describe('purchase event', () => {
  it('carries the transaction: number, value, currency, tax and the rooms booked', () => {
    const reservation = aReservation();
    const event = purchaseEvent(reservation);
    expect(event.name).toBe('purchase');
    expect(event.params).toMatchObject({
      transaction_id: reservation.reservation_number,
      value: reservation.total_price,
      currency: reservation.currency,
      tax: reservation.tax,
    });
    expect(event.params.items).toHaveLength(reservation.rooms.length);
  });

  it('carries no personal data', () => {
    const reservation = aReservation();
    const text = JSON.stringify(purchaseEvent(reservation));
    for (const personal of [reservation.email, reservation.phone, reservation.name, reservation.bypass_token]) {
      expect(text).not.toContain(personal);
    }
  });

  it('is reported once per booking', () => {
    const report = vi.fn();
    const reservation = aReservation({ reservation_number: 'RONCE00001' });
    reportPurchase(reservation, report);
    reportPurchase(reservation, report);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
