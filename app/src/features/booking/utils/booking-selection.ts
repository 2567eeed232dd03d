import { readSelectionQuery, selectionQuery, type RoomSelection } from '../../../lib/stay-query';

/**
 * The room a guest chose to book, and whether it was found by a day-use search. A day use keeps the results'
 * stay (check-in and the day after) in the address, but is priced and booked for the check-in day alone.
 * Omitted means an overnight stay.
 */
export type BookingSelection = RoomSelection & { isDayUse?: boolean };

export function bookingSelectionQuery(selection: BookingSelection): Record<string, string> {
  return { ...selectionQuery(selection), ...(selection.isDayUse ? { is_day_use: 'true' } : {}) };
}

export function readBookingSelection(query: URLSearchParams, maxAdults: number): BookingSelection | null {
  const selection = readSelectionQuery(query, maxAdults);
  return selection ? { ...selection, isDayUse: query.get('is_day_use') === 'true' } : null;
}

/** The last day the booking occupies: the check-in day for a day use, otherwise the check-out. */
export function bookedCheckout(selection: BookingSelection): RoomSelection['checkout'] {
  return selection.isDayUse ? selection.checkin : selection.checkout;
}
