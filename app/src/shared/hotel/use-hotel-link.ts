import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { carriedQueryOf, withHotelQuery } from './hotel-link';
import { useHotelSettings } from './hotel-settings';

/** Builds in-app addresses that keep the hotel code (see withHotelQuery). */
export function useHotelLink(): (to: string) => string {
  const { hotel_code: hotelCode } = useHotelSettings();
  const [searchParams] = useSearchParams();
  // The same function until a carried key changes, not on every change of the address (a results filter): the
  // results' memoised cards take links built with it (ADR 274).
  const carried = carriedQueryOf(searchParams);
  return useCallback((to: string) => withHotelQuery(to, hotelCode, new URLSearchParams(carried)), [hotelCode, carried]);
}
