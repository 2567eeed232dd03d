// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearBookingDraft,
  endAttempt,
  idempotencyKeyFor,
  readBookingDraft,
  saveDraftValues,
} from '../../../../../app/src/features/booking/utils/booking-draft';

beforeEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('keeps what the guest typed per hotel, for the tab', () => {
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako', email: 'hanako@example.com' });
    expect(readBookingDraft('sakura-tokyo').values).toEqual({ first_name: 'Hanako', email: 'hanako@example.com' });
    expect(readBookingDraft('umi-osaka').values).toEqual({});
  });

  it('reuses the idempotency key for the same request, so a repeat cannot book twice', () => {
    const first = idempotencyKeyFor('sakura-tokyo', 'request-a');
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako' });
    expect(idempotencyKeyFor('sakura-tokyo', 'request-a')).toBe(first);
    expect(readBookingDraft('sakura-tokyo').values.first_name).toBe('Hanako');
  });

  it('starts a new attempt for a different request or after a refusal', () => {
    const first = idempotencyKeyFor('sakura-tokyo', 'request-a');
    const second = idempotencyKeyFor('sakura-tokyo', 'request-b');
    expect(second).not.toBe(first);
    endAttempt('sakura-tokyo');
    expect(idempotencyKeyFor('sakura-tokyo', 'request-b')).not.toBe(second);
  });

  it('is gone once the booking is made', () => {
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako' });
    idempotencyKeyFor('sakura-tokyo', 'request-a');
    clearBookingDraft('sakura-tokyo');
    expect(readBookingDraft('sakura-tokyo')).toEqual({ values: {} });
  });
});
