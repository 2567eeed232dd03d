// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  attemptKey,
  clearBookingDraft,
  endAttempt,
  markOutcomeUnknown,
  readBookingDraft,
  saveDraftValues,
} from '#app/shared/booking-draft/booking-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('keeps what the guest typed per hotel, for the tab', () => {
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako', email: 'hanako@example.com' });
    expect(readBookingDraft('sakura-tokyo').values).toEqual({ first_name: 'Hanako', email: 'hanako@example.com' });
    expect(readBookingDraft('umi-osaka').values).toEqual({});
  });

  it('keeps the key of the attempt until an answer ends it, whatever the guest changes meanwhile', () => {
    const first = attemptKey('sakura-tokyo');
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako', phone: '+81312345678' });
    expect(attemptKey('sakura-tokyo')).toBe(first);
    expect(readBookingDraft('sakura-tokyo').values.first_name).toBe('Hanako');
    endAttempt('sakura-tokyo');
    expect(attemptKey('sakura-tokyo')).not.toBe(first);
  });

  it('remembers across a reload that the last send got no answer, until the server is asked', () => {
    const key = attemptKey('sakura-tokyo');
    markOutcomeUnknown('sakura-tokyo', true);
    expect(readBookingDraft('sakura-tokyo').attempt).toEqual({ key, unknown: true });
    markOutcomeUnknown('sakura-tokyo', false);
    expect(readBookingDraft('sakura-tokyo').attempt).toEqual({ key, unknown: false });
  });

  it('is gone once the booking is made', () => {
    saveDraftValues('sakura-tokyo', { first_name: 'Hanako' });
    attemptKey('sakura-tokyo');
    clearBookingDraft('sakura-tokyo');
    expect(readBookingDraft('sakura-tokyo')).toEqual({ values: {} });
  });
});
