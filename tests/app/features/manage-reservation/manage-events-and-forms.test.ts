import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { reservationCancelEvent, reservationUpdateEvent } from '#app/features/manage-reservation/utils/manage-analytics.ts';
import { ZLookupForm } from '#app/features/manage-reservation/utils/lookup-form.ts';
import { manageRefusalOf } from '#app/features/manage-reservation/utils/manage-refusal.ts';
import { ApiError } from '#app/api/api-error.ts';
import { aReservation } from '../../factories';

const refusal = (title: string, status = 409) =>
  new ApiError({ title, status, json: {}, errors: {}, codes: [], payloads: {}, message: 'refused', local: false });

describe('manage analytics layers', () => {
  it('reservation_cancel carries the number, fee and reason, and nothing about the guest', () => {
    const event = reservationCancelEvent(aReservation(), 4400, 'other');
    expect(event).toMatchObject({ name: 'reservation_cancel', params: { page_layer: 'reservation_cancel', transaction_id: 'SKT-12345678', value: 4400, cancellation_reason: 'other' } });
    expect(JSON.stringify(event)).not.toMatch(/Hanako|hanako@example\.com|\+81/);
  });

  it('reservation_update carries the new total and the difference', () => {
    const event = reservationUpdateEvent(aReservation({ total_price: 30000 }), 8000);
    expect(event).toMatchObject({ name: 'reservation_update', params: { page_layer: 'reservation_update', value: 30000, price_difference: 8000, adults: 2 } });
    expect(JSON.stringify(event)).not.toMatch(/Hanako|hanako@example\.com/);
  });
});

describe('look-up form', () => {
  it('takes a number typed in lower case with spaces around', () => {
    expect(z.parse(ZLookupForm, { number: ' skt-12345678 ', email: 'a@example.com' }).number).toBe('SKT-12345678');
  });

  it.each([
    [{ number: '', email: 'a@example.com' }, 'required'],
    [{ number: 'SKT 1', email: 'a@example.com' }, 'invalid_reservation_number'],
    [{ number: 'SKT-12345678', email: 'nope' }, 'invalid_email'],
  ])('refuses %o with %s', (input, message) => {
    const result = z.safeParse(ZLookupForm, input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('manageRefusalOf', () => {
  it('names the refusals the page explains and nothing else', () => {
    expect(manageRefusalOf(refusal('modified_by_staff'))).toBe('modified_by_staff');
    expect(manageRefusalOf(refusal('wrong_facility', 403))).toBe('wrong_facility');
    expect(manageRefusalOf(refusal('cancellation_fee_changed'))).toBe('cancellation_fee_changed');
    expect(manageRefusalOf(refusal('invalid', 422))).toBeUndefined();
    expect(manageRefusalOf(new Error('boom'))).toBeUndefined();
  });
});
