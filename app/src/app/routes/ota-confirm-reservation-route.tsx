import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmReservation } from '#app/features/ota-booking/components/confirm-reservation.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { readBookingSelection } from '#app/shared/stay/booking-selection.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { otaPaths } from '../ota/ota-paths';

/** The travel-agency site's /confirm-reservation: the choice made on the hotel's page, then guest detail for it. */
export function Component() {
  const settings = useHotelSettings();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => readBookingSelection(searchParams, maxAdultsPerRoom(settings)), [searchParams, settings]);
  // Choosing again goes back to the hotel's results as they were searched (the search rides along in `search`).
  const change = `${otaPaths.hotel.build(settings.hotel_code)}${selection?.search ? `?${selection.search}` : ''}`;
  return (
    <ConfirmReservation
      hotelId={settings.hotel_id}
      hotelName={settings.hotel_name}
      selection={selection}
      guestDetailHref={selection ? link(otaPaths.guestDetail.build(selection)) : link(change)}
      changeHref={link(change)}
    />
  );
}
