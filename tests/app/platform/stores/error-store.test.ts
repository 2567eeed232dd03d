import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearGlobalError,
  clearReservationError,
  resetErrors,
  setGlobalError,
  setReservationError,
  showGlobalMessage,
  useErrorStore,
} from '#app/platform/stores/error-store.ts';

beforeEach(resetErrors);

describe('error holders', () => {
  it('holds every holder of document 1 section 4, empty at first', () => {
    expect(useErrorStore.getState()).toEqual({
      init: null,
      searchResult: null,
      roomLottery: null,
      reservation: null,
      global: null,
      customFetch: null,
      guestForm: null,
      globalMessage: null,
    });
  });

  it('gives a global message the success variant when only text is given', () => {
    showGlobalMessage('Saved');
    expect(useErrorStore.getState().globalMessage).toEqual({ text: 'Saved', variant: 'success' });
    showGlobalMessage('Careful', 'warning');
    expect(useErrorStore.getState().globalMessage).toEqual({ text: 'Careful', variant: 'warning' });
  });

  it('sets and clears the global and reservation errors', () => {
    setGlobalError('Oops');
    setReservationError({ type: 'warning', messages: ['Overlapping reservation'] });
    expect(useErrorStore.getState()).toMatchObject({ global: 'Oops', reservation: { type: 'warning' } });
    clearGlobalError();
    clearReservationError();
    expect(useErrorStore.getState()).toMatchObject({ global: null, reservation: null });
  });
});
