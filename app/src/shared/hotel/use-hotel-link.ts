import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withHotelQuery } from './hotel-link';
import { useHotelSettings } from './hotel-settings';

/** Builds in-app addresses that keep the hotel code (see withHotelQuery). */
export function useHotelLink(): (to: string) => string {
  const { hotel_code: hotelCode } = useHotelSettings();
  const [searchParams] = useSearchParams();
  return useCallback((to: string) => withHotelQuery(to, hotelCode, searchParams), [hotelCode, searchParams]);
}
