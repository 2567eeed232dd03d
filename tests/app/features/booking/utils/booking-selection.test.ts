import { describe, expect, it } from 'vitest';
import { paths } from '../../../../../app/src/app/paths';
import { readBookingSelection } from '../../../../../app/src/features/booking/utils/booking-selection';
import { reservationRequest } from '../../../../../app/src/features/booking/utils/reservation-request';

const STAY = { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2, roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_day-use-5h' };
const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' };

function roundTrip(path: string) {
  const url = new URL(path, 'https://app.example');
  expect(url.pathname).toBe(paths.guestDetail.path);
  return readBookingSelection(url.searchParams, 4);
}

describe('guest detail address', () => {
  it('carries a day-use selection through the address and back', () => {
    const path = paths.guestDetail.build({ ...STAY, isDayUse: true });
    expect(new URL(path, 'https://app.example').searchParams.get('is_day_use')).toBe('true');
    expect(roundTrip(path)).toEqual({ ...STAY, isDayUse: true });
  });

  it('reads an overnight selection back as not day use, without the parameter in its address', () => {
    const path = paths.guestDetail.build({ ...STAY, isDayUse: false });
    expect(path).not.toContain('is_day_use');
    expect(roundTrip(path)).toEqual({ ...STAY, isDayUse: false });
  });
});

describe('day-use reservation request', () => {
  it('books the check-in day alone, marked as day use', () => {
    const request = reservationRequest({ selection: { ...STAY, isDayUse: true }, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 9000 });
    expect(request).toMatchObject({ checkin: STAY.checkin, checkout: STAY.checkin, is_day_use: true });
  });

  it('leaves an overnight request as it was', () => {
    const request = reservationRequest({ selection: { ...STAY, isDayUse: false }, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 9000 });
    expect(request).toMatchObject({ checkin: STAY.checkin, checkout: STAY.checkout });
    expect(request).not.toHaveProperty('is_day_use');
  });
});
